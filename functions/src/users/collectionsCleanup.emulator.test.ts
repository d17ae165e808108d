/**
 * The recipe-deletion cleanup's `collections` step against the real stack (decision 0008): collections are mirrored
 * documents under users/{uid}, so a deleted recipe leaves both stores through the protocol, mirror first, and a
 * mirror that fails leaves Firestore as it was while the other steps go on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mirrorFailureMessage } from '../domain/errors';
import { RECIPE_ACTIONS } from '../domain/recipe/messages';
import { cleanupDeletedRecipe, type RecipeCleanupDeps } from '../platform/cleanup/recipe';
import { db } from '../platform/firebase';
import { createMirrorClient, createServiceClient } from '../platform/mirror/client';
import { documentPath, subcollectionKey } from '../platform/mirror/documentKey';
import { collectionMapping } from '../platform/mirror/mappings';
import { writeMirrored } from '../platform/mirror/writeMirrored';
import { createUser, type TestUser } from '../testing/authEmulator';
import { expectSuccess } from '../testing/callables';
import { stackEnv } from '../testing/env';
import { appErrorOf } from '../testing/errors';
import { closedPortUrl } from '../testing/faultyMirror';
import { forgetMirrored } from '../testing/mirroredEntities';
import { mirrorRow } from '../testing/pg';
import { callRecipes, createRecipeAs, deleteCreatedRecipes, newRecipeId } from '../testing/recipes';
import { unique } from '../testing/factories';
import { collectionsCleanup } from './collectionsCleanup';

const env = stackEnv();
const firestore = db();
const mirror = createMirrorClient({ url: env.mirrorUrl, serviceKey: env.mirrorServiceKey });
const keys: string[] = [];

let author: TestUser;
let cooks: TestUser[];

beforeAll(async () => {
  [author, ...cooks] = await Promise.all([
    createUser(firestore),
    createUser(firestore),
    createUser(firestore),
  ]);
});

afterAll(async () => {
  await deleteCreatedRecipes();
  await Promise.all(keys.map((key) => firestore.recursiveDelete(collectionDoc(key))));
  await forgetMirrored('collections', keys);
});

const collectionDoc = (key: string) => firestore.doc(documentPath(collectionMapping, key));
const entryDoc = (key: string, recipeId: string) => collectionDoc(key).collection('recipes').doc(recipeId);

/** A collection of `uid` holding `recipeIds`, created through the protocol (both stores), with an entry per recipe. */
async function createCollection(uid: string, name: string, recipeIds: string[]): Promise<string> {
  const key = subcollectionKey(uid, `c${unique()}`);
  keys.push(key);
  const now = new Date().toISOString();
  await writeMirrored({ db: firestore, mirror }, 'create collection', (commit) =>
    commit([
      {
        mapping: collectionMapping,
        id: key,
        before: null,
        after: {
          name,
          recipeIds,
          recipeCount: recipeIds.length,
          userId: uid,
          createdAt: now,
          updatedAt: now,
        },
      },
    ]),
  );
  for (const recipeId of recipeIds)
    await entryDoc(key, recipeId).set({ recipeId, addedAt: now, personalNotes: `notes on ${recipeId}` });
  return key;
}

/** What both stores hold of a collection: the document's list and version, the row's list and version. */
async function bothStores(key: string) {
  const [doc, row] = await Promise.all([collectionDoc(key).get(), mirrorRow('collections', key)]);
  return {
    firestore: {
      recipeIds: doc.get('recipeIds'),
      recipeCount: doc.get('recipeCount'),
      version: doc.get('version'),
    },
    mirror: row && {
      recipe_ids: row.recipe_ids,
      recipe_count: row.recipe_count,
      source_version: Number(row.source_version),
    },
  };
}

const holding = (recipeIds: string[], version: number) => ({
  firestore: { recipeIds, recipeCount: recipeIds.length, version },
  mirror: { recipe_ids: recipeIds, recipe_count: recipeIds.length, source_version: version },
});

describe("recipe deletion and users' collections", () => {
  it("removes a recipe held in two users' collections from both stores, and its entries", async () => {
    const [first, second] = cooks as [TestUser, TestUser];
    const neighbour = await createRecipeAs(author);
    const recipeId = await createRecipeAs(author);
    const soups = await createCollection(first.uid, 'Soups', [recipeId, neighbour]);
    const favourites = await createCollection(second.uid, 'Favourites', [recipeId]);
    const untouched = await createCollection(second.uid, 'Other', [neighbour]);
    expect(await bothStores(soups)).toEqual(holding([recipeId, neighbour], 1));

    await expectSuccess(callRecipes('delete', { recipeId }, author));

    expect(await bothStores(soups)).toEqual(holding([neighbour], 2));
    expect(await bothStores(favourites)).toEqual(holding([], 2));
    expect(await bothStores(untouched)).toEqual(holding([neighbour], 1));
    expect((await entryDoc(soups, recipeId).get()).exists).toBe(false);
    expect((await entryDoc(favourites, recipeId).get()).exists).toBe(false);
    expect((await entryDoc(soups, neighbour).get()).get('personalNotes')).toBe(`notes on ${neighbour}`);
    // the row names its owner, whoever the document says it belongs to
    expect(await mirrorRow('collections', favourites)).toMatchObject({
      user_id: second.uid,
      collection_id: favourites.split('/')[1],
    });
  });

  it('leaves Firestore untouched when the mirror cannot be reached, and the other steps still run', async () => {
    const [first, second] = cooks as [TestUser, TestUser];
    const recipeId = newRecipeId();
    const mine = await createCollection(first.uid, 'Weeknight', [recipeId]);
    const theirs = await createCollection(second.uid, 'Baking', [recipeId]);
    const broken: RecipeCleanupDeps = {
      db: firestore,
      mirror: createMirrorClient({ url: await closedPortUrl(), serviceKey: env.mirrorServiceKey }),
      supabase: createServiceClient({ url: env.mirrorUrl, serviceKey: env.mirrorServiceKey }),
      images: { delete: async () => undefined },
    };

    const failure = await appErrorOf(collectionsCleanup.run(broken, { id: recipeId, doc: {} }));
    expect(failure.code).toBe('unavailable');
    expect(failure.message).toBe(mirrorFailureMessage(RECIPE_ACTIONS.delete, false));
    for (const key of [mine, theirs]) {
      expect(await bothStores(key)).toEqual(holding([recipeId], 1));
      expect((await entryDoc(key, recipeId).get()).exists).toBe(true);
    }

    // log and continue: the step is reported failed, the steps after it ran
    const report = await cleanupDeletedRecipe(broken, { id: recipeId, doc: {} });
    expect(report).toMatchObject({ collections: 'failed', events: 0, caches: 0, images: 0 });
    expect(await bothStores(mine)).toEqual(holding([recipeId], 1));
  });
});
