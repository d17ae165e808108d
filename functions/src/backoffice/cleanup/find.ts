/**
 * The orphan finders of the cleanup (spec 002 §9 "Cleanup" types; issue 15): per type, what a store keeps about
 * recipes Firestore no longer holds. They read what the consistency tool reads (platform/mirror/paging: projections
 * of each mirrored entity by key, a page at a time; consistency/check orphanEvents: the view rows of recipes that
 * are gone), never whole documents, and ask Firestore which recipes a page names exist (issue 30 §2, decision 0075:
 * no set of every recipe id in memory).
 */
import { missingRecipes, type CleanupItem, type CleanupType } from '../../domain/cleanup';
import { countOf, documentPages, existingKeys, mappingQuery, queryPages } from '../../platform/mirror/paging';
import { reported, type ProgressListener } from '../../platform/mirror/walk';
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

export interface FindOptions {
  /** Documents per page (tests pass a small one). */
  readonly pageSize?: number;
  readonly progress?: ProgressListener;
}

/** Which of `ids` name a recipe Firestore holds: the one truth an orphan is measured against, asked per page. */
export function existingRecipes(deps: BackofficeDeps, ids: Iterable<string>): Promise<Set<string>> {
  return existingKeys(deps.db, recipeMapping, [...new Set(ids)]);
}

const namedIds = (values: readonly unknown[]) =>
  values.filter((value): value is string => typeof value === 'string' && value.length > 0);

/** The mapping's documents (projected to `fields`), a page at a time, with the pass's progress. */
function pagesOf(
  deps: BackofficeDeps,
  mapping: MirrorMapping,
  fields: readonly string[],
  options: FindOptions,
) {
  return reported(
    documentPages(deps.db, mapping, fields, options.pageSize),
    (page) => page.size,
    { table: mapping.table, pass: 'documents' },
    () => countOf(mappingQuery(deps.db, mapping)),
    options.progress,
  );
}

/** Documents of a mapping whose array `field` names missing recipes. */
async function holdersOf(
  deps: BackofficeDeps,
  mapping: MirrorMapping,
  field: string,
  options: FindOptions,
): Promise<CleanupItem[]> {
  const items: CleanupItem[] = [];
  const referenced = (doc: Record<string, unknown>) =>
    Array.isArray(doc[field]) ? (doc[field] as unknown[]) : [];
  for await (const page of pagesOf(deps, mapping, [field], options)) {
    const existing = await existingRecipes(
      deps,
      [...page.values()].flatMap((doc) => namedIds(referenced(doc))),
    );
    for (const [id, doc] of page) {
      const recipeIds = missingRecipes(referenced(doc), existing);
      if (recipeIds.length > 0) items.push({ id, recipeIds });
    }
  }
  return items;
}

/** Subcollection documents (key parent/id) whose recipe, named by their key, is gone. */
async function keyedBy(
  deps: BackofficeDeps,
  mapping: MirrorMapping,
  recipeOf: (key: string) => string,
  options: FindOptions,
): Promise<CleanupItem[]> {
  const items: CleanupItem[] = [];
  for await (const page of pagesOf(deps, mapping, ['version'], options)) {
    const keys = [...page.keys()];
    const existing = await existingRecipes(deps, namedIds(keys.map(recipeOf)));
    for (const id of keys) {
      const recipeId = recipeOf(id);
      if (recipeId && !existing.has(recipeId)) items.push({ id, recipeIds: [recipeId] });
    }
  }
  return items;
}

async function cachedOrphans(
  deps: BackofficeDeps,
  collections: readonly string[],
  options: FindOptions,
): Promise<CleanupItem[]> {
  const items: CleanupItem[] = [];
  for (const name of collections) {
    const collection = deps.db.collection(name);
    const pages = reported(
      queryPages(collection, ['recipeId'], options.pageSize),
      (page) => page.length,
      { table: name, pass: 'documents' },
      () => countOf(collection),
      options.progress,
    );
    for await (const docs of pages) {
      const cached = docs.map((doc) => {
        const field: unknown = doc.get('recipeId');
        return { id: `${name}/${doc.id}`, recipeId: typeof field === 'string' && field ? field : doc.id };
      });
      const existing = await existingRecipes(
        deps,
        cached.map((item) => item.recipeId),
      );
      for (const { id, recipeId } of cached)
        if (!existing.has(recipeId)) items.push({ id, recipeIds: [recipeId] });
    }
  }
  return items;
}

/** View rows of recipes the mirror does not hold (already few: orphans only), kept where Firestore lacks them too. */
async function viewOrphans(deps: BackofficeDeps): Promise<CleanupItem[]> {
  const rows = await orphanEvents(deps, 'recipe_views');
  const existing = await existingRecipes(
    deps,
    rows.map((row) => row.recipe_id),
  );
  return rows
    .filter((row) => !existing.has(row.recipe_id))
    .map((row) => ({ id: row.recipe_id, recipeIds: [row.recipe_id] }));
}

export async function findOrphans(
  deps: BackofficeDeps,
  type: CleanupType,
  options: FindOptions = {},
): Promise<CleanupItem[]> {
  switch (type) {
    case 'favoriteMetadata':
      // owner and recipe come from the key (platform/mirror/mappings/favorites.ts)
      return keyedBy(deps, favoriteMapping, (key) => subcollectionKeyParts(key)[1], options);
    case 'viewTracking':
      return viewOrphans(deps);
    case 'tagReferences':
      return holdersOf(deps, tagMapping, 'recipes', options);
    case 'userFavorites':
      return holdersOf(deps, profileMapping, 'favoriteRecipes', options);
    case 'userCollections':
      return holdersOf(deps, collectionMapping, 'recipeIds', options);
    case 'ratingsSubcollections':
      return keyedBy(deps, ratingMapping, (key) => subcollectionKeyParts(key)[0], options);
    case 'recommendationCaches':
    case 'searchAnalytics':
      return cachedOrphans(deps, RECIPE_CACHES[type], options);
  }
}
