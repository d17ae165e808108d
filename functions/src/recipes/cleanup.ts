/**
 * The recipes group's steps of the recipe-deletion cleanup (platform/cleanup/recipe.ts lists every step in the
 * spec's order): the recipe's tags, its view and share events, the caches keyed by it, its images.
 * Imported for its registrations by the group's index.ts.
 */
import { RECIPE_ACTIONS } from '../domain/recipe/messages';
import { deleteAll, strings } from '../platform/cleanup/batches';
import { registerRecipeCleanup } from '../platform/cleanup/recipe';
import { writeMirrored } from '../platform/mirror/writeMirrored';
import { removeImages } from './images';
import { decrementChanges } from './tags';

/**
 * Collections of cached documents that carry a `recipeId` field. Groups that cache per recipe list theirs here, so
 * a deleted recipe leaves no cached copy behind.
 */
export const RECIPE_KEYED_CACHES = ['recommendationCache', 'searchCache', 'activityCache'] as const;

registerRecipeCleanup({
  name: 'tags',
  run: (deps, recipe) =>
    writeMirrored(deps, RECIPE_ACTIONS.delete, async (commit) => {
      const changes = await decrementChanges(deps.db, strings(recipe.doc.tags), recipe.id);
      await commit(changes);
      return changes.length;
    }),
});

registerRecipeCleanup({
  name: 'events',
  async run({ supabase }, recipe) {
    let removed = 0;
    for (const table of ['recipe_views', 'shares'] as const) {
      const { error, count } = await supabase
        .from(table)
        .delete({ count: 'exact' })
        .eq('recipe_id', recipe.id);
      if (error) throw new Error(`${table}: ${error.message}`);
      removed += count ?? 0;
    }
    return removed;
  },
});

registerRecipeCleanup({
  name: 'caches',
  async run({ db }, recipe) {
    let removed = 0;
    for (const name of RECIPE_KEYED_CACHES) {
      const cached = await db.collection(name).where('recipeId', '==', recipe.id).select().get();
      removed += await deleteAll(
        db,
        cached.docs.map((doc) => doc.ref),
      );
    }
    return removed;
  },
});

function imageIdsOf(recipe: Record<string, unknown>): string[] {
  const images = Array.isArray(recipe.images) ? (recipe.images as { publicId?: unknown }[]) : [];
  return images.map((image) => image?.publicId).filter((id): id is string => typeof id === 'string' && !!id);
}

registerRecipeCleanup({
  name: 'images',
  run: (deps, recipe) => removeImages(deps.images, imageIdsOf(recipe.doc)),
});
