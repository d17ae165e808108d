/**
 * Clean orphaned recipes (spec 002 §7 POST /api/admin/clean-orphaned-recipes): a recipe row the mirror holds
 * without its Firestore document is removed (behind a tombstone, platform/mirror repairMirror), and what other
 * stores keep about it goes the way of any deleted recipe's (the cleanup registry, platform/cleanup/recipe.ts:
 * tags, ratings, comments, favorites, collections, events, caches, activity, images), from the row as it was.
 */
import { cleanupDeletedRecipe } from '../../platform/cleanup/recipe';
import { repairMirror } from '../../platform/mirror/consistency';
import { recipeMapping } from '../../platform/mirror/mappings';
import type { BackofficeDeps } from '../deps';
import { inspect, type InspectOptions } from './inspect';

const ROW_BATCH = 100;

/** The fields the cleanup steps read of a deleted recipe, from its mirror row. */
function recipeOfRow(row: Record<string, unknown>): Record<string, unknown> {
  return {
    title: row.title,
    authorId: row.author_id,
    tags: row.tags,
    categories: row.categories,
    images: row.images,
    language: row.language,
  };
}

export async function cleanOrphanedRecipes(
  deps: BackofficeDeps,
  options: InspectOptions = {},
): Promise<number> {
  const inspection = await inspect(deps, recipeMapping, options);
  const orphans = inspection.differences.filter((difference) => difference.kind === 'missing-in-firestore');
  let removed = 0;
  for (let from = 0; from < orphans.length; from += ROW_BATCH) {
    const batch = orphans.slice(from, from + ROW_BATCH);
    const { data, error } = await deps.supabase
      .from('recipes')
      .select('firebase_id, title, author_id, tags, categories, images, language')
      .in(
        'firebase_id',
        batch.map((orphan) => orphan.id),
      );
    if (error) throw new Error(`consistency: reading orphaned recipes: ${error.message}`);
    removed += await repairMirror(deps, batch, [recipeMapping]);
    for (const row of (data ?? []) as Record<string, unknown>[]) {
      await cleanupDeletedRecipe(deps, { id: String(row.firebase_id), doc: recipeOfRow(row) });
    }
  }
  return removed;
}
