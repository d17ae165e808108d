/**
 * Favorites and collections through their callables and services (spec 001 §4–§9), on the real stack: a favorite
 * lives in the user's favoriteRecipes, its metadata and the recipe's favoriteCount, in Firestore and the mirror at
 * once; concurrent favorites count exactly; the 101st favorite and the 11th collection are refused with the spec's
 * texts; a move leaves one entry; unfavoriting empties every collection; a failing mirror leaves nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../platform/firebase';
import { createMirrorClient } from '../platform/mirror/client';
import { createUser, type TestUser } from '../testing/authEmulator';
import { callCallable, expectFailure, expectSuccess } from '../testing/callables';
import { stackEnv } from '../testing/env';
import { appErrorOf } from '../testing/errors';
import { useFailingMirrors } from '../testing/faultyMirror';
import { verifiedAccounts } from '../testing/follows';
import { mirrorRow, query } from '../testing/pg';
import { createRecipeAs, HUMAN } from '../testing/recipes';
import { createCollection, moveRecipe } from './collections';
import type { FavoritesDeps } from './deps';
import { toggleFavorite } from './toggle';

const env = stackEnv();
const inProcess = (overrides: Partial<FavoritesDeps> = {}): FavoritesDeps => ({
  db: db(),
  mirror: createMirrorClient({ url: env.mirrorUrl, serviceKey: env.mirrorServiceKey }),
  favoritesLimit: 100,
  ...overrides,
});
const users = verifiedAccounts();
let cook: TestUser;
let recipeId: string;

async function verified(): Promise<TestUser> {
  return users.verified();
}

const call = <T>(user: TestUser | null, name: string, data: Record<string, unknown>) =>
  callCallable<T>(`favorites-${name}`, data, user?.idToken);
const favorite = (user: TestUser | null, id: string, operation = 'add', botToken?: string) =>
  call<{ isFavorite: boolean; favoriteCount: number; totalFavorites: number }>(user, 'toggle', {
    recipeId: id,
    operation,
    botToken,
  });

/** Where a favorite lives: the user's list, its metadata, its row; and the recipe's count in both stores. */
async function favoriteState(uid: string, id: string) {
  const [user, metadata, recipe, row, recipeRow] = await Promise.all([
    db().doc(`users/${uid}`).get(),
    db().doc(`users/${uid}/favoriteMetadata/${id}`).get(),
    db().doc(`recipes/${id}`).get(),
    mirrorRow('favorites', `${uid}/${id}`),
    mirrorRow('recipes', id),
  ]);
  return {
    listed: ((user.get('favoriteRecipes') as string[] | undefined) ?? []).includes(id),
    metadata: metadata.exists,
    row: row !== null,
    count: {
      firestore: Number(recipe.get('favoriteCount') ?? 0),
      mirror: Number(recipeRow?.favorite_count ?? 0),
    },
  };
}

async function collectionState(uid: string, collectionId: string) {
  const [doc, row, entries] = await Promise.all([
    db().doc(`users/${uid}/collections/${collectionId}`).get(),
    mirrorRow('collections', `${uid}/${collectionId}`),
    db().collection(`users/${uid}/collections/${collectionId}/recipes`).get(),
  ]);
  return {
    exists: doc.exists,
    recipeIds: (doc.get('recipeIds') as string[] | undefined) ?? null,
    rowRecipeIds: (row?.recipe_ids as string[] | undefined) ?? null,
    entries: entries.docs.map((entry) => entry.id),
  };
}

beforeAll(async () => {
  cook = await verified();
  recipeId = await createRecipeAs(cook, { title: 'Favorite lentil soup' });
}, 60_000);

describe('favorite and unfavorite', () => {
  it('writes the list, the metadata, the row and the count together; twice is one favorite', async () => {
    const fan = await verified();
    expect(await expectSuccess(favorite(fan, recipeId))).toMatchObject({
      isFavorite: true,
      totalFavorites: 1,
    });
    const before = await favoriteState(fan.uid, recipeId);
    expect(before).toMatchObject({ listed: true, metadata: true, row: true });
    expect(before.count.firestore).toBe(before.count.mirror);
    await expectSuccess(favorite(fan, recipeId));
    expect(await favoriteState(fan.uid, recipeId)).toEqual(before);
    expect(await expectSuccess(call(fan, 'status', { recipeId }))).toMatchObject({ isFavorite: true });

    await expectSuccess(favorite(fan, recipeId, 'remove'));
    const after = await favoriteState(fan.uid, recipeId);
    expect(after).toMatchObject({ listed: false, metadata: false, row: false });
    expect(after.count.firestore).toBe(before.count.firestore - 1);
    expect(after.count.mirror).toBe(after.count.firestore);
  });

  it('20 users at once: the count rises by exactly 20 in both stores, one row each', async () => {
    const id = await createRecipeAs(cook, { title: 'Crowded soup' });
    const fans = await Promise.all(Array.from({ length: 20 }, () => verified()));
    const results = await Promise.allSettled(
      fans.map((fan) => toggleFavorite(inProcess(), fan.uid, id, 'add')),
    );
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect((await favoriteState(fans[0]!.uid, id)).count).toEqual({ firestore: 20, mirror: 20 });
    const rows = await query<{ n: string }>(
      'select count(*) as n from public.favorites where recipe_id = $1',
      [id],
    );
    expect(Number(rows[0]?.n)).toBe(20);
  }, 180_000);

  it('20 favorites and unfavorites by one user at once end consistent in both stores', async () => {
    const fan = await verified();
    const id = await createRecipeAs(cook, { title: 'Flip-flop soup' });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        toggleFavorite(inProcess(), fan.uid, id, i % 2 ? 'remove' : 'add'),
      ),
    );
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const state = await favoriteState(fan.uid, id);
    const n = state.listed ? 1 : 0;
    expect(state).toEqual({
      listed: n === 1,
      metadata: n === 1,
      row: n === 1,
      count: { firestore: n, mirror: n },
    });
  }, 180_000);
});

describe('refusals write nothing', () => {
  it('a guest, an unverified user, a low bot score, a missing or private recipe', async () => {
    expect((await expectFailure(favorite(null, recipeId))).error.status).toBe('UNAUTHENTICATED');

    const unverified = await createUser(db());
    users.accounts.push(unverified.uid);
    const refused = await expectFailure(favorite(unverified, recipeId));
    expect(refused.error.status).toBe('PERMISSION_DENIED');
    expect(await favoriteState(unverified.uid, recipeId)).toMatchObject({
      listed: false,
      metadata: false,
      row: false,
    });

    const fan = await verified();
    const bot = await expectFailure(favorite(fan, recipeId, 'add', 'test-score-0.3'));
    expect(bot.error.message).toBe('Security verification failed');
    expect((await expectFailure(favorite(fan, 'no-such-recipe'))).error.message).toBe('Recipe not found');
    const secret = await createRecipeAs(cook, { visibility: 'private' });
    expect((await expectFailure(favorite(fan, secret))).error.message).toBe('Recipe not found');
    expect(await favoriteState(fan.uid, recipeId)).toMatchObject({
      listed: false,
      metadata: false,
      row: false,
    });
    expect((await favoriteState(fan.uid, secret)).count).toEqual({ firestore: 0, mirror: 0 });
  });

  it('an admin reads every recipe (domain/recipe/access), so saves a private one and sees it listed', async () => {
    const admin = await users.verified({ isAdmin: true });
    const secret = await createRecipeAs(cook, { title: 'Admin-only soup', visibility: 'private' });
    expect(await expectSuccess(favorite(admin, secret))).toMatchObject({
      isFavorite: true,
      totalFavorites: 1,
    });
    expect(await favoriteState(admin.uid, secret)).toMatchObject({ listed: true, metadata: true, row: true });
    const overview = await expectSuccess(
      call<{ favorites: { recipeId: string; recipe: { title: string } }[] }>(admin, 'overview', {}),
    );
    expect(overview.favorites.map((item) => [item.recipeId, item.recipe.title])).toEqual([
      [secret, 'Admin-only soup'],
    ]);
  });

  it('the 101st favorite is refused with FAVORITE_LIMIT_REACHED and the spec text', async () => {
    const fan = await verified();
    const hundred = Array.from({ length: 100 }, (_, i) => `saved-${i}`);
    await db().doc(`users/${fan.uid}`).update({ favoriteRecipes: hundred });
    const failure = await expectFailure(favorite(fan, recipeId));
    expect(failure.error.status).toBe('RESOURCE_EXHAUSTED');
    expect(failure.error.message).toBe(
      'You have reached the limit of 100 recipes in your collection. Remove some recipes to add new ones.',
    );
    expect(failure.error.details).toMatchObject({
      reason: 'FAVORITE_LIMIT_REACHED',
      currentCount: 100,
      maxLimit: 100,
    });
    expect(await favoriteState(fan.uid, recipeId)).toMatchObject({
      listed: false,
      metadata: false,
      row: false,
    });
  });
});

describe('collections', () => {
  const create = (user: TestUser, name: string, botToken: string | undefined = HUMAN) =>
    call<{ id: string }>(user, 'createCollection', { name, color: '#00aa88', icon: '🍲', botToken });

  it('the 11th collection is refused with the spec text, also when created at once', async () => {
    const user = await verified();
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        createCollection(inProcess(), user.uid, {
          name: `C${i}`,
          description: '',
          color: '#ff6b6b',
          icon: '📁',
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    const rejected = results.filter((result) => result.status === 'rejected');
    expect(rejected.map((result) => (result as PromiseRejectedResult).reason.message)).toEqual([
      'Maximum 10 collections allowed',
      'Maximum 10 collections allowed',
    ]);
    const failure = await expectFailure(create(user, 'Eleventh'));
    expect(failure.error.message).toBe('Maximum 10 collections allowed');
    expect((await db().collection(`users/${user.uid}/collections`).get()).size).toBe(10);
    const rows = await query<{ n: string }>(
      'select count(*) as n from public.collections where user_id = $1',
      [user.uid],
    );
    expect(Number(rows[0]?.n)).toBe(10);
  }, 120_000);

  it('needs CREATE_COLLECTION, a name, and never deletes all_favorites', async () => {
    const user = await verified();
    expect((await expectFailure(create(user, 'No token', ''))).error.message).toBe(
      'Security verification failed',
    );
    expect((await expectFailure(create(user, ' '))).error.message).toBe('Collection name is required');
    const failure = await expectFailure(
      call(user, 'deleteCollection', { collectionId: 'all_favorites', botToken: HUMAN }),
    );
    expect(failure.error.message).toBe('Cannot delete default collections');
    expect((await db().collection(`users/${user.uid}/collections`).get()).size).toBe(0);
  });

  it('a name alone is enough: the colour and icon take the defaults (001 §5)', async () => {
    const user = await verified();
    const { id } = await expectSuccess(
      call<{ id: string }>(user, 'createCollection', { name: 'Soups', botToken: HUMAN }),
    );
    const saved = await db().doc(`users/${user.uid}/collections/${id}`).get();
    expect(saved.data()).toMatchObject({ name: 'Soups', color: '#ff6b6b', icon: '📁' });
  });

  it('add, notes, move (one entry stays), unfavorite empties every collection, delete removes entries', async () => {
    const user = await verified();
    await expectSuccess(favorite(user, recipeId));
    const a = (await expectSuccess(create(user, 'Weeknight'))).id;
    const b = (await expectSuccess(create(user, 'Party'))).id;
    await expectSuccess(call(user, 'addToCollection', { collectionId: a, recipeId, botToken: HUMAN }));

    const badNotes = await expectFailure(
      call(user, 'updateNotes', { collectionId: a, recipeId, notes: { cookCount: 10_000 }, botToken: HUMAN }),
    );
    expect(badNotes.error.status).toBe('INVALID_ARGUMENT');
    expect(badNotes.error.message).toContain('Cook count must be a whole number between 0 and 9999');
    await expectSuccess(
      call(user, 'updateNotes', {
        collectionId: a,
        recipeId,
        notes: { personalNotes: 'More lemon', cookCount: 2, tags: ['Soup', 'soup'] },
        botToken: HUMAN,
      }),
    );

    await expectSuccess(
      call(user, 'moveRecipe', { recipeId, fromCollectionId: a, targetCollectionId: b, botToken: HUMAN }),
    );
    expect(await collectionState(user.uid, a)).toEqual({
      exists: true,
      recipeIds: [],
      rowRecipeIds: [],
      entries: [],
    });
    expect(await collectionState(user.uid, b)).toEqual({
      exists: true,
      recipeIds: [recipeId],
      rowRecipeIds: [recipeId],
      entries: [recipeId],
    });
    const entry = (await db().doc(`users/${user.uid}/collections/${b}/recipes/${recipeId}`).get()).data();
    expect(entry).toMatchObject({ personalNotes: 'More lemon', cookCount: 2, tags: ['Soup'] });

    // moving into a collection that already holds it still leaves one entry
    await expectSuccess(call(user, 'addToCollection', { collectionId: a, recipeId, botToken: HUMAN }));
    await moveRecipe(inProcess(), user.uid, { recipeId, fromCollectionId: a, targetCollectionId: b });
    expect((await collectionState(user.uid, a)).entries).toEqual([]);
    expect((await collectionState(user.uid, b)).entries).toEqual([recipeId]);

    await expectSuccess(favorite(user, recipeId, 'remove'));
    expect(await collectionState(user.uid, b)).toEqual({
      exists: true,
      recipeIds: [],
      rowRecipeIds: [],
      entries: [],
    });

    await expectSuccess(call(user, 'deleteCollection', { collectionId: b, botToken: HUMAN }));
    expect(await collectionState(user.uid, b)).toEqual({
      exists: false,
      recipeIds: null,
      rowRecipeIds: null,
      entries: [],
    });
  }, 120_000);

  it('the overview lists favorites, collections and their notes with each recipe card', async () => {
    const user = await verified();
    await expectSuccess(favorite(user, recipeId));
    const a = (await expectSuccess(create(user, 'Soups'))).id;
    await expectSuccess(call(user, 'addToCollection', { collectionId: a, recipeId, botToken: HUMAN }));
    const overview = await expectSuccess(
      call<{
        favorites: { recipeId: string; recipe: { title: string } }[];
        collections: { name: string }[];
        limit: number;
      }>(user, 'overview', {}),
    );
    expect(overview.limit).toBe(100);
    expect(overview.favorites.map((item) => [item.recipeId, item.recipe.title])).toEqual([
      [recipeId, 'Favorite lentil soup'],
    ]);
    expect(overview.collections).toMatchObject([
      { name: 'Soups', recipeCount: 1, color: '#00aa88', icon: '🍲' },
    ]);
  });
});

describe('a failing mirror leaves nothing', () => {
  const mirrors = useFailingMirrors();

  it.each([
    ['unreachable', 'Unable to add to favorites: Please check your connection and try again later.'],
    ['busy', 'Unable to add to favorites: Service is temporarily busy. Please try again in a few minutes.'],
  ] as const)(
    '%s mirror: the spec message, no favorite anywhere, the count unchanged',
    async (kind, message) => {
      const fan = await verified();
      const before = (await favoriteState(fan.uid, recipeId)).count;
      const failing = inProcess({ mirror: mirrors()[kind] });
      const error = await appErrorOf(toggleFavorite(failing, fan.uid, recipeId, 'add'));
      expect(error.message).toBe(message);
      expect(await favoriteState(fan.uid, recipeId)).toEqual({
        listed: false,
        metadata: false,
        row: false,
        count: before,
      });
    },
  );

  it('a Firestore failure after the mirror write restores the mirror', async () => {
    const fan = await verified();
    const before = (await favoriteState(fan.uid, recipeId)).count;
    const failing = inProcess({
      beforeCommit: async () => {
        throw new Error('Firestore is down');
      },
    });
    await appErrorOf(toggleFavorite(failing, fan.uid, recipeId, 'add'));
    expect(await favoriteState(fan.uid, recipeId)).toEqual({
      listed: false,
      metadata: false,
      row: false,
      count: before,
    });
  });
});
