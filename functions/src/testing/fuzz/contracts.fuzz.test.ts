/**
 * Fuzzing every call from its contract (issue 8 §2), against the running stack: each callable and HTTP endpoint the
 * contracts list gets the bad inputs cases.ts derives from its schema, signed out and signed in as a verified user.
 * - never a 5xx (nor a callable `internal`);
 * - input the schema refuses is refused with a 400 that names the field the schema names;
 * - a refused call writes nothing: both stores are snapshotted (every document, every row) around the refused
 *   cases of each endpoint, and around each case the handler decides.
 * MATKON_FUZZ_CASES (default 6, a quick pass for npm test; `all` for the whole catalogue) cases per endpoint and caller, MATKON_FUZZ_SEED
 * picks them. The figures go to test-output/fuzz.json and fuzz.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../authEmulator';
import { createVerifiedUser } from '../follows';
import { settledStoreSnapshot, storeChanges, storeSnapshot, type StoreSnapshot } from '../storeSnapshot';
import { deleteCreatedRecipes, HUMAN, newRecipeId, recipeForm, rememberRecipe } from '../recipes';
import { mirrorRow } from '../pg';
import { RECIPES_COLLECTION } from '../../domain/recipe/types';
import { db } from '../../platform/firebase';
import { waitFor } from '../waitFor';
import type { FuzzCase } from './cases';
import { fuzzEndpoints, type Answer, type Endpoint } from './endpoints';

const casesSetting = process.env.MATKON_FUZZ_CASES ?? '6';
const LIMIT = casesSetting === 'all' ? undefined : Number(casesSetting);
const SEED = Number(process.env.MATKON_FUZZ_SEED ?? 8);
/**
 * One call at a time. The layer's time is in waiting for the stores to settle after accepted calls, not in the
 * calls: four at a time, with the emulator's workers shared (decision 0039), measured no faster (2026-11-28).
 */
const CONCURRENCY = 1;
/** A valid recipe to start from (its schema is a record checked by a transform: nothing to build one from). */
const recipeExample = { recipeId: newRecipeId(), recipe: recipeForm(), images: [], botToken: HUMAN };
rememberRecipe(recipeExample.recipeId);
const endpoints = fuzzEndpoints({
  limit: LIMIT,
  seed: SEED,
  examples: { 'callable recipes-create': recipeExample, 'callable recipes-update': recipeExample },
});

interface Tally {
  endpoint: string;
  cases: number;
  serverErrors: number;
  refused: number;
  accepted: number;
  failures: string[];
}

const tallies: Tally[] = [];
let user: TestUser;
/**
 * The stores as the previous endpoint left them, quiet (it waited for its accepted calls' triggers): the next
 * endpoint's "before", as nothing else writes between two endpoints (a late write of the previous one's is then
 * caught in the next one's window rather than between the two). None before the first endpoint, whose snapshot
 * waits for quiet (the fuzz user's triggers).
 */
let lastSettled: StoreSnapshot | undefined;

beforeAll(async () => {
  user = await createVerifiedUser();
  // Its profile row is mirrored by a trigger: let it land before the first "nothing written" comparison.
  await waitFor(() => mirrorRow('profiles', user.uid).then((row) => row ?? undefined), {
    timeoutMs: 30_000,
    what: "the fuzz user's profile row",
  });
});

afterAll(async () => {
  await deleteCreatedRecipes();
  const outputDir = process.env.MATKON_TEST_OUTPUT ?? join(process.cwd(), 'test-output');
  mkdirSync(outputDir, { recursive: true });
  const total = tallies.reduce(
    (sum, t) => ({ cases: sum.cases + t.cases, serverErrors: sum.serverErrors + t.serverErrors }),
    { cases: 0, serverErrors: 0 },
  );
  const summary = {
    seed: SEED,
    casesPerEndpointAndCaller: casesSetting,
    endpoints: tallies.length,
    ...total,
  };
  writeFileSync(join(outputDir, 'fuzz.json'), `${JSON.stringify({ ...summary, tallies }, null, 2)}\n`);
  const lines = [
    `Fuzz: ${total.cases} calls (each case signed out and signed in) over ${tallies.length} endpoints (seed ${SEED}), ${total.serverErrors} answered 5xx`,
    '',
    '| endpoint | calls | 5xx | refused | accepted |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...tallies.map(
      (t) => `| ${t.endpoint} | ${t.cases} | ${t.serverErrors} | ${t.refused} | ${t.accepted} |`,
    ),
  ];
  writeFileSync(join(outputDir, 'fuzz.md'), `${lines.join('\n')}\n`);
  process.stdout.write(`\n${lines.join('\n')}\n`);
});

/** Payload too large, URI too long, header fields too large. */
const TOO_LARGE = new Set([413, 414, 431]);

const isServerError = (answer: Answer) =>
  answer.status >= 500 || answer.code === 'internal' || answer.code === 'unknown';

/** The problems with one answer (an empty list when it is as the contract promises). */
function judge(endpoint: Endpoint, fuzzCase: FuzzCase, answer: Answer, caller: string): string[] {
  const where = `${endpoint.id} [${caller}] ${fuzzCase.label}`;
  if (isServerError(answer)) return [`${where}: ${answer.status} ${answer.code ?? ''} ${answer.message}`];
  const prediction = endpoint.predict(fuzzCase);
  if (!prediction.refused) return [];
  // A URL or body too large for the HTTP server itself is refused before any code runs: nothing to name.
  if (TOO_LARGE.has(answer.status)) return [];
  if (answer.status !== 400) return [`${where}: the schema refuses it, the server answered ${answer.status}`];
  const named = prediction.fields.filter(Boolean);
  if (named.length > 0 && !named.includes(answer.field ?? '')) {
    return [
      `${where}: the refusal names ${answer.field ?? 'no field'}, the schema names ${named.join(' or ')}`,
    ];
  }
  return [];
}

const isAccepted = (answer: Answer) => answer.status >= 200 && answer.status < 300;

interface Run {
  readonly fuzzCase: FuzzCase;
  readonly caller: string;
  readonly token: string | undefined;
}

/**
 * The refused cases again, each with a snapshot around it, to name the refusal that wrote. The accepted cases are not
 * sent again: their writes are already in `start`, and each would cost a wait for its triggers to settle.
 */
async function replayRefusals(
  endpoint: Endpoint,
  refused: readonly Run[],
  start: StoreSnapshot,
): Promise<{ failures: string[]; last: StoreSnapshot }> {
  const failures: string[] = [];
  let before = start;
  for (const run of refused) {
    const answer = await endpoint.send(run.fuzzCase, run.token);
    // refused in the first pass, accepted now (the state it met differs): its triggers settle, nobody is blamed
    const after = isAccepted(answer) ? await settledSnapshot() : await storeSnapshot();
    if (!isAccepted(answer)) {
      for (const change of storeChanges(before, after)) {
        failures.push(
          `${endpoint.id} [${run.caller}] ${run.fuzzCase.label}: refused (${answer.status}) but wrote: ${change}`,
        );
      }
    }
    before = after;
  }
  return { failures, last: before };
}

/** Runs `work` on every item, `limit` at a time. */
async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next] as T;
        next += 1;
        await work(item);
      }
    }),
  );
}

/**
 * Recipes whose calories trigger has not run yet (pending, no attempt counted). Its worker may be cold, so more than
 * a second of quiet can pass before it writes: waited for by name rather than by quiet.
 */
async function recipesAwaitingCalories(): Promise<string[]> {
  const pending = await db().collection(RECIPES_COLLECTION).where('caloriesStatus', '==', 'pending').get();
  return pending.docs.filter((doc) => !doc.get('calorieCalculationAttempts')).map((doc) => doc.id);
}

/**
 * A snapshot once the stores have been quiet for a second: an accepted call's triggers (the mirror, tag counts)
 * may still be writing, and their writes must not be blamed on the next refusal.
 */
async function settledSnapshot(): Promise<StoreSnapshot> {
  await waitFor(async () => ((await recipesAwaitingCalories()).length === 0 ? true : undefined), {
    timeoutMs: 60_000,
    what: 'the calories trigger of every new recipe',
  });
  return settledStoreSnapshot();
}

describe('every call, fuzzed from its contract', () => {
  it('covers every contract', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(30);
    for (const endpoint of endpoints) expect(endpoint.cases.length).toBeGreaterThan(0);
  });

  it.each(endpoints.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s: no 5xx, refusals name the field, nothing written on refusal',
    async (_id, endpoint) => {
      const tally: Tally = {
        endpoint: endpoint.id,
        cases: 0,
        serverErrors: 0,
        refused: 0,
        accepted: 0,
        failures: [],
      };
      tallies.push(tally);
      const runs: Run[] = endpoint.cases.flatMap((fuzzCase) => [
        { fuzzCase, caller: 'signed out', token: undefined },
        { fuzzCase, caller: 'signed in', token: user.idToken },
      ]);
      const record = (run: Run, answer: Answer) => {
        tally.cases += 1;
        if (isServerError(answer)) tally.serverErrors += 1;
        if (isAccepted(answer)) tally.accepted += 1;
        else tally.refused += 1;
        tally.failures.push(...judge(endpoint, run.fuzzCase, answer, run.caller));
      };

      // What the schema refuses: side by side, one snapshot around them all.
      const refusedBySchema = runs.filter((run) => endpoint.predict(run.fuzzCase).refused);
      const before = lastSettled ?? (await settledSnapshot());
      // an endpoint that stops midway (a thrown call) leaves the next one to wait for quiet itself
      lastSettled = undefined;
      await pool(refusedBySchema, CONCURRENCY, async (run) => {
        record(run, await endpoint.send(run.fuzzCase, run.token));
      });
      const afterRefusals = refusedBySchema.length > 0 ? await storeSnapshot() : before;
      for (const change of storeChanges(before, afterRefusals)) {
        tally.failures.push(`${endpoint.id}: written while refusing bad input: ${change}`);
      }

      // What the handler decides: when the stores changed and something was refused, the refused cases are sent
      // again one by one with a snapshot around each, so that a refusal that wrote is named.
      const decided = runs.filter((run) => !refusedBySchema.includes(run));
      const answers: Answer[] = [];
      const refusedByHandler: Run[] = [];
      await pool(decided, CONCURRENCY, async (run) => {
        const answer = await endpoint.send(run.fuzzCase, run.token);
        record(run, answer);
        answers.push(answer);
        if (!isAccepted(answer)) refusedByHandler.push(run);
      });
      const afterDecided =
        decided.length === 0
          ? afterRefusals
          : answers.some(isAccepted)
            ? await settledSnapshot()
            : await storeSnapshot();
      // Quiet from here on: afterDecided waited for the accepted calls' triggers, and a replay waits after each.
      lastSettled = afterDecided;
      if (storeChanges(afterRefusals, afterDecided).length > 0 && refusedByHandler.length > 0) {
        const replayed = await replayRefusals(endpoint, refusedByHandler, afterDecided);
        tally.failures.push(...replayed.failures);
        lastSettled = replayed.last;
      }
      expect(tally.failures.slice(0, 20)).toEqual([]);
    },
  );
});
