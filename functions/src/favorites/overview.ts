/**
 * What the favorites screens load (001 §2, §7 "Collection list, recipe listing, statistics, personal tags … against
 * the main data store"): the caller's favorites with their notes, and each collection with its entries, every
 * recipe as its card shows it. At most the all-favorites limit of recipes, read in groups of 10 ids (001 §9); a
 * recipe the caller can no longer read (deleted, made private) stays listed without its card so it can be removed.
 * The filters, sorts and statistics are the domain's (domain/favorites) and run where the data is shown.
 */
import {
  COLLECTION_RECIPES_SUBCOLLECTION,
  COLLECTION_DEFAULTS,
  COLLECTIONS_SUBCOLLECTION,
} from '../domain/collections/document';
import { FAVORITES } from '../domain/constants/social';
import {
  FAVORITE_METADATA_SUBCOLLECTION,
  type CollectionView,
  type FavoriteRecipeSummary,
  type FavoritesOverview,
  type FavoriteResult,
  type SavedRecipe,
} from '../domain/favorites/document';
import { toIsoString } from '../domain/time';
import { chunks } from '../platform/cleanup/batches';
import { mayReadRecipe } from '../platform/recipeReader';
import type { FavoritesDeps } from './deps';
import { familyKeyOf } from '../domain/recipe/family';
import { count, favoriteIds, notesOf, recipePath, summaryOf, userPath } from './store';

const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' && value ? value : fallback;

/** What a collection shows of itself (name, description, colour, icon, creation), to its owner or to others. */
export function collectionHeader(id: string, data: Record<string, unknown>) {
  return {
    id,
    name: text(data.name),
    description: text(data.description),
    color: text(data.color, COLLECTION_DEFAULTS.color),
    icon: text(data.icon, COLLECTION_DEFAULTS.icon),
    createdAt: toIsoString(data.createdAt) ?? new Date(0).toISOString(),
  };
}

/** Collections in the order they were made (then by name). */
export const byCreation = (a: { createdAt: string; name: string }, b: { createdAt: string; name: string }) =>
  a.createdAt.localeCompare(b.createdAt) || a.name.localeCompare(b.name);

export async function favoritesOverview(deps: FavoritesDeps, uid: string): Promise<FavoritesOverview> {
  const { db } = deps;
  const user = db.doc(userPath(uid));
  const [userSnap, metadata, collections] = await Promise.all([
    user.get(),
    user.collection(FAVORITE_METADATA_SUBCOLLECTION).get(),
    user.collection(COLLECTIONS_SUBCOLLECTION).get(),
  ]);
  const ids = favoriteIds(userSnap.data());
  const entries = await Promise.all(
    collections.docs.map((doc) => doc.ref.collection(COLLECTION_RECIPES_SUBCOLLECTION).get()),
  );
  const recipeIds = [
    ...new Set([
      ...ids,
      ...collections.docs.flatMap((doc) => favoriteIds({ favoriteRecipes: doc.get('recipeIds') })),
    ]),
  ];
  const recipes = await readSummaries(deps, uid, recipeIds);
  const metadataById = new Map(metadata.docs.map((doc) => [doc.id, doc.data()]));

  const saved = (recipeId: string, doc: Record<string, unknown> | undefined): SavedRecipe => ({
    recipeId,
    addedAt: toIsoString(doc?.addedAt) ?? new Date(0).toISOString(),
    ...notesOf(doc ?? {}),
    recipe: recipes.get(recipeId) ?? null,
  });
  const byNewest = (a: SavedRecipe, b: SavedRecipe) => b.addedAt.localeCompare(a.addedAt);

  const views: CollectionView[] = collections.docs.map((doc, index) => {
    const data = doc.data();
    const entryById = new Map((entries[index]?.docs ?? []).map((entry) => [entry.id, entry.data()]));
    const held = favoriteIds({ favoriteRecipes: data.recipeIds });
    return {
      ...collectionHeader(doc.id, data),
      isDefault: data.isDefault === true,
      recipeCount: held.length,
      recipes: held.map((id) => saved(id, entryById.get(id))).sort(byNewest),
    };
  });
  views.sort(byCreation);
  return {
    favorites: ids.map((id) => saved(id, metadataById.get(id))).sort(byNewest),
    collections: views,
    limit: deps.favoritesLimit,
  };
}

export async function readSummaries(
  deps: FavoritesDeps,
  uid: string,
  ids: readonly string[],
): Promise<Map<string, FavoriteRecipeSummary>> {
  const found = new Map<string, FavoriteRecipeSummary>();
  for (const group of chunks(ids, FAVORITES.fetchIdsGroup)) {
    const snaps = await deps.db.getAll(...group.map((id) => deps.db.doc(recipePath(id))));
    for (const snap of snaps) {
      const data = snap.data();
      if (data && (await mayReadRecipe(deps.db, uid, data))) found.set(snap.id, summaryOf(snap.id, data));
    }
  }
  return found;
}

export async function favoriteStatus(
  deps: FavoritesDeps,
  uid: string,
  recipeId: string,
): Promise<FavoriteResult> {
  const [userSnap, recipeSnap] = await deps.db.getAll(
    deps.db.doc(userPath(uid)),
    deps.db.doc(recipePath(recipeId)),
  );
  const ids = favoriteIds(userSnap?.data());
  return {
    // a favorite of a version is its family's (decision 0073)
    isFavorite: ids.includes(familyKeyOf(recipeId, recipeSnap?.data())),
    favoriteCount: count(recipeSnap?.get('favoriteCount')),
    totalFavorites: ids.length,
  };
}

/** The viewer's saved recipe ids (the hearts on recipe cards: one read for a whole grid). */
export async function favoriteRecipeIds(deps: FavoritesDeps, uid: string): Promise<{ recipeIds: string[] }> {
  return { recipeIds: favoriteIds((await deps.db.doc(userPath(uid)).get()).data()) };
}
