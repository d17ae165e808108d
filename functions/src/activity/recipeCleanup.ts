/**
 * The activity group's step of the recipe-deletion cleanup (platform/cleanup/recipe.ts): every reader's activity
 * items of the deleted recipe (Firestore only; nothing is mirrored).
 */
import { ACTIVITY_SUBCOLLECTION } from '../domain/activity';
import { deleteAll } from '../platform/cleanup/batches';
import { registerRecipeCleanup } from '../platform/cleanup/recipe';

registerRecipeCleanup({
  name: 'activity',
  async run(deps, { id: recipeId }) {
    const found = await deps.db
      .collectionGroup(ACTIVITY_SUBCOLLECTION)
      .where('recipeId', '==', recipeId)
      .select()
      .get();
    return deleteAll(
      deps.db,
      found.docs.map((doc) => doc.ref),
    );
  },
});
