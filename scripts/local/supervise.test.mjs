import { afterEach, describe, expect, it } from 'vitest';
import { killAllNow, startProcess, stopProcess } from './procs.mjs';
import { createSupervisor } from './supervise.mjs';

const RESTART = 'npm start -- --offset 7';

/** A part that prints `lines` lines, then waits for `exitWhen` ('now' or 'killed'). */
function part(name, lines, exitWhen) {
  const script = `for (let i = 1; i <= ${lines}; i++) console.log('line ' + i); ${
    exitWhen === 'now' ? 'process.exit(3)' : 'setInterval(() => {}, 1000)'
  }`;
  return startProcess(name, process.execPath, ['-e', script]);
}

afterEach(() => killAllNow());

describe('the stack supervisor', () => {
  it('reports the part that died: its name, how, its last 20 lines, its log and the restart command', async () => {
    const supervisor = createSupervisor({ restartCommand: RESTART });
    supervisor.watch(
      part('firebase emulators', 30, 'now'),
      '/state/logs/firebase.log',
      'see firebase-debug.log',
    );
    supervisor.watch(part('postgrest', 1, 'killed'), '/state/logs/postgrest.log');
    const report = await supervisor.dead;
    expect(report).toMatch(/✖ firebase emulators \(pid \d+\) exited with code 3 while the stack was running/);
    expect(report).toContain('/state/logs/firebase.log');
    expect(report).toContain('line 11\n');
    expect(report).toContain('line 30\n');
    expect(report).not.toContain('line 10\n');
    expect(report).toContain('see firebase-debug.log');
    expect(report).toContain(`Start it again with: ${RESTART}`);
    expect(supervisor.died).toBe(report);
  });

  it('names the signal that killed a part', async () => {
    const supervisor = createSupervisor({ restartCommand: RESTART });
    const gateway = part('mirror gateway', 1, 'killed');
    supervisor.watch(gateway, '/state/logs/gateway.log');
    process.kill(gateway.child.pid, 'SIGKILL');
    expect(await supervisor.dead).toMatch(/mirror gateway \(pid \d+\) was killed by SIGKILL/);
  });

  it('reports nothing when the stack itself stops its parts', async () => {
    const supervisor = createSupervisor({ restartCommand: RESTART });
    const vite = part('vite', 1, 'killed');
    supervisor.watch(vite, '/state/logs/vite.log');
    const closed = new Promise((resolve) => vite.child.once('close', resolve));
    supervisor.stopping();
    await stopProcess(vite, { graceMs: 2000 });
    await closed;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(supervisor.died).toBeNull();
  });
});
