// The launcher cleans up whatever happens to its output, a crashed run's leftovers never block the next start, and a
// part that dies stops the whole stack with a report.
// Starts its own stack (MATKON_LAUNCHER_TEST_OFFSET, 2000 unless set) without web, seed or functions build, so it
// runs beside the emulator layers of npm test.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { portHolders } from './portHolders.mjs';
import { portsFor } from './ports.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OFFSET = Number(process.env.MATKON_LAUNCHER_TEST_OFFSET ?? 2000);
const PORTS = Object.values(portsFor(OFFSET));
const OUTPUT = join(ROOT, 'test-output', `launcher-${OFFSET}`);
const START_FLAGS = `--offset ${OFFSET} --fresh --no-web --no-seed --no-build`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return;
    await sleep(250);
  }
  throw new Error(`${what} within ${timeoutMs / 1000}s`);
}

const read = (path) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};

/**
 * `npm start 2>&1 | tee` in a process group of its own, as a terminal runs it: Ctrl-C (SIGINT to the group)
 * kills tee at once, so the launcher's next write fails with EPIPE.
 */
function launchThroughPipe(name) {
  const teeLog = join(OUTPUT, `${name}.log`);
  rmSync(teeLog, { force: true });
  // pipefail: the shell's exit code is the launcher's.
  const line = `set -o pipefail; node scripts/start.mjs ${START_FLAGS} 2>&1 | tee ${teeLog} >/dev/null`;
  const shell = spawn('bash', ['-c', line], { cwd: ROOT, detached: true, stdio: 'ignore' });
  const exit = new Promise((resolve) => shell.once('exit', resolve));
  return { shell, exit, teeLog };
}

async function waitReady({ teeLog, shell }) {
  await until(
    () => read(teeLog).includes('Local stack ready') || shell.exitCode !== null,
    240000,
    'the stack was not ready',
  );
  expect(read(teeLog), read(teeLog).slice(-3000)).toContain('Local stack ready');
}

/** Processes of this stack, found by what every one of them carries: its state folder or generated config. */
function stackProcesses() {
  const marks = [`.state/stack-${OFFSET}/`, `firebase.stack-${OFFSET}.json`];
  return readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid) && Number(pid) !== process.pid)
    .map((pid) => ({ pid, command: read(`/proc/${pid}/cmdline`).split('\0').join(' ') }))
    .filter(({ command }) => marks.some((mark) => command.includes(mark)));
}

const describeHolders = () => JSON.stringify(portHolders(PORTS), null, 1);

describe(`the launcher on ports offset by ${OFFSET}`, () => {
  it('stops a crashed run’s leftovers, and stops everything on Ctrl-C though its output pipe died', async () => {
    rmSync(OUTPUT, { recursive: true, force: true });
    mkdirSync(OUTPUT, { recursive: true });
    expect(portHolders(PORTS), 'the test ports must be free before it starts').toEqual([]);

    // A launcher that dies without cleaning up (SIGKILL): everything it started keeps its ports.
    const crashed = launchThroughPipe('crashed');
    await waitReady(crashed);
    const launcherPid = Number(read(join(ROOT, '.state', `stack-${OFFSET}`, 'launcher.pid')));
    process.kill(launcherPid, 'SIGKILL');
    await crashed.exit;
    expect(portHolders(PORTS).length, 'a crashed launcher leaves its processes behind').toBeGreaterThan(0);

    // The next start stops those leftovers and starts.
    const next = launchThroughPipe('next');
    await waitReady(next);
    expect(read(next.teeLog)).toContain('Stopping leftovers of an earlier run');

    // Ctrl-C: SIGINT to the whole foreground group, the pipe's reader included.
    process.kill(-next.shell.pid, 'SIGINT');
    await next.exit;
    await until(() => portHolders(PORTS).length === 0, 30000, 'ports still held').catch(() => {});
    expect(portHolders(PORTS), describeHolders()).toEqual([]);
    expect(stackProcesses()).toEqual([]);
    const launcherLog = read(join(ROOT, '.state', `stack-${OFFSET}`, 'logs', 'launcher.log'));
    expect(launcherLog).toContain('Stopped.');
  });
});

describe(`a part of the stack on ports offset by ${OFFSET} dies`, () => {
  it('the launcher names it, shows its last output and the restart command, stops the rest and exits 1', async () => {
    mkdirSync(OUTPUT, { recursive: true });
    expect(portHolders(PORTS), 'the test ports must be free before it starts').toEqual([]);
    const run = launchThroughPipe('part-dies');
    await waitReady(run);

    const [firebase] = stackProcesses().filter(({ command }) => command.includes('emulators:start'));
    expect(firebase, 'the firebase-tools process of the stack').toBeDefined();
    process.kill(Number(firebase.pid), 'SIGKILL');
    await until(
      () => run.shell.exitCode !== null,
      90000,
      'the launcher did not exit after firebase-tools died',
    );
    const code = await run.exit;

    const output = read(run.teeLog);
    expect(code, output.slice(-3000)).toBe(1);
    expect(output).toContain(`✖ firebase emulators (pid ${firebase.pid}) was killed by SIGKILL`);
    expect(output).toContain('Last 20 lines of its output');
    expect(output).toContain(`Start it again with: npm start -- ${START_FLAGS}`);
    expect(output).toContain('Stopped.');
    expect(portHolders(PORTS), describeHolders()).toEqual([]);
    expect(stackProcesses()).toEqual([]);
  });
});
