/**
 * The orphan cleaners of the cleanup, one item at a time so that one failure is reported and the run goes on (002
 * §8 "Failures of single items do not stop the run"). Mirrored documents change through the one mirror write path
 * (platform/mirror: writeMirrored and the cleanup helpers over it), mirror first; caches and view rows are one
 * store's alone.
 */
import { CLEANUP_ACTION_TEXT, type CleanupItem, type CleanupType } from '../../domain/cleanup';
import { COLLECTION_RECIPES_SUBCOLLECTION } from '../../domain/collections/document';
import { tagAfterDecrement } from '../../domain/recipe/tags';
import { deleteAll } from '../../platform/cleanup/batches';
import { deleteMirroredDocuments, removeFromMirroredArrays } from '../../platform/cleanup/mirroredArrays';
import { nowIso, versionedDoc } from '../../platform/mirror/deps';
import { documentPath } from '../../platform/mirror/documentKey';
import {
  collectionMapping,
  favoriteMapping,
  profileMapping,
  ratingMapping,
  tagMapping,
} from '../../platform/mirror/mappings';
import type { MirrorMapping } from '../../platform/mirror/types';
import { writeMirrored } from '../../platform/mirror/writeMirrored';
import type { BackofficeDeps } from '../deps';

/** Removes one orphan; resolves to whether something was removed (false: already gone). */
type Cleaner = (deps: BackofficeDeps, item: CleanupItem) => Promise<boolean>;

async function dropFromArray(
  deps: BackofficeDeps,
  item: CleanupItem,
  mapping: MirrorMapping,
  field: string,
  alongside?: (remaining: string[]) => Record<string, unknown>,
): Promise<boolean> {
  let changed = 0;
  for (const value of item.recipeIds) {
    changed += await removeFromMirroredArrays(deps, CLEANUP_ACTION_TEXT, {
      mapping,
      keys: [item.id],
      field,
      value,
      perCommit: 1,
      ...(alongside ? { alongside } : {}),
    });
  }
  return changed > 0;
}

const deleteDocument =
  (mapping: MirrorMapping): Cleaner =>
  async (deps, item) =>
    (await deleteMirroredDocuments(deps, CLEANUP_ACTION_TEXT, mapping, [item.id], 1)) > 0;

const CLEANERS: Record<CleanupType, Cleaner> = {
  favoriteMetadata: deleteDocument(favoriteMapping),
  ratingsSubcollections: deleteDocument(ratingMapping),
  async viewTracking({ supabase }, item) {
    const { count, error } = await supabase
      .from('recipe_views')
      .delete({ count: 'exact' })
      .eq('recipe_id', item.id);
    if (error) throw new Error(error.message);
    return (count ?? 0) > 0;
  },
  tagReferences: (deps, item) =>
    writeMirrored(deps, CLEANUP_ACTION_TEXT, async (commit) => {
      const snapshot = await deps.db.doc(documentPath(tagMapping, item.id)).get();
      if (!snapshot.exists) return false;
      const before = versionedDoc(snapshot);
      let after: Record<string, unknown> | null = before;
      for (const recipeId of item.recipeIds) if (after) after = tagAfterDecrement(after, recipeId);
      await commit([{ mapping: tagMapping, id: item.id, before, after }]);
      return true;
    }),
  userFavorites: (deps, item) => dropFromArray(deps, item, profileMapping, 'favoriteRecipes'),
  async userCollections(deps, item) {
    const now = nowIso(deps);
    const changed = await dropFromArray(deps, item, collectionMapping, 'recipeIds', (recipeIds) => ({
      recipeCount: recipeIds.length,
      updatedAt: now,
    }));
    // the collection's entries of those recipes are Firestore's alone (decision 0008)
    const entries = deps.db
      .doc(documentPath(collectionMapping, item.id))
      .collection(COLLECTION_RECIPES_SUBCOLLECTION);
    await deleteAll(
      deps.db,
      item.recipeIds.map((recipeId) => entries.doc(recipeId)),
    );
    return changed;
  },
  recommendationCaches: deleteCached,
  searchAnalytics: deleteCached,
};

async function deleteCached(deps: BackofficeDeps, item: CleanupItem): Promise<boolean> {
  await deps.db.doc(item.id).delete();
  return true;
}

/** Cleans a batch item by item: how many were removed, and each failure as "{id}: {message}". */
export async function cleanBatch(
  deps: BackofficeDeps,
  type: CleanupType,
  items: readonly CleanupItem[],
): Promise<{ cleaned: number; errors: string[] }> {
  let cleaned = 0;
  const errors: string[] = [];
  for (const item of items) {
    try {
      if (await CLEANERS[type](deps, item)) cleaned += 1;
    } catch (error) {
      errors.push(`${item.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { cleaned, errors };
}
