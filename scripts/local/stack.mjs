// The whole local product: mirror (Postgres + PostgREST + /rest/v1 gateway), Firebase emulators, optional web
// server, reference data. Used by `npm start` (scripts/start.mjs) and `npm test` (scripts/test.mjs).
import {
  appendFileSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { localKeys, LOCAL_JWT_SECRET } from './jwt.mjs';
import { exportEmulatorData, firebaseConfigFor, startEmulators } from './emulators.mjs';
import { applyMigrations, databaseUrl, ensurePostgresInstalled, startPostgres } from './postgres.mjs';
import { startMaildev } from './maildev.mjs';
import { startGateway, startPostgrest, waitForHttp } from './postgrest.mjs';
import { PROJECT_ID, REGION, importFixturePort, portsFor } from './ports.mjs';
import { buildFunctions, buildWebInBackground, ensureDependencies } from './prereqs.mjs';
import { freePorts } from './portHolders.mjs';
import { killAllNow, pipeOutput, startProcess, stopProcess } from './procs.mjs';
import { createSupervisor } from './supervise.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The demo recipe request's token (scripts/seed.mjs keeps it here; start.mjs prints its page). */
export const DEMO_LINK_FILE = 'demo-share-link.txt';

/** The environment every client of the stack (functions, seed, tests, web) needs. */
export function stackEnv(ports) {
  const { anonKey, serviceKey } = localKeys();
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    MATKON_FUNCTIONS_URL: `http://127.0.0.1:${ports.functions}/${PROJECT_ID}/${REGION}`,
    MATKON_HOSTING_URL: `http://127.0.0.1:${ports.hosting}`,
    // the Pub/Sub emulator (scheduled jobs' topics): the job tests publish to it
    MATKON_PUBSUB_HOST: `127.0.0.1:${ports.pubsub}`,
    // the emulator hub: a fault test pauses the background triggers to damage a store behind the mirror's back
    MATKON_HUB_HOST: `127.0.0.1:${ports.hub}`,
    MIRROR_URL: `http://127.0.0.1:${ports.mirror}`,
    MATKON_MIRROR_URL: `http://127.0.0.1:${ports.mirror}`,
    MIRROR_SERVICE_KEY: serviceKey,
    MIRROR_ANON_KEY: anonKey,
    DATABASE_URL: databaseUrl(ports.postgres),
    // MailDev (maildev.mjs): where the functions send mail, and where people and tests read it
    MATKON_SMTP_URL: `smtp://127.0.0.1:${ports.mailSmtp}`,
    MATKON_MAIL_WEB_URL: `http://127.0.0.1:${ports.mailWeb}`,
  };
}

function webEnv(ports) {
  return {
    VITE_USE_EMULATORS: 'true',
    VITE_AUTH_EMULATOR_URL: `http://127.0.0.1:${ports.auth}`,
    VITE_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    VITE_FUNCTIONS_EMULATOR_HOST: `127.0.0.1:${ports.functions}`,
    VITE_APP_CHECK_TOKEN_URL: `http://127.0.0.1:${ports.mirror}/app-check/token`,
    MATKON_HOSTING_URL: `http://127.0.0.1:${ports.hosting}`,
  };
}

/**
 * The origins the built app connects to besides its own (webEnv's emulators and the gateway's App Check tokens):
 * the local front adds them to the Content-Security-Policy's connect-src (decision 0052).
 */
function webConnectOrigins(ports) {
  return [ports.auth, ports.firestore, ports.functions, ports.mirror].map(
    (port) => `http://127.0.0.1:${port}`,
  );
}

function writeEnvFiles(stateDir, env) {
  writeFileSync(join(stateDir, 'env.json'), JSON.stringify(env, null, 2));
  const sh = Object.entries(env)
    .map(([k, v]) => `export ${k}='${v}'`)
    .join('\n');
  writeFileSync(join(stateDir, 'env.sh'), `${sh}\n`);
}

/** The emulator reads secrets only from this file (else it asks Secret Manager, unreachable offline). */
function writeLocalSecrets(env) {
  // Secrets the local providers never use still need a value, or the emulator asks Secret Manager (offline).
  const lines = [
    `MIRROR_SERVICE_KEY=${env.MIRROR_SERVICE_KEY}`,
    'RECAPTCHA_SECRET=local-unused',
    'CLOUDINARY_API_SECRET=local-unused',
    // the stack's MailDev takes any sender without a password (MATKON_SMTP_URL overrides this per stack)
    'SMTP_URL=smtp://127.0.0.1:1025',
    // signs the digest's unsubscribe links; any value will do locally
    'UNSUBSCRIBE_SECRET=local-unsubscribe-secret-for-the-emulator',
  ];
  writeFileSync(join(ROOT, 'functions', '.secret.local'), `${lines.join('\n')}\n`);
}

/** One launcher per stack: a second one would take the first one's processes for leftovers and stop them. */
function claimStack(stateDir) {
  const file = join(stateDir, 'launcher.pid');
  const previous = existsSync(file) ? Number(readFileSync(file, 'utf8')) : 0;
  let running = false;
  try {
    running =
      previous > 0 &&
      previous !== process.pid &&
      readFileSync(`/proc/${previous}/cmdline`, 'utf8').includes('node');
  } catch {
    // not running
  }
  if (running) {
    throw new Error(
      `this stack is already running (launcher pid ${previous}); stop it first: kill -INT ${previous}`,
    );
  }
  mkdirSync(stateDir, { recursive: true });
  writeFileSync(file, String(process.pid));
}

/** Last resort when the launcher stops before startStack returned: our groups, then whatever still holds a port. */
/** For a script that runs its own stack (npm test, the bench): Ctrl-C or SIGTERM stops it, then exits 130 / 143. */
export function stopOnSignals(currentStack) {
  const stopAndExit = async (code) => {
    await currentStack()?.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => stopAndExit(130));
  process.on('SIGTERM', () => stopAndExit(143));
}

export async function stopLeftovers(offset) {
  killAllNow();
  await freePorts({ ports: Object.values(portsFor(offset)), root: ROOT });
}

/**
 * Starts everything; resolves once it all answers. `web`: 'dev' (Vite), 'built' (vite build served by the Hosting
 * emulator) or 'none'. Returns { env, urls, stop, dead }: `dead` resolves with a report when a part of the stack
 * exits while it runs; the stack has then printed it and is stopping the rest (`stop()` waits for that).
 * `restartCommand`: what the report tells to run to start again.
 */
export async function startStack({
  offset = 0,
  fresh = false,
  persist = true,
  web = 'dev',
  seed = true,
  watch = false,
  build = true,
  restartCommand = 'npm start',
  // settings/businessRules.moderation.maxRecipesPerDay (decision 0036): held, except where tests create more
  dailyRecipeLimit = true,
  // where the built web app goes and Hosting serves it from: a second stack beside the first needs its own (the
  // build holds the stack's ports), inside its state folder
  webDir = join('web', 'dist'),
  log: print = (t) => process.stdout.write(t),
}) {
  const ports = portsFor(offset);
  const stateDir = join(ROOT, '.state', `stack-${offset}`);
  claimStack(stateDir);
  // Before --fresh empties the folder: a crashed run's Postgres may still be running on it.
  await freePorts({ ports: Object.values(ports), root: ROOT, log: print, strict: true });
  if (fresh) {
    for (const entry of readdirSync(stateDir).filter((name) => name !== 'launcher.pid'))
      rmSync(join(stateDir, entry), { recursive: true, force: true });
  }
  mkdirSync(join(stateDir, 'logs'), { recursive: true });
  // The launcher's own lines also go to a file, written synchronously: the terminal may be gone at shutdown.
  const log = (text) => {
    appendFileSync(join(stateDir, 'logs', 'launcher.log'), text);
    print(text);
  };
  /** A writer into .state/stack-N/logs/<name>.log, for a process's output. */
  const logTo = (name) => {
    const file = createWriteStream(join(stateDir, 'logs', `${name}.log`), { flags: 'a' });
    return (text) => file.write(text);
  };
  // MATKON_IMAGE_DIR: the local image host's files (functions/src/platform/imageHost.ts), per stack.
  // MATKON_IMPORT_FIXTURE_URL: where the import tests start their fixture site (testing/fixtureSite.ts), on this
  // stack's offset; the functions let that origin through (below).
  const env = {
    ...stackEnv(ports),
    MATKON_IMAGE_DIR: join(stateDir, 'images'),
    MATKON_IMPORT_FIXTURE_URL: `http://127.0.0.1:${importFixturePort(offset)}`,
  };
  const started = [];
  const supervisor = createSupervisor({ restartCommand });
  /** A started part: stopped with the stack, its output in logs/<logName>.log, its exit reported. */
  const adopt = (entry, logName, write = logTo(logName), hint) => {
    started.push(entry);
    pipeOutput(entry, write);
    supervisor.watch(entry, join(stateDir, 'logs', `${logName}.log`), hint);
    return entry;
  };
  let emulatorsReady = false;
  /** The web build while it runs beside the start (prereqs buildWebInBackground). */
  let webBuild = null;
  const exportDir = join(stateDir, 'emulators');
  let stopped;
  const stop = () => (stopped ??= stopEverything());
  const stopEverything = async () => {
    supervisor.stopping();
    log('\nStopping the local stack…\n');
    if (webBuild?.child.exitCode === null) webBuild.child.kill('SIGTERM');
    if (persist && emulatorsReady) {
      await exportEmulatorData({ hubPort: ports.hub, exportDir }).then(
        () => log(`Emulator data saved to ${exportDir}\n`),
        (error) => log(`⚠ emulator data not saved: ${error.message}\n`),
      );
    }
    // Firebase first, with SIGINT to its leader only, so it exports emulator data before it exits.
    for (const entry of [...started].reverse()) {
      const firebase = entry.name === 'firebase emulators';
      await stopProcess(entry, {
        signal: firebase ? 'SIGINT' : 'SIGTERM',
        leaderOnly: firebase,
        graceMs: firebase ? 60000 : 10000,
      });
    }
    // only this stack's: npm test runs the browser layer's stack beside this one
    killAllNow(started);
    // The emulator JVMs run in process groups of their own: if firebase could not stop them, their ports say so.
    const foreign = await freePorts({ ports: Object.values(ports), root: ROOT, log });
    for (const h of foreign) log(`⚠ port ${h.port} is still held by pid ${h.pid} ${h.command}\n`);
    rmSync(join(ROOT, `firebase.stack-${offset}.json`), { force: true });
    rmSync(join(stateDir, 'launcher.pid'), { force: true });
    log('Stopped.\n');
  };
  process.once('exit', () => killAllNow());
  try {
    ensureDependencies(ROOT, log);
    webBuild = web === 'built' ? buildWebInBackground(ROOT, webEnv(ports), log, join(ROOT, webDir)) : null;
    // awaited once the emulators are seeded; a failure meanwhile is held, not thrown into nowhere
    const webBuilt = webBuild?.done.then(
      () => null,
      (error) => error,
    );
    const pgBin = ensurePostgresInstalled(log);

    log(`Mirror: Postgres on ${ports.postgres}…\n`);
    const postgres = await startPostgres({
      bin: pgBin,
      dataDir: join(stateDir, 'pgdata'),
      port: ports.postgres,
      log: () => {},
    });
    adopt(postgres, 'postgres');
    const { rebuilt } = await applyMigrations({
      url: env.DATABASE_URL,
      migrationsDir: join(ROOT, 'supabase', 'migrations'),
      log,
    });
    // The mirror is Firestore's copy: a rebuilt (empty) mirror starts again with empty emulators, and the seed
    // fills both.
    if (rebuilt) rmSync(exportDir, { recursive: true, force: true });
    const postgrest = await startPostgrest({
      root: ROOT,
      dbPort: ports.postgres,
      port: ports.postgrest,
      jwtSecret: LOCAL_JWT_SECRET,
    });
    adopt(postgrest, 'postgrest');
    adopt(
      await startGateway({
        port: ports.mirror,
        postgrestPort: ports.postgrest,
        hostingPort: ports.hosting,
        hostingEmulatorPort: ports.hostingEmulator,
        publicDir: join(ROOT, webDir),
        firebaseJson: join(ROOT, 'firebase.json'),
        connectOrigins: webConnectOrigins(ports),
      }),
      'gateway',
    );

    log(`Mail: MailDev on ${ports.mailSmtp} (SMTP) and ${ports.mailWeb} (inbox)…\n`);
    adopt(await startMaildev({ root: ROOT, smtpPort: ports.mailSmtp, webPort: ports.mailWeb }), 'maildev');

    if (build || !existsSync(join(ROOT, 'functions', 'lib', 'index.js'))) buildFunctions(ROOT, log);
    writeLocalSecrets(env);
    // Hosting's folder, which the web build fills while the emulators start
    mkdirSync(join(ROOT, webDir), { recursive: true });

    log('Firebase emulators (auth, firestore, functions, pubsub, hosting)…\n');
    const emulatorLog = logTo('firebase');
    const emulators = await startEmulators({
      root: ROOT,
      configPath: firebaseConfigFor({ root: ROOT, offset, ports, hostingPublic: webDir }),
      exportDir,
      // MATKON_MIRROR_FAULTS: the fault soak's commit hook (functions/src/platform/mirror/faultHook.ts), which
      // asks this stack's gateway; only the emulator ever has it.
      env: {
        MATKON_MIRROR_URL: env.MATKON_MIRROR_URL,
        MATKON_IMAGE_DIR: env.MATKON_IMAGE_DIR,
        MATKON_MIRROR_FAULTS: '1',
        // the gateway's offline YouTube (youtubeFake.mjs): the video check's endpoints on a local stack only
        MATKON_YOUTUBE_OEMBED_URL: `${env.MATKON_MIRROR_URL}/youtube/oembed`,
        MATKON_YOUTUBE_THUMBNAIL_URL: `${env.MATKON_MIRROR_URL}/youtube/vi`,
        // the origins the safe fetch lets through on loopback (decision 0061; read only in the emulator): the import
        // tests' fixture site and the gateway, whose offline YouTube the video check and the video photo read
        MATKON_IMPORT_ALLOWED_ORIGINS: `${env.MATKON_IMPORT_FIXTURE_URL},${env.MATKON_MIRROR_URL}`,
        // the functions' mail goes to this stack's MailDev, its links to this stack's app
        MATKON_SMTP_URL: env.MATKON_SMTP_URL,
        MATKON_SITE_URL: web === 'dev' ? `http://127.0.0.1:${ports.web}` : env.MATKON_HOSTING_URL,
        ...(dailyRecipeLimit ? {} : { MATKON_DAILY_RECIPE_LIMIT: 'off' }),
      },
      log: emulatorLog,
    });
    adopt(
      emulators,
      'firebase',
      emulatorLog,
      `firebase-tools writes the cause of "An unexpected error" to ${join(ROOT, 'firebase-debug.log')}`,
    );
    emulatorsReady = true;

    if (watch) {
      const tsc = startProcess(
        'tsc --watch',
        join(ROOT, 'node_modules', '.bin', 'tsc'),
        ['-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'],
        { cwd: join(ROOT, 'functions') },
      );
      adopt(tsc, 'tsc');
    }

    if (seed) {
      log('Seeding reference data and demo accounts…\n');
      const result = spawnSync(process.execPath, [join(ROOT, 'scripts', 'seed.mjs')], {
        stdio: 'inherit',
        env: { ...process.env, ...env, MATKON_DEMO_LINK_FILE: join(stateDir, DEMO_LINK_FILE) },
      });
      if (result.status !== 0) throw new Error('seeding failed (see above)');
    }

    const buildError = await webBuilt;
    if (buildError) throw buildError;
    // web/index.html is built as app.html (APP_SHELL_FILE, functions/src/domain/pages/firstView.ts)
    if (!existsSync(join(ROOT, webDir, 'app.html'))) {
      writeFileSync(
        join(ROOT, webDir, 'app.html'),
        '<!doctype html><title>Matkon</title><p>Run the web app with npm start (Vite) or npm run build.</p>\n',
      );
    }

    let webUrl = env.MATKON_HOSTING_URL;
    if (web === 'dev') {
      const vite = startProcess(
        'vite',
        join(ROOT, 'node_modules', '.bin', 'vite'),
        ['--port', String(ports.web), '--strictPort'],
        {
          cwd: join(ROOT, 'web'),
          env: { ...process.env, ...webEnv(ports) },
        },
      );
      adopt(vite, 'vite');
      webUrl = `http://127.0.0.1:${ports.web}`;
      await waitForHttp(webUrl, 60000, vite);
    }

    const urls = {
      app: webUrl,
      functions: env.MATKON_FUNCTIONS_URL,
      hosting: env.MATKON_HOSTING_URL,
      mirror: `${env.MIRROR_URL}/rest/v1`,
      postgres: env.DATABASE_URL,
      mail: env.MATKON_MAIL_WEB_URL,
      logs: join(stateDir, 'logs'),
    };
    const fullEnv = { ...env, MATKON_WEB_URL: webUrl };
    writeEnvFiles(stateDir, fullEnv);
    if (supervisor.died) throw new Error(supervisor.died);
    const dead = supervisor.dead.then((report) => {
      log(report);
      stop();
      return report;
    });
    return { env: fullEnv, urls, ports, stateDir, stop, dead };
  } catch (error) {
    await stop();
    throw error;
  }
}
