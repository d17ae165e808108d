// What a fresh machine needs before the stack can start: npm dependencies, the functions build, Chromium for tests.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

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
  run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root });
}

/** tsc emits JavaScript even with type errors: the stack still starts, the static test layer reports them. */
export function buildFunctions(root, log) {
  log('Building functions…\n');
  // From empty: a file left by a module that became a folder (domain/profile.js) would shadow the new one.
  rmSync(join(root, 'functions', 'lib'), { recursive: true, force: true });
  const result = spawnSync(join(root, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.build.json'], {
    cwd: join(root, 'functions'),
    stdio: 'inherit',
  });
  if (result.status === 0) return;
  if (!existsSync(join(root, 'functions', 'lib', 'index.js')))
    throw new Error('the functions build produced nothing');
  log('⚠ functions have type errors (above); starting anyway. `npm run typecheck` lists them.\n');
}

export function buildWeb(root, env, log) {
  log('Building web…\n');
  run(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
    cwd: join(root, 'web'),
    env: { ...process.env, ...env },
  });
}

export const CHROMIUM = '/usr/bin/chromium';

const EMOJI_FONT = '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf';

/**
 * Debian's Chromium for the browser tests (never a test tool's own download: the machine is offline), and the
 * colour emoji font, without which category emojis render as boxes in the kept screenshots.
 */
export function ensureChromium(log) {
  const missing = [
    [CHROMIUM, 'chromium'],
    [EMOJI_FONT, 'fonts-noto-color-emoji'],
  ]
    .filter(([path]) => !existsSync(path))
    .map(([, pkg]) => pkg);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Missing for the browser tests. Run: sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`,
    );
  }
  log(`Installing Debian ${missing.join(' ')} for the browser tests…\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { stdio: 'inherit', env });
  if (install().status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    if (install().status !== 0) throw new Error(`apt-get install ${missing.join(' ')} failed`);
  }
}
