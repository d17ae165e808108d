// The Firebase emulator suite (auth, firestore, functions, pubsub, hosting) on the stack's ports.
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { emulatorBinaryEnv } from '../emulator-jar.mjs';
import { PROJECT_ID } from './ports.mjs';
import { startProcess, waitForOutput } from './procs.mjs';

/**
 * firebase.json with the stack's ports, as a generated sibling config. Hosting listens on an inner port: the stack's
 * Hosting port is the gateway's guard in front of it (hostingFront.mjs).
 */
export function firebaseConfigFor({ root, offset, ports, hostingPublic }) {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  if (hostingPublic) config.hosting.public = hostingPublic;
  const e = config.emulators;
  e.auth.port = ports.auth;
  e.firestore.port = ports.firestore;
  e.firestore.websocketPort = ports.firestoreWebsocket;
  e.functions.port = ports.functions;
  e.pubsub.port = ports.pubsub;
  e.hosting.port = ports.hostingEmulator;
  e.eventarc.port = ports.eventarc;
  e.tasks.port = ports.tasks;
  e.hub.port = ports.hub;
  e.logging.port = ports.logging;
  const path = join(root, `firebase.stack-${offset}.json`);
  writeFileSync(path, JSON.stringify(config, null, 2));
  return path;
}

const JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

export async function startEmulators({ root, configPath, exportDir, env, log }) {
  assertFirebaseToolsPatched(root);
  // Storage is left out: its emulator downloads a rules runtime at start, impossible offline (TOOLCHAIN.md).
  const args = [
    'emulators:start',
    '--project',
    PROJECT_ID,
    '--config',
    configPath,
    '--only',
    'auth,firestore,functions,pubsub,hosting',
  ];
  if (exportDir) {
    mkdirSync(exportDir, { recursive: true });
    if (existsSync(join(exportDir, 'firebase-export-metadata.json'))) args.push('--import', exportDir);
  }
  const proc = startProcess('firebase emulators', join(root, 'node_modules', '.bin', 'firebase'), args, {
    cwd: root,
    // Our patch of firebase-tools (patches/, decision 0039): any idle worker runs any function. A new worker gets 120 s
    // to load the functions instead of firebase-tools' 30: on a 2-core machine at 100 % (npm test's stacks side by
    // side) one took longer, and its call answered 504 ("Failed to load function").
    env: {
      ...process.env,
      ...emulatorBinaryEnv(),
      FUNCTIONS_EMULATOR_SHARED_WORKERS: 'true',
      FUNCTIONS_DISCOVERY_TIMEOUT: '120',
      // The Firestore and Pub/Sub emulators' JVMs: the client compiler only and a single-threaded collector. Their
      // optimising compiler spent more CPU than it saved over a stack's life: a fresh stack and the rules layer
      // 135 → 96 machine CPU s, java 37 → 14; the functions layer after it 275 → 256, java 54 → 39 (decision 0032).
      JAVA_TOOL_OPTIONS: [process.env.JAVA_TOOL_OPTIONS, ...JVM_OPTIONS].filter(Boolean).join(' '),
      ...env,
    },
  });
  await waitForOutput(proc, /All emulators ready/, 180000, log);
  return proc;
}

/** Without the patch every function and every concurrent call gets a cold worker of its own: slow, not wrong; say so. */
function assertFirebaseToolsPatched(root) {
  const worker = join(root, 'node_modules', 'firebase-tools', 'lib', 'emulator', 'functionsRuntimeWorker.js');
  if (!readFileSync(worker, 'utf8').includes('SHARED_TARGET_HEADER'))
    throw new Error(
      'firebase-tools is not patched (patches/firebase-tools+*.patch): run `npm ci` or `npx patch-package`',
    );
}

/**
 * Exports emulator data through the hub's own endpoint. Not `--export-on-exit`: that finds the hub through a
 * locator file per project id, which a second stack of the same project (npm test beside npm start) overwrites.
 */
export async function exportEmulatorData({ hubPort, exportDir }) {
  const res = await fetch(`http://127.0.0.1:${hubPort}/_admin/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: exportDir, initiatedBy: 'matkon-start' }),
    signal: AbortSignal.timeout(60000),
  });
  if (!res.ok) throw new Error(`emulator export answered ${res.status}: ${await res.text()}`);
}
