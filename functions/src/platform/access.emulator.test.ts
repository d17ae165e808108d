/**
 * Access, generated from the contracts' declarations (decisions 0047, 0053): every `admin` contract refuses a guest
 * (401), an unverified user and a verified non-admin (403) before it reads or writes anything, every `verified`
 * contract refuses a guest (401) and an unverified user (403), and every `signedIn` contract refuses a guest (401).
 * A guest's refusal says the contract's own text when it declares one, else the catalogue's "sign in". A contract
 * joins these tables by declaring its access, whatever its name or path: no list here to keep up to date.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_AUDIT_COLLECTION } from '../domain/admin';
import { CALLABLE_CONTRACTS, HTTP_CONTRACTS, type Access, type Contract } from '../domain/contracts';
import { CALL_MESSAGES } from '../domain/messages';
import { db } from './firebase';
import { createUser, type TestUser } from '../testing/authEmulator';
import { callCallable } from '../testing/callables';
import { dietaryOptionInput } from '../testing/factories';
import { createVerifiedUser } from '../testing/follows';
import { validBase } from '../testing/fuzz/cases';
import { api, HUMAN, recipeForm } from '../testing/recipes';
import { deleteAccounts } from '../testing/users';

type Caller = 'guest' | 'unverified' | 'verified non-admin';

const users: Partial<Record<Caller, TestUser>> = {};

beforeAll(async () => {
  [users.unverified, users['verified non-admin']] = await Promise.all([
    createUser(db()),
    createVerifiedUser(),
  ]);
});

afterAll(async () => {
  await deleteAccounts(Object.values(users).map((user) => user.uid));
});

const idOf = (contract: Contract) => (contract.kind === 'http' ? contract.key : contract.name);

/** Valid inputs the schema's own sample cannot build (a pattern it does not know). */
const SAMPLES: Record<string, unknown> = {
  'admin-createDietaryOption': dietaryOptionInput(),
  'favorites-moveRecipe': { recipeId: 'r1', fromCollectionId: 'c1', targetCollectionId: 'c2' },
  'ratings-rate': { recipeId: 'r1', madeIt: true, rating: 5 },
  'recipes-create': { recipeId: 'r1', recipe: recipeForm(), images: [], botToken: HUMAN },
  'recipes-update': { recipeId: 'r1', recipe: recipeForm(), images: [], botToken: HUMAN },
  'recipes-addVersion': { recipeId: 'r2', of: 'r1', language: 'he', recipe: recipeForm(), botToken: HUMAN },
  'recipes-suggestVersion': { of: 'r1', language: 'he', recipe: recipeForm(), botToken: HUMAN },
  'POST /api/ai/video-recipe-extraction': { youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
  'POST /api/recipe-links/revoke': { linkId: 'a'.repeat(64) },
  'POST /api/recipes/import': { url: 'https://recipes.example/cake', botToken: HUMAN },
  'POST /api/recipes/import-text': { text: 'Ingredients\n2 eggs\nMethod\nBoil.', botToken: HUMAN },
  // a calendar date (the sample's string is none)
  'plan-week': { start: '2026-11-29' },
  'plan-add': { entry: { day: '2026-11-30', meal: 'dinner', note: 'Eat out' } },
  'plan-move': { entryId: 'e1', entry: { day: '2026-11-30', meal: 'dinner', note: 'Eat out' } },
  'shopping-fromPlan': { days: ['2026-11-30'] },
};

function validInput(contract: Contract): unknown {
  return SAMPLES[idOf(contract)] ?? validBase(contract.input);
}

/** The call as the browser makes it: the status and the error's message. */
async function callAs(contract: Contract, caller: Caller): Promise<{ status: number; message?: string }> {
  const user = users[caller] ?? null;
  const input = validInput(contract);
  if (contract.kind === 'callable') {
    const answer = await callCallable(contract.name, input, user?.idToken);
    return answer.ok ? { status: 200 } : { status: answer.status, message: answer.error.message };
  }
  const query =
    contract.from === 'query'
      ? Object.fromEntries(Object.entries(input as object).map(([key, value]) => [key, String(value)]))
      : undefined;
  const answer = await api<{ error?: { message?: string } }>(contract.method, contract.path, {
    user,
    query,
    body: contract.from === 'body' ? input : undefined,
  });
  return { status: answer.status, message: answer.body.error?.message };
}

/** Documents in every root collection: a refused call leaves each count as it was. */
async function storeCounts(): Promise<Record<string, number>> {
  const collections = await db().listCollections();
  const counts = await Promise.all(
    collections.map(
      async (collection) => [collection.id, (await collection.count().get()).data().count] as const,
    ),
  );
  return Object.fromEntries(counts);
}

const ALL = [...CALLABLE_CONTRACTS, ...HTTP_CONTRACTS];
const declaring = (access: Access) => ALL.filter((contract) => contract.access === access);

const REFUSALS: Record<Caller, { status: number; message?: string }> = {
  guest: { status: 401 },
  unverified: { status: 403 },
  'verified non-admin': { status: 403 },
};

describe.each([
  ['admin', ['guest', 'unverified', 'verified non-admin'], CALL_MESSAGES.adminRequired],
  ['verified', ['guest', 'unverified'], CALL_MESSAGES.emailNotVerified],
  ['signedIn', ['guest'], undefined],
] as const)('every %s contract', (access, callers, forbidden) => {
  const contracts = declaring(access);

  it('has a valid input to call it with', () => {
    expect(contracts.length).toBeGreaterThan(0);
    for (const contract of contracts)
      expect(contract.input.safeParse(validInput(contract)).success, `give ${idOf(contract)} a SAMPLE`).toBe(
        true,
      );
  });

  describe.each(callers)('refuses a %s', (caller) => {
    let before: Record<string, number>;
    let audits: number;
    const auditCount = async () => (await db().collection(ADMIN_AUDIT_COLLECTION).count().get()).data().count;

    beforeAll(async () => {
      [before, audits] = await Promise.all([storeCounts(), auditCount()]);
    });

    it.each(contracts.map((contract) => [idOf(contract), contract] as const))('%s', async (_id, contract) => {
      const refusal = await callAs(contract, caller);
      expect(refusal.status).toBe(REFUSALS[caller].status);
      if (refusal.status === 401)
        expect(refusal.message).toBe(contract.guestRefusal?.message ?? CALL_MESSAGES.authRequired);
      if (refusal.status === 403) expect(refusal.message).toBe(forbidden);
    });

    it('and wrote nothing', async () => {
      expect(await auditCount()).toBe(audits);
      const after = await storeCounts();
      for (const collection of new Set([...Object.keys(before), ...Object.keys(after)]))
        expect(after[collection] ?? 0, `documents in ${collection}`).toBe(before[collection] ?? 0);
    });
  });
});
