/**
 * After a recipe is deleted (spec 000 §4 "Delete", 002 §4 "Admin recipe deletion", 002 §3 "Recipe-related data
 * touched by cleanup"): everything that still points at it goes, in steps, each in batches. A step that fails is
 * logged and the next one runs: the recipe itself is already gone from both stores.
 *
 *   tags         each tag counts one recipe fewer (mirror first; a tag nobody uses is deleted)
 *   ratings      recipes/{id}/ratings/*
 *   favorites    users' favoriteRecipes (through the protocol: users/{uid} is mirrored) and favoriteMetadata
 *   collections  users/{uid}/collections/* recipeIds, recipeCount and their recipes/{id} entries
 *   events       view records and shares in Postgres (recipe_views, shares)
 *   caches       cached documents keyed by the recipe (recommendations, search, activity)
 *   images       the image host, 3 at a time with a 100 ms pause
 */
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { nowIso, withoutVersion, withVersion } from '../admin/shared/deps';
import { USERS_COLLECTION } from '../domain/profile';
import { RECIPE_ACTIONS } from '../domain/recipe/messages';
import { RATINGS_SUBCOLLECTION, RECIPES_COLLECTION } from '../domain/recipe/types';
import { commitMirrored } from '../platform/mirror/commitMirrored';
import type { VersionedDoc } from '../platform/mirror/types';
import { decrementChanges } from '../tags/service';
import { profileMapping } from '../users/mapping';
import type { RecipesDeps } from './deps';
import { removeImages } from './images';
import { withConflictRetry } from './retry';

/**
 * Collections of cached documents that carry a `recipeId` field. Groups that cache per recipe list theirs here, so
 * a deleted recipe leaves no cached copy behind.
 */
export const RECIPE_KEYED_CACHES = ['recommendationCache', 'searchCache', 'activityCache'] as const;

export const CLEANUP_STEPS = [
  'tags',
  'ratings',
  'favorites',
  'collections',
  'events',
  'caches',
  'images',
] as const;
export type CleanupStep = (typeof CLEANUP_STEPS)[number];
/** Per step: how many things it removed or changed, or 'failed' (logged). */
export type CleanupReport = Record<CleanupStep, number | 'failed'>;

/** Firestore allows 500 writes per batch; stay below. */
const BATCH = 400;
/** Profiles per mirrored commit (one Postgres transaction and one Firestore transaction). */
const PROFILES_PER_COMMIT = 50;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

async function deleteAll(db: Firestore, refs: readonly DocumentReference[]): Promise<number> {
  for (const group of chunks(refs, BATCH)) {
    const batch = db.batch();
    for (const ref of group) batch.delete(ref);
    await batch.commit();
  }
  return refs.length;
}

async function decrementTags(deps: RecipesDeps, recipeId: string, tags: string[]): Promise<number> {
  return withConflictRetry(async () => {
    const changes = await decrementChanges(deps.db, tags, recipeId);
    await commitMirrored(deps, RECIPE_ACTIONS.delete, changes);
    return changes.length;
  });
}

async function deleteRatings(db: Firestore, recipeId: string): Promise<number> {
  const ratings = db.collection(RECIPES_COLLECTION).doc(recipeId).collection(RATINGS_SUBCOLLECTION);
  const count = (await ratings.count().get()).data().count;
  await db.recursiveDelete(ratings);
  return count;
}

/** users/{uid}.favoriteRecipes without the recipe (mirror first), then their favoriteMetadata/{recipeId}. */
async function removeFromFavorites(deps: RecipesDeps, recipeId: string): Promise<number> {
  const { db } = deps;
  const users = db.collection(USERS_COLLECTION);
  const holders = await users.where('favoriteRecipes', 'array-contains', recipeId).select().get();
  const uids = holders.docs.map((doc) => doc.id);
  for (const group of chunks(uids, PROFILES_PER_COMMIT)) {
    await withConflictRetry(async () => {
      const snapshots = await db.getAll(...group.map((uid) => users.doc(uid)));
      const changes = snapshots
        .filter((snapshot) => strings(snapshot.get('favoriteRecipes')).includes(recipeId))
        .map((snapshot) => {
          const before: VersionedDoc = withVersion(snapshot.data() ?? {});
          const favoriteRecipes = strings(before.favoriteRecipes).filter((id) => id !== recipeId);
          return {
            mapping: profileMapping,
            id: snapshot.id,
            before,
            after: { ...withoutVersion(before), favoriteRecipes },
          };
        });
      await commitMirrored(deps, RECIPE_ACTIONS.delete, changes);
    });
  }
  const metadata = await db.collectionGroup('favoriteMetadata').where('recipeId', '==', recipeId).get();
  const refs = new Map<string, DocumentReference>(metadata.docs.map((doc) => [doc.ref.path, doc.ref]));
  for (const uid of uids) {
    const ref = users.doc(uid).collection('favoriteMetadata').doc(recipeId);
    refs.set(ref.path, ref);
  }
  await deleteAll(db, [...refs.values()]);
  return uids.length;
}

/** Collections lose the recipe from recipeIds (recipeCount follows) and its entry under recipes/. */
async function removeFromCollections(db: Firestore, recipeId: string, now: string): Promise<number> {
  const holding = await db
    .collectionGroup('collections')
    .where('recipeIds', 'array-contains', recipeId)
    .get();
  for (const group of chunks(holding.docs, BATCH / 2)) {
    const batch = db.batch();
    for (const doc of group) {
      const recipeIds = strings(doc.get('recipeIds')).filter((id) => id !== recipeId);
      const version = doc.get('version');
      // a versioned (mirrored) document gets version + 1 so the mirror reconciler sees the change
      batch.update(doc.ref, {
        recipeIds,
        recipeCount: recipeIds.length,
        updatedAt: now,
        ...(typeof version === 'number' ? { version: version + 1 } : {}),
      });
      batch.delete(doc.ref.collection(RECIPES_COLLECTION).doc(recipeId));
    }
    await batch.commit();
  }
  // entries whose collection no longer lists the recipe (the collection group "recipes" also holds the top-level
  // recipes, which have no recipeId field and which the path check leaves alone)
  const entries = await db.collectionGroup(RECIPES_COLLECTION).where('recipeId', '==', recipeId).get();
  await deleteAll(
    db,
    entries.docs.filter((doc) => doc.ref.parent.parent?.parent.id === 'collections').map((doc) => doc.ref),
  );
  return holding.size;
}

async function deleteEvents(deps: RecipesDeps, recipeId: string): Promise<number> {
  let removed = 0;
  for (const table of ['recipe_views', 'shares']) {
    const { error, count } = await deps.supabase
      .from(table)
      .delete({ count: 'exact' })
      .eq('recipe_id', recipeId);
    if (error) throw new Error(`${table}: ${error.message}`);
    removed += count ?? 0;
  }
  return removed;
}

async function deleteCaches(db: Firestore, recipeId: string): Promise<number> {
  let removed = 0;
  for (const name of RECIPE_KEYED_CACHES) {
    const cached = await db.collection(name).where('recipeId', '==', recipeId).select().get();
    removed += await deleteAll(
      db,
      cached.docs.map((doc) => doc.ref),
    );
  }
  return removed;
}

function imageIdsOf(recipe: Record<string, unknown>): string[] {
  const images = Array.isArray(recipe.images) ? (recipe.images as { publicId?: unknown }[]) : [];
  return images.map((image) => image?.publicId).filter((id): id is string => typeof id === 'string' && !!id);
}

export async function cleanupDeletedRecipe(
  deps: RecipesDeps,
  recipeId: string,
  recipe: Record<string, unknown>,
): Promise<CleanupReport> {
  const now = nowIso(deps);
  const steps: Record<CleanupStep, () => Promise<number>> = {
    tags: () => decrementTags(deps, recipeId, strings(recipe.tags)),
    ratings: () => deleteRatings(deps.db, recipeId),
    favorites: () => removeFromFavorites(deps, recipeId),
    collections: () => removeFromCollections(deps.db, recipeId, now),
    events: () => deleteEvents(deps, recipeId),
    caches: () => deleteCaches(deps.db, recipeId),
    images: () => removeImages(deps.images, imageIdsOf(recipe)),
  };
  const report = {} as CleanupReport;
  for (const step of CLEANUP_STEPS) {
    try {
      report[step] = await steps[step]();
    } catch (error) {
      report[step] = 'failed';
      logger.warn('Recipe cleanup step failed; continuing', { recipeId, step, error: String(error) });
    }
  }
  logger.info('Recipe cleanup done', { recipeId, report });
  return report;
}
