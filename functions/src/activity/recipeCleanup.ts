/**
 * The activity group's step of the recipe-deletion cleanup (platform/cleanup/recipe.ts): every reader's activity
 * items of the deleted recipe (Firestore only; nothing is mirrored).
 */
import { ACTIVITY_SUBCOLLECTION } from '../domain/activity';
import { deleteAll, refsNamingRecipe } from '../platform/cleanup/batches';
import { registerRecipeCleanup } from '../platform/cleanup/recipe';

registerRecipeCleanup({
  name: 'activity',
  async run(deps, { id: recipeId }) {
    return deleteAll(
      deps.db,
      await refsNamingRecipe(deps.db.collectionGroup(ACTIVITY_SUBCOLLECTION), recipeId),
    );
  },
});
