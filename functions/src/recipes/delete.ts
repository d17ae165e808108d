/**
 * recipes-delete (spec 000 §4 "Delete", 002 §4 "Admin recipe deletion"): the author or an admin removes the recipe
 * from the mirror first, then from Firestore with the author's recipeCount − 1 in the same commit; then the
 * cleanup registry runs (platform/cleanup/recipe.ts: each group's steps), logging what fails and never failing the
 * deletion.
 */
import { AppError } from '../domain/errors';
import { accessFacts, canManageRecipe } from '../domain/recipe/access';
import { recipeAuthorId } from '../domain/recipe/author';
import { RECIPE_ACTIONS, RECIPE_MESSAGES } from '../domain/recipe/messages';
import { cleanupDeletedRecipe, type RecipeCleanupReport } from '../platform/cleanup/recipe';
import { writeMirrored } from '../platform/mirror/writeMirrored';
import { mirrorBusyAsRateLimited } from '../platform/rateLimit';
import type { MirroredChange } from '../platform/mirror/types';
import { recipeChange, recipeCountChange } from './changes';
import type { RecipesDeps } from './deps';
import { managerOfRecipe, readProfile, readRecipe } from './store';

export async function deleteRecipe(
  deps: RecipesDeps,
  uid: string,
  recipeId: string,
): Promise<{ id: string; title: string; cleanup: RecipeCleanupReport }> {
  const deleted = await writeMirrored(deps, RECIPE_ACTIONS.delete, async (commit) => {
    const before = await readRecipe(deps.db, recipeId);
    if (!before) throw new AppError('not-found', RECIPE_MESSAGES.notFoundOrDeleted);
    if (!canManageRecipe(accessFacts(before), await managerOfRecipe(deps.db, uid, before))) {
      throw new AppError('permission-denied', RECIPE_MESSAGES.notAuthorizedToDelete);
    }
    const authorId = recipeAuthorId(before);
    const profile = authorId ? await readProfile(deps.db, authorId) : null;
    const changes: MirroredChange[] = [recipeChange(recipeId, before, null)];
    if (profile) changes.push(recipeCountChange(authorId, profile, -1));
    await commit(changes);
    return before;
  }).catch((error: unknown) => {
    throw mirrorBusyAsRateLimited(error, RECIPE_ACTIONS.delete);
  });
  return {
    id: recipeId,
    title: typeof deleted.title === 'string' ? deleted.title : '',
    cleanup: await cleanupDeletedRecipe(deps, { id: recipeId, doc: deleted }),
  };
}
