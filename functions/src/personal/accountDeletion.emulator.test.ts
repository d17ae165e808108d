/**
 * Personal data deleted with the account (issue 16 privacy): two users build the same history through the real
 * calls (a counted view, a share, view and favorite signals → category affinity, language events → scores, a
 * recorded search); deleting one of them in Firebase Auth (Admin SDK against the Auth emulator, which fires
 * personal-onAccountDeleted) removes every row that was theirs alone and leaves the other user's untouched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchHistoryPath } from '../domain/search/schema';
import { auth, db } from '../platform/firebase';
import { createUser, createUsers, type TestUser } from '../testing/authEmulator';
import { unique } from '../testing/factories';
import { query } from '../testing/pg';
import { api, createRecipeAs, deleteCreatedRecipes } from '../testing/recipes';
import { waitFor } from '../testing/waitFor';

/** A recipe create waits for its calories; a cold trigger may take a while under load. */
const SLOW = 180_000;

const category = `privacy${unique()}`.toLowerCase();
let chef: TestUser;
let recipeId = '';

/** What each table holds of the user (the user's rows; shares: the rows still naming them). */
async function footprint(uid: string) {
  const counts = await query<{ table: string; n: number }>(
    `select 'language_interaction_events' as table, count(*)::int as n from language_interaction_events where user_id = $1
     union all select 'user_language_preferences', count(*)::int from user_language_preferences where user_id = $1
     union all select 'language_learning_analytics', count(*)::int from language_learning_analytics where user_id = $1
     union all select 'user_language_stats', count(*)::int from user_language_stats where user_id = $1
     union all select 'user_recipe_signals', count(*)::int from user_recipe_signals where user_id = $1
     union all select 'user_category_affinity', count(*)::int from user_category_affinity where user_id = $1
     union all select 'search_events', count(*)::int from search_events where user_id = $1
     union all select 'recipe_views', count(*)::int from recipe_views where viewer_key = 'uid:' || $1
     union all select 'shares', count(*)::int from shares where user_id = $1`,
    [uid],
  );
  const searchHistory = (await db().doc(searchHistoryPath(uid)).get()).exists ? 1 : 0;
  return { ...Object.fromEntries(counts.map((row) => [row.table, row.n])), searchHistory } as Record<
    string,
    number
  >;
}

/** The history issue 16 names: views and favorites (→ affinity), language events; plus a search and a share. */
async function buildHistory(user: TestUser) {
  const ok = async (answer: Promise<{ status: number; body: unknown }>) => {
    const { status, body } = await answer;
    expect(status, JSON.stringify(body)).toBe(200);
  };
  await ok(api('POST', '/api/recipes/track-view', { body: { recipeId }, user }));
  await ok(api('POST', '/api/recipes/track-share', { body: { recipeId, platform: 'copy-link' }, user }));
  for (const action of ['view', 'favorite'])
    await ok(api('POST', '/api/user/category-affinity', { body: { recipeId, action }, user }));
  const event = (event_type: string) => ({
    recipe_id: recipeId,
    event_type,
    user_language: 'en',
    session_id: 's1',
  });
  await ok(
    api('POST', '/api/language-interaction', { body: { events: [event('view'), event('save')] }, user }),
  );
  await ok(api('POST', '/api/user/search-history', { body: { searchTerm: 'torta di nocciole' }, user }));
}

beforeAll(async () => {
  [chef] = await createUsers(db(), 'user');
  await db().collection('categories').doc(category).set({
    nameEn: category,
    nameHe: category,
    nameFr: category,
    nameIt: category,
    isPrimary: false,
    version: 1,
  });
  recipeId = await createRecipeAs(chef, {
    categories: [category],
    title: `Torta di nocciole della nonna ${unique()}`,
    description: 'Una torta morbida con le nocciole tostate e il cioccolato fondente per la domenica',
    ingredients: ['duecento grammi di nocciole tostate', 'tre uova intere e lo zucchero'],
    instructions: ['Tritare le nocciole con lo zucchero', 'Cuocere la torta nel forno per quaranta minuti'],
  });
}, SLOW);

afterAll(async () => {
  await deleteCreatedRecipes();
  await db().collection('categories').doc(category).delete();
  // the mirror's reconciler removes the row after the delete: the next file (the reference data's seed counts every
  // category in both stores) must not find it there
  await waitFor(
    async () => {
      const rows = await query('select 1 from categories where firebase_id = $1', [category]);
      return rows.length === 0 ? true : undefined;
    },
    { timeoutMs: 60_000, intervalMs: 250, what: "the test category's mirror row to be gone" },
  );
});

describe('an account deleted in Firebase Auth', () => {
  it(
    'takes every row of its personal data with it, and nobody else’s',
    async () => {
      const leaver = await createUser(db(), { profile: { language: 'en' } });
      const stayer = await createUser(db(), { profile: { language: 'en' } });
      await buildHistory(leaver);
      await buildHistory(stayer);
      const before = await footprint(leaver.uid);
      const stayerBefore = await footprint(stayer.uid);
      // every kind of row is there to delete (one view and one share; scores for Italian; one recorded search)
      for (const [table, n] of Object.entries(before)) expect(n, table).toBeGreaterThan(0);
      expect(stayerBefore).toEqual(before);
      const sharesBefore = await query<{ n: number }>(
        'select count(*)::int as n from shares where recipe_id = $1',
        [recipeId],
      );

      await auth().deleteUser(leaver.uid);

      const after = await waitFor(
        async () => {
          const now = await footprint(leaver.uid);
          return Object.values(now).every((n) => n === 0) ? now : undefined;
        },
        { timeoutMs: 60_000, intervalMs: 250, what: "the deleted account's personal data to be gone" },
      );
      expect(Object.values(after).every((n) => n === 0)).toBe(true);
      expect(await footprint(stayer.uid)).toEqual(stayerBefore);
      // the shares still count for the recipe: only the name is gone
      expect(
        await query<{ n: number }>('select count(*)::int as n from shares where recipe_id = $1', [recipeId]),
      ).toEqual(sharesBefore);
    },
    SLOW,
  );
});
