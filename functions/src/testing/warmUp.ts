/**
 * Starts the Functions emulator's workers a test file is about to use before its first test runs, in a beforeAll
 * with its own timeout. The emulator starts one worker per function on the function's first event and loads the
 * whole code base into it: seconds each on a loaded 2-core machine, one after the other, and a single call may fire
 * several triggers; on a freshly started stack the start's own trigger events may still be queued ahead. Left to the
 * first test, that wait counts against the test's timeout (the comments file's first test took 38–62 s of its 60
 * in CI, then 2 s on its retry).
 *
 * `functions`: HTTP functions and callables by their deployed name (`comments-api`, `recipes-create`), each sent a
 * request it refuses: any answer means its worker is up. `run`: real set-up that fires the triggers the tests
 * depend on (creating a recipe starts recipes-create and every recipe trigger); what it writes is the file's to
 * clean up, as its tests' writes are.
 *
 *   warmUpBeforeAll({ functions: ['comments-api'], run: () => createRecipeAs(cook) });
 */
import { beforeAll } from 'vitest';
import { functionsUrl } from './callables';

/**
 * On a freshly started stack a recipe's calories trigger may wait more than a minute behind the start's own events:
 * `run` is tried again (it must then make new set-up, as createRecipeAs does), up to three times.
 */
const RUN_ATTEMPTS = 3;
const WARM_UP_TIMEOUT_MS = 300_000;

export function warmUpBeforeAll({
  functions = [],
  run,
}: {
  functions?: readonly string[];
  run?: () => Promise<unknown>;
}): void {
  beforeAll(async () => {
    for (const name of functions) await startWorker(name);
    for (let attempt = 1; run; attempt += 1) {
      try {
        await run();
        return;
      } catch (error) {
        // A failed hook would skip the whole file: the tests still run (with their own timeouts and retry), the
        // warm-up only saves them the wait.
        console.warn(`warm-up, try ${attempt} of ${RUN_ATTEMPTS}: ${String(error)}`);
        if (attempt === RUN_ATTEMPTS) return;
      }
    }
  }, WARM_UP_TIMEOUT_MS);
}

/** A POST without data or a token: a callable refuses it, an HTTP function's router answers 404. */
async function startWorker(name: string): Promise<void> {
  const response = await fetch(functionsUrl(name), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: null }),
  });
  await response.text();
}
