/**
 * The orphan finders of the cleanup (spec 002 §9 "Cleanup" types; issue 15): per type, what a store keeps about
 * recipes Firestore no longer holds. They read what the consistency tool reads (platform/mirror/consistency
 * firestoreDocuments: projections of each mirrored entity by key; consistency/check orphanEvents: the view rows of
 * recipes that are gone), never whole documents.
 */
import { missingRecipes, type CleanupItem, type CleanupType } from '../../domain/cleanup';
import { firestoreDocuments } from '../../platform/mirror/consistency';
import { subcollectionKeyParts } from '../../platform/mirror/documentKey';
import {
  collectionMapping,
  favoriteMapping,
  profileMapping,
  ratingMapping,
  recipeMapping,
  tagMapping,
} from '../../platform/mirror/mappings';
import type { MirrorMapping } from '../../platform/mirror/types';
import { orphanEvents } from '../consistency/check';
import type { BackofficeDeps } from '../deps';

/** Cached documents keyed by a recipe (their `recipeId`, else their id), per cleanup type. */
export const RECIPE_CACHES = {
  recommendationCaches: ['recommendationCache', 'activityCache'],
  searchAnalytics: ['searchCache'],
} as const satisfies Partial<Record<CleanupType, readonly string[]>>;

/** The ids of every recipe Firestore holds: the one truth an orphan is measured against. */
export async function existingRecipes(deps: BackofficeDeps): Promise<Set<string>> {
  return new Set((await firestoreDocuments(deps.db, recipeMapping, ['version'])).keys());
}

/** Documents of a mapping whose array `field` names missing recipes. */
async function holdersOf(
  deps: BackofficeDeps,
  mapping: MirrorMapping,
  field: string,
  existing: ReadonlySet<string>,
): Promise<CleanupItem[]> {
  const documents = await firestoreDocuments(deps.db, mapping, [field]);
  const items: CleanupItem[] = [];
  for (const [id, doc] of documents) {
    const recipeIds = missingRecipes(Array.isArray(doc[field]) ? (doc[field] as unknown[]) : [], existing);
    if (recipeIds.length > 0) items.push({ id, recipeIds });
  }
  return items;
}

/** Subcollection documents (key parent/id) whose recipe, named by their key, is gone. */
async function keyedBy(
  deps: BackofficeDeps,
  mapping: MirrorMapping,
  recipeOf: (key: string) => string,
  existing: ReadonlySet<string>,
): Promise<CleanupItem[]> {
  const documents = await firestoreDocuments(deps.db, mapping, ['version']);
  const items: CleanupItem[] = [];
  for (const id of documents.keys()) {
    const recipeId = recipeOf(id);
    if (recipeId && !existing.has(recipeId)) items.push({ id, recipeIds: [recipeId] });
  }
  return items;
}

async function cachedOrphans(
  deps: BackofficeDeps,
  collections: readonly string[],
  existing: ReadonlySet<string>,
): Promise<CleanupItem[]> {
  const items: CleanupItem[] = [];
  for (const name of collections) {
    const snapshot = await deps.db.collection(name).select('recipeId').get();
    for (const doc of snapshot.docs) {
      const field: unknown = doc.get('recipeId');
      const recipeId = typeof field === 'string' && field ? field : doc.id;
      if (!existing.has(recipeId)) items.push({ id: `${name}/${doc.id}`, recipeIds: [recipeId] });
    }
  }
  return items;
}

export async function findOrphans(
  deps: BackofficeDeps,
  type: CleanupType,
  existing: ReadonlySet<string>,
): Promise<CleanupItem[]> {
  switch (type) {
    case 'favoriteMetadata':
      // owner and recipe come from the key (platform/mirror/mappings/favorites.ts)
      return keyedBy(deps, favoriteMapping, (key) => subcollectionKeyParts(key)[1], existing);
    case 'viewTracking':
      return (await orphanEvents(deps, 'recipe_views'))
        .filter((row) => !existing.has(row.recipe_id))
        .map((row) => ({ id: row.recipe_id, recipeIds: [row.recipe_id] }));
    case 'tagReferences':
      return holdersOf(deps, tagMapping, 'recipes', existing);
    case 'userFavorites':
      return holdersOf(deps, profileMapping, 'favoriteRecipes', existing);
    case 'userCollections':
      return holdersOf(deps, collectionMapping, 'recipeIds', existing);
    case 'ratingsSubcollections':
      return keyedBy(deps, ratingMapping, (key) => subcollectionKeyParts(key)[0], existing);
    case 'recommendationCaches':
    case 'searchAnalytics':
      return cachedOrphans(deps, RECIPE_CACHES[type], existing);
  }
}
