/**
 * The comments group's step of the recipe-deletion cleanup (platform/cleanup/recipe.ts): the recipe's comments with
 * their likes, reports and notifications, mirror first (no counter moves: the recipe is gone). A family's comments
 * are kept under the original's id (decision 0077), like their notifications, so removing a version finds none of
 * them; they go with the original, which is deleted last, a family of one by then.
 */
import { COMMENTS_COLLECTION } from '../domain/comments/types';
import { RECIPE_ACTIONS } from '../domain/recipe/messages';
import { refsNamingRecipe } from '../platform/cleanup/batches';
import { registerRecipeCleanup } from '../platform/cleanup/recipe';
import { forgetNotifications } from './notify';
import { removeComments } from './tree';

registerRecipeCleanup({
  name: 'comments',
  async run(deps, { id: recipeId }) {
    const found = await refsNamingRecipe(deps.db.collection(COMMENTS_COLLECTION), recipeId);
    const ids = found.map((ref) => ref.id);
    await removeComments(deps, RECIPE_ACTIONS.delete, ids);
    // notifications of comments already gone (a thread deleted while its notification was being written)
    await forgetNotifications(deps.db, 'recipeId', [recipeId]);
    return ids.length;
  },
});
