/**
 * Removing a language version (issue 34, decision 0073): its document goes and every other member's list loses
 * it, mirror first, in one commit; then the recipe-deletion cleanup runs for the version's own traces (its tags,
 * page events, caches, comments) with no photos, which are the family's. Ratings and favorites are the family's,
 * kept under the original's id, and stay. The original is not removed this way: deleting the recipe does that.
 */
import { AppError } from '../../domain/errors';
import { accessFacts, canManageRecipe } from '../../domain/recipe/access';
import { languageVersionsOf, withoutMember } from '../../domain/recipe/family';
import { VERSION_ACTIONS, versionRefused } from '../../domain/recipe/familyMessages';
import { RECIPE_MESSAGES } from '../../domain/recipe/messages';
import { cleanupDeletedRecipe, type RecipeCleanupReport } from '../../platform/cleanup/recipe';
import { writeMirrored } from '../../platform/mirror/writeMirrored';
import { mirrorBusyAsRateLimited } from '../../platform/rateLimit';
import { familyChanges, readFamily, type RecipeFamily } from '../../platform/recipeFamily';
import { recipeChange } from '../changes';
import type { RecipesDeps } from '../deps';
import { managerOfRecipe } from '../store';

/** The commit's changes for removing `family.asked`, a version, after the caller's checks. */
export function removalChanges(family: RecipeFamily) {
  const { asked } = family;
  const languageVersions = withoutMember(languageVersionsOf(family.key, family.original.doc), asked.id);
  const others = { ...family, members: family.members.filter((member) => member.id !== asked.id) };
  return [recipeChange(asked.id, asked.doc, null), ...familyChanges(others, { languageVersions })];
}

/** The version's own traces; the photos are the family's. */
export const versionCleanup = (deps: RecipesDeps, id: string, doc: Record<string, unknown>) =>
  cleanupDeletedRecipe(deps, { id, doc: { ...doc, images: [] } });

export async function removeVersion(
  deps: RecipesDeps,
  uid: string,
  recipeId: string,
): Promise<{ id: string; cleanup: RecipeCleanupReport }> {
  const removed = await writeMirrored(deps, VERSION_ACTIONS.remove, async (commit) => {
    const { family } = await readFamily(deps.db, recipeId);
    if (!family) throw new AppError('not-found', RECIPE_MESSAGES.notFoundOrDeleted);
    if (
      !canManageRecipe(accessFacts(family.asked.doc), await managerOfRecipe(deps.db, uid, family.asked.doc))
    )
      throw versionRefused('permission-denied', 'only-the-cook');
    if (family.key === recipeId) throw versionRefused('failed-precondition', 'not-a-version');
    await commit(removalChanges(family));
    return family.asked.doc;
  }).catch((error: unknown) => {
    throw mirrorBusyAsRateLimited(error, VERSION_ACTIONS.remove);
  });
  return { id: recipeId, cleanup: await versionCleanup(deps, recipeId, removed) };
}
