/**
 * The migration test (issue 15 "Done when"): empty the mirror, run the full migration (POST
 * /api/migrate-to-supabase, a few pages a call, resumed by its cursor), and the consistency check finds nothing;
 * a second run writes nothing. The other two migrations answer in the spec's shapes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { problemsIn } from '../domain/consistency';
import { auth, db } from '../platform/firebase';
import { MIRROR_MAPPINGS } from '../platform/mirror/mappings';
import { createAdmin, createUser, type TestUser } from '../testing/authEmulator';
import { consistencyCall, startConsistent } from '../testing/backoffice';
import { createVerifiedUser } from '../testing/follows';
import { query } from '../testing/pg';
import { api, createRecipeAs, type HttpAnswer } from '../testing/recipes';
import { accountsDeletedAfterAll } from '../testing/users';

interface Run {
  done: boolean;
  cursor: string | null;
  progress: number;
  tables: Record<string, { read: number; migrated: number; skipped: number; errors: string[] }>;
  stats: { users: number; recipes: number; favorites: number; follows: number };
}

const accounts = accountsDeletedAfterAll();
let admin: TestUser;
let cook: TestUser;

/** Calls the migration until it is done; the progress of each call, and the rows written per table. */
async function migrateAll(body: Record<string, unknown>) {
  const progress: number[] = [];
  const migrated: Record<string, number> = {};
  let cursor: string | null = null;
  for (let calls = 0; calls < 200; calls += 1) {
    const answer: HttpAnswer<Run> = await api<Run>('POST', '/api/migrate-to-supabase', {
      user: admin,
      body: { ...body, ...(cursor ? { cursor } : {}) },
    });
    expect(answer.status).toBe(200);
    progress.push(answer.body.progress);
    for (const [table, tally] of Object.entries(answer.body.tables)) {
      expect(tally.errors).toEqual([]);
      migrated[table] = (migrated[table] ?? 0) + tally.migrated;
    }
    if (answer.body.done) return { progress, migrated };
    cursor = answer.body.cursor;
  }
  throw new Error('the migration did not finish in 200 calls');
}

beforeAll(async () => {
  admin = await createAdmin(db());
  cook = await createVerifiedUser({ displayName: 'Migration cook' });
  accounts.push(admin.uid, cook.uid);
  await createRecipeAs(cook, { title: 'Migrated soup' });
  await startConsistent(admin);
}, 180_000);

describe('POST /api/migrate-to-supabase', () => {
  it('rebuilds an emptied mirror from Firestore, resumably, and the consistency check finds nothing', async () => {
    const tables = [...new Set(MIRROR_MAPPINGS.map((mapping) => mapping.table))];
    for (const table of tables) await query(`delete from public."${table}"`);
    const emptied = await consistencyCall(admin, 'check');
    expect(emptied.result.recipes?.supabase_total).toBe(0);
    expect(emptied.result.recipes?.missing_in_supabase).toBeGreaterThan(0);

    const first = await migrateAll({ batchSize: 50, pages: 3 });
    expect(first.progress.length).toBeGreaterThan(1);
    expect(first.progress.at(-1)).toBe(100);
    expect([...first.progress]).toEqual([...first.progress].sort((a, b) => a - b));
    for (const table of ['profiles', 'recipes', 'categories'])
      expect(first.migrated[table]).toBeGreaterThan(0);

    const checked = await consistencyCall(admin, 'check');
    expect(problemsIn(checked.result)).toBe(0);
    expect(checked.result.recipes?.supabase_total).toBe(emptied.result.recipes?.firebase_total);

    const again = await migrateAll({});
    expect(Object.values(again.migrated).reduce((sum, n) => sum + n, 0)).toBe(0);
  }, 240_000);

  it('re-migrate-recipes and migrate-missing-collections answer in the spec shapes', async () => {
    const recipes = await api<Record<string, unknown>>('POST', '/api/re-migrate-recipes', {
      user: admin,
      body: {},
    });
    expect(recipes.status).toBe(200);
    expect(recipes.body).toMatchObject({
      success: true,
      migrated: 0,
      errors: 0,
      hasErrors: false,
      done: true,
    });
    expect(recipes.body.total).toBe(recipes.body.skipped);

    const missing = await api<{ totalMigrated: number; collections: Record<string, unknown> }>(
      'POST',
      '/api/migrate-missing-collections',
      { user: admin, body: {} },
    );
    expect(missing.status).toBe(200);
    expect(missing.body.totalMigrated).toBe(0);
    expect(Object.keys(missing.body.collections).sort()).toEqual(
      ['comments', 'favorites', 'ratings', 'recipeAggregations', 'recipeViews', 'shares'].sort(),
    );
    expect(missing.body.collections.ratings).toEqual({ success: true, count: 0, errors: [] });
  }, 120_000);

  it('answers only admins, and refuses a cursor it did not give', async () => {
    const user = await createUser(db());
    try {
      for (const path of [
        '/api/migrate-to-supabase',
        '/api/re-migrate-recipes',
        '/api/migrate-missing-collections',
      ]) {
        expect((await api('POST', path, { user, body: {} })).status).toBe(403);
        expect((await api('POST', path, { body: {} })).status).toBe(401);
      }
      const bad = await api<{ error: { message: string } }>('POST', '/api/migrate-to-supabase', {
        user: admin,
        body: { cursor: 'nonsense' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toBe('Invalid cursor: start again without one');
    } finally {
      await auth().deleteUser(user.uid);
    }
  });
});
