/**
 * The orphan cleanup (issue 15; spec 002 §9 "Cleanup"): orphans of each of the 8 types are seeded (what the stores
 * keep about recipes Firestore never held), through the mirror protocol where the data is mirrored; POST
 * /api/admin/cleanup as a dry run reports exactly them; the clean removes them from both stores; a second analysis
 * reports nothing. Files of this layer run one at a time, so the first clean only repairs what earlier files left.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CLEANUP_TYPES, type CleanupReport, type CleanupType } from '../domain/cleanup';
import { auth, db } from '../platform/firebase';
import { withVersion, withoutVersion } from '../platform/mirror/deps';
import {
  collectionMapping,
  favoriteMapping,
  profileMapping,
  ratingMapping,
  tagMapping,
} from '../platform/mirror/mappings';
import type { MirrorMapping } from '../platform/mirror/types';
import { writeMirrored } from '../platform/mirror/writeMirrored';
import { createAdmin, createUser, type TestUser } from '../testing/authEmulator';
import { uniqueId } from '../testing/env';
import { createVerifiedUser } from '../testing/follows';
import { mirrorRow, query } from '../testing/pg';
import { api, createRecipeAs, serviceDeps } from '../testing/recipes';
import { accountsDeletedAfterAll } from '../testing/users';

const run = uniqueId('clean')
  .toLowerCase()
  .replace(/[^a-z0-9]/g, '');
const gone = (name: string) => `gone-${run}-${name}`;
const isStored = async (path: string) => (await db().doc(path).get()).exists;
const accounts = accountsDeletedAfterAll();
let admin: TestUser;
let cook: TestUser;
let kept: string;
let tagId: string;
const collectionId = `col-${run}`;

async function cleanup(
  types: readonly CleanupType[],
  dryRun: boolean,
  batchSize = 50,
): Promise<CleanupReport> {
  const answer = await api<{ success: boolean; report: CleanupReport }>('POST', '/api/admin/cleanup', {
    user: admin,
    body: { types, dryRun, batchSize },
  });
  if (answer.status !== 200) throw new Error(`cleanup: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.report;
}

/** Per type: the ids the report lists. */
const found = (report: CleanupReport) =>
  Object.fromEntries(report.types.map((type) => [type.type, type.sample]));

/** Writes one mirrored document (both stores, mirror first), from what it holds now. */
async function mirrored(
  mapping: MirrorMapping,
  id: string,
  path: string,
  change: (current: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  const deps = serviceDeps();
  await writeMirrored(deps, 'seed orphans', async (commit) => {
    const snapshot = await db().doc(path).get();
    const before = snapshot.exists ? withVersion(snapshot.data() ?? {}) : null;
    await commit([{ mapping, id, before, after: change(before ? withoutVersion(before) : {}) }]);
  });
}

beforeAll(async () => {
  admin = await createAdmin(db());
  cook = await createVerifiedUser({ displayName: 'Cleanup cook' });
  accounts.push(admin.uid, cook.uid);
  const tag = `${run}tag`;
  kept = await createRecipeAs(cook, { title: 'Cleanup kept recipe', tags: [tag] });
  const tags = await query<{ firebase_id: string }>(
    'select firebase_id from public.tags where $1 = any(recipes)',
    [kept],
  );
  tagId = tags[0]?.firebase_id ?? '';
  expect(tagId).not.toBe('');
  // whatever earlier files left is cleaned first, so the analysis below sees this file's orphans alone
  await cleanup(CLEANUP_TYPES, false);

  const now = new Date().toISOString();
  await mirrored(
    favoriteMapping,
    `${cook.uid}/${gone('fav')}`,
    `users/${cook.uid}/favoriteMetadata/${gone('fav')}`,
    () => ({
      recipeId: gone('fav'),
      addedAt: now,
    }),
  );
  await mirrored(profileMapping, cook.uid, `users/${cook.uid}`, (current) => ({
    ...current,
    favoriteRecipes: [kept, gone('userfav')],
  }));
  await mirrored(
    collectionMapping,
    `${cook.uid}/${collectionId}`,
    `users/${cook.uid}/collections/${collectionId}`,
    () => ({
      name: 'Cleanup collection',
      recipeIds: [kept, gone('col')],
      recipeCount: 2,
      createdAt: now,
      updatedAt: now,
    }),
  );
  await db()
    .doc(`users/${cook.uid}/collections/${collectionId}/recipes/${gone('col')}`)
    .set({ recipeId: gone('col') });
  await mirrored(tagMapping, tagId, `tags/${tagId}`, (current) => ({
    ...current,
    count: 2,
    recipes: [kept, gone('tag')],
  }));
  await mirrored(
    ratingMapping,
    `${gone('rated')}/${cook.uid}`,
    `recipes/${gone('rated')}/ratings/${cook.uid}`,
    () => ({
      rating: 4,
      weight: 1,
      madeIt: true,
      createdAt: now,
    }),
  );
  await query(
    `insert into public.recipe_views (recipe_id, viewer_key) values ($1, 'fp:cleanup'), ($1, 'fp:other')`,
    [gone('viewed')],
  );
  await db()
    .doc(`recommendationCache/${gone('rec')}`)
    .set({ recipeId: gone('rec'), recipes: [] });
  await db()
    .doc(`searchCache/${run}`)
    .set({ recipeId: gone('search'), term: 'soup' });
}, 180_000);

describe('POST /api/admin/cleanup', () => {
  it('analyzes (a dry run) and reports exactly the seeded orphans, changing nothing', async () => {
    const report = await cleanup(CLEANUP_TYPES, true);
    expect(report).toMatchObject({ dryRun: true, totalFound: 8, totalCleaned: 0, batches: 0 });
    expect(found(report)).toEqual({
      favoriteMetadata: [`${cook.uid}/${gone('fav')}`],
      viewTracking: [gone('viewed')],
      tagReferences: [tagId],
      userFavorites: [cook.uid],
      userCollections: [`${cook.uid}/${collectionId}`],
      ratingsSubcollections: [`${gone('rated')}/${cook.uid}`],
      recommendationCaches: [`recommendationCache/${gone('rec')}`],
      searchAnalytics: [`searchCache/${run}`],
    });
    const risks = Object.fromEntries(report.types.map((type) => [type.type, type.risk]));
    expect(risks).toMatchObject({
      favoriteMetadata: 'Low',
      userFavorites: 'Medium',
      userCollections: 'High',
    });
    expect(report.types.find((type) => type.type === 'ratingsSubcollections')?.warning).toBe(
      'Ratings subcollection orphans require manual verification',
    );
    expect(await mirrorRow('favorites', `${cook.uid}/${gone('fav')}`)).not.toBeNull();
    expect(await isStored(`recommendationCache/${gone('rec')}`)).toBe(true);
  });

  it('cleans them in batches from both stores, keeping what is not orphaned; a second analysis finds nothing', async () => {
    const report = await cleanup(CLEANUP_TYPES, false, 25);
    expect(report).toMatchObject({
      dryRun: false,
      batchSize: 25,
      totalFound: 8,
      totalCleaned: 8,
      batches: 8,
    });
    expect(report.types.flatMap((type) => type.errors)).toEqual([]);

    expect(await isStored(`users/${cook.uid}/favoriteMetadata/${gone('fav')}`)).toBe(false);
    expect(await mirrorRow('favorites', `${cook.uid}/${gone('fav')}`)).toBeNull();
    const profile = (await db().doc(`users/${cook.uid}`).get()).data();
    expect(profile?.favoriteRecipes).toEqual([kept]);
    const collection = (await db().doc(`users/${cook.uid}/collections/${collectionId}`).get()).data();
    expect(collection).toMatchObject({ recipeIds: [kept], recipeCount: 1 });
    expect((await mirrorRow('collections', `${cook.uid}/${collectionId}`))?.recipe_count).toBe(1);
    expect(await isStored(`users/${cook.uid}/collections/${collectionId}/recipes/${gone('col')}`)).toBe(
      false,
    );
    expect((await db().doc(`tags/${tagId}`).get()).data()).toMatchObject({ count: 1, recipes: [kept] });
    expect((await mirrorRow('tags', tagId))?.recipes).toEqual([kept]);
    expect(await mirrorRow('ratings', `${gone('rated')}/${cook.uid}`)).toBeNull();
    expect(await isStored(`recipes/${gone('rated')}/ratings/${cook.uid}`)).toBe(false);
    const views = await query<{ n: string }>(
      'select count(*) n from public.recipe_views where recipe_id = $1',
      [gone('viewed')],
    );
    expect(Number(views[0]?.n)).toBe(0);
    expect(await isStored(`recommendationCache/${gone('rec')}`)).toBe(false);
    expect(await isStored(`searchCache/${run}`)).toBe(false);
    expect(await isStored(`recipes/${kept}`)).toBe(true);

    const again = await cleanup(CLEANUP_TYPES, true);
    expect(again.totalFound).toBe(0);

    const audit = await db()
      .collection('adminAuditLog')
      .where('actorId', '==', admin.uid)
      .where('action', '==', 'backoffice-cleanup')
      .get();
    expect(audit.docs.map((doc) => doc.get('after.cleaned'))).toContain(8);
  }, 120_000);

  it('answers only admins, and names a bad field', async () => {
    const user = await createUser(db());
    try {
      const body = { types: ['viewTracking'] };
      expect((await api('POST', '/api/admin/cleanup', { user, body })).status).toBe(403);
      expect((await api('POST', '/api/admin/cleanup', { body })).status).toBe(401);
      const none = await api<{ error: { message: string } }>('POST', '/api/admin/cleanup', {
        user: admin,
        body: { types: [] },
      });
      expect(none.status).toBe(400);
      expect(none.body.error.message).toBe('Select at least one cleanup type');
      const big = await api<{ error: { message: string } }>('POST', '/api/admin/cleanup', {
        user: admin,
        body: { types: ['viewTracking'], batchSize: 500 },
      });
      expect(big.status).toBe(400);
      expect(big.body.error.message).toMatch(/batchSize/);
    } finally {
      await auth().deleteUser(user.uid);
    }
  });
});
