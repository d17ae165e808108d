// What a fresh machine needs before the stack can start: npm dependencies, the functions build, Chromium and pgTAP
// for tests.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

/** `npm ci` when node_modules is missing or older than the lockfile. */
export function ensureDependencies(root, log) {
  const installed = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const stale = !existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs;
  if (!stale) return;
  log('Installing npm dependencies (npm ci)…\n');
  // --prefer-offline: what the npm cache holds is used without asking the registry whether it is still fresh (the
  // lockfile pins every version and its integrity; decision 0032)
  run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: root });
}

/**
 * The native TypeScript 7 compiler: builds and type-checks in a fifth of TypeScript 6's time (decision 0032).
 * TypeScript 6 stays installed for typescript-eslint, which needs its compiler API.
 */
export const typescriptCompiler = (root) => join(root, 'node_modules', 'typescript-7', 'bin', 'tsc');

/** tsc emits JavaScript even with type errors: the stack still starts, the static test layer reports them. */
export function buildFunctions(root, log) {
  log('Building functions…\n');
  // From empty: a file left by a module that became a folder (domain/profile.js) would shadow the new one.
  rmSync(join(root, 'functions', 'lib'), { recursive: true, force: true });
  const result = spawnSync(process.execPath, [typescriptCompiler(root), '-p', 'tsconfig.build.json'], {
    cwd: join(root, 'functions'),
    stdio: 'inherit',
  });
  if (result.status === 0) return;
  if (!existsSync(join(root, 'functions', 'lib', 'index.js')))
    throw new Error('the functions build produced nothing');
  log('⚠ functions have type errors (above); starting anyway. `npm run typecheck` lists them.\n');
}

/**
 * The web build in a process of its own: `done` resolves when Vite has written `outDir`, or rejects naming its exit.
 * The stack's services start meanwhile (the build needs only their ports), so the two share the cores.
 */
export function buildWebInBackground(root, env, log, outDir = join(root, 'web', 'dist')) {
  log('Building web…\n');
  const child = spawn(
    join(root, 'node_modules', '.bin', 'vite'),
    ['build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
    { cwd: join(root, 'web'), env: { ...process.env, ...env }, stdio: 'inherit' },
  );
  const done = new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`the web build failed (${signal ?? `exit ${code}`})`)),
    );
  });
  return { child, done };
}

export const CHROMIUM = '/usr/bin/chromium';
/** Debian's headless build of the same Chromium, which most journeys run in (decision 0054). */
export const CHROMIUM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

const EMOJI_FONT = [
  '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf',
  'fonts-noto-color-emoji',
  'the logo and category emojis, which render as empty boxes without it',
];

/**
 * Installs the Debian packages whose files are missing, as root; otherwise throws (`required`) or prints the
 * apt-get line to run. `needs`: [[file, package, what it is for], …].
 */
function ensureDebianPackages(needs, { required, log }) {
  const missing = needs.filter(([path]) => !existsSync(path));
  if (missing.length === 0) return;
  const packages = missing.map(([, pkg]) => pkg);
  const why = missing.map(([, pkg, purpose]) => `${pkg} (${purpose})`).join(', ');
  if (process.getuid?.() !== 0) {
    const advice = `Missing: ${why}. Run: sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`;
    if (required) throw new Error(advice);
    log(`⚠ ${advice}\n`);
    return;
  }
  log(`Installing Debian ${why}…\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
      stdio: 'inherit',
      env,
    });
  if (install().status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    if (install().status === 0) return;
    if (required) throw new Error(`apt-get install ${packages.join(' ')} failed`);
    log(`⚠ apt-get install ${packages.join(' ')} failed; starting anyway\n`);
  }
}

/** The colour emoji font for the local browser (`npm start`): without it the app still works, so only a warning. */
export function ensureEmojiFont(log) {
  ensureDebianPackages([EMOJI_FONT], { required: false, log });
}

/**
 * Debian's Chromium for the browser tests (never a test tool's own download: the machine is offline): its headless
 * shell for the journeys, the whole browser for those of the Notification API (decision 0054), and the colour emoji
 * font, without which category emojis render as boxes in the kept screenshots.
 */
export function ensureChromium(log) {
  ensureDebianPackages(
    [
      [CHROMIUM_HEADLESS_SHELL, 'chromium-headless-shell', 'the browser tests'],
      [CHROMIUM, 'chromium', 'the browser tests of the Notification API'],
      EMOJI_FONT,
    ],
    { required: true, log },
  );
}

/**
 * pgTAP for the database policy tests (supabase/tests), for the PostgreSQL the stack runs (`postgresBin`:
 * /usr/lib/postgresql/<major>/bin). The extension is created only inside the tests' rolled-back transaction.
 */
export function ensurePgtap(postgresBin, log) {
  const major = basename(dirname(postgresBin));
  const control = `/usr/share/postgresql/${major}/extension/pgtap.control`;
  ensureDebianPackages([[control, `postgresql-${major}-pgtap`, 'the database policy tests']], {
    required: true,
    log,
  });
}
