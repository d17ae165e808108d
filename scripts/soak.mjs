#!/usr/bin/env node
// `npm run soak`: the mirror protocol's fault soak (issue 8 §5, docs/decisions/0013) at full length on a fresh local
// stack of its own (ports offset by 2600, or MATKON_SOAK_OFFSET): 1,000 random mutations over every mirrored entity
// (MATKON_SOAK_MUTATIONS to change it) with faults injected at random, then the consistency check. The seed is
// printed; MATKON_SOAK_SEED=<seed> npm run soak replays a run. `npm test` runs the short version (100 mutations).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './local/prereqs.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
ensureDependencies(ROOT, (t) => process.stdout.write(t));
const { startStack, stopOnSignals } = await import('./local/stack.mjs');

const OFFSET = Number(process.env.MATKON_SOAK_OFFSET ?? 2600);
const MUTATIONS = process.env.MATKON_SOAK_MUTATIONS ?? '1000';

function runSoak(env) {
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'vitest'), ['run', '--project', 'soak'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env, MATKON_SOAK_MUTATIONS: MUTATIONS },
  });
  return new Promise((resolve) => {
    child.once('error', () => resolve(1));
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

let stack;
let exitCode = 1;
stopOnSignals(() => stack);
try {
  stack = await startStack({ offset: OFFSET, fresh: true, persist: false, web: 'none', seed: true });
  exitCode = await runSoak({ ...stack.env, MATKON_TEST_OUTPUT: join(ROOT, 'test-output') });
} catch (error) {
  console.error(`\nnpm run soak could not run: ${error.stack ?? error.message}`);
} finally {
  await stack?.stop();
}
process.exit(exitCode);
