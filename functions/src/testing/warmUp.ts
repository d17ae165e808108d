/**
 * Starts the Functions emulator's workers a test file is about to use before its first test runs, in a beforeAll
 * with its own timeout. The emulator starts one worker per function on the function's first event and loads the
 * whole code base into it: seconds each on a loaded 2-core machine, one after the other, and a single call may fire
 * several triggers. Left to the first test, that start-up counts against the test's timeout (the comments file's
 * first test took 38–62 s of its 60 in CI, then 2 s on its retry).
 *
 * `functions`: HTTP functions and callables by their deployed name (`comments-api`, `recipes-create`), each sent a
 * request it refuses: any answer means its worker is up. `run`: real set-up that fires the triggers the tests
 * depend on (creating a recipe starts recipes-create and every recipe trigger); what it writes is the file's to
 * clean up, as its tests' writes are.
 *
 *   warmUpBeforeAll({ functions: ['comments-api'], run: () => createRecipeAs(cook()) });
 */
import { beforeAll } from 'vitest';
import { functionsUrl } from './callables';

/** Room for a dozen cold workers on a loaded machine. */
const WARM_UP_TIMEOUT_MS = 240_000;

export function warmUpBeforeAll({
  functions = [],
  run,
}: {
  functions?: readonly string[];
  run?: () => Promise<unknown>;
}): void {
  beforeAll(async () => {
    for (const name of functions) await startWorker(name);
    await run?.();
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
