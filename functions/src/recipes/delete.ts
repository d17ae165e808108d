/**
 * recipes-delete (spec 000 §4 "Delete", 002 §4 "Admin recipe deletion"): the author or an admin removes the recipe
 * from the mirror first, then from Firestore with the author's recipeCount − 1 in the same commit; then the
 * cleanup registry runs (platform/cleanup/recipe.ts: each group's steps), logging what fails and never failing the
 * deletion. In a family of language versions (decision 0073) deleting a version removes that version (its photos
 * are the family's), and the original goes only with its versions, when the caller says so (`withVersions`), or
 * keeps one of them at its address (`keepVersion`: versions/promote.ts, decision 0076).
 */
import { AppError } from '../domain/errors';
import { accessFacts, canManageRecipe } from '../domain/recipe/access';
import { recipeAuthorId } from '../domain/recipe/author';
import { RECIPE_ACTIONS, RECIPE_MESSAGES } from '../domain/recipe/messages';
import { cleanupDeletedRecipe, type RecipeCleanupReport } from '../platform/cleanup/recipe';
import { writeMirrored } from '../platform/mirror/writeMirrored';
import { mirrorBusyAsRateLimited } from '../platform/rateLimit';
import type { MirroredChange } from '../platform/mirror/types';
import { readFamily } from '../platform/recipeFamily';
import { VERSION_ACTIONS, versionRefused } from '../domain/recipe/familyMessages';
import { nowIso } from '../platform/mirror/deps';
import { recipeChange, recipeCountChange } from './changes';
import type { RecipesDeps } from './deps';
import { managerOfRecipe, readProfile } from './store';
import { assertCook } from './versions/add';
import { promotedCleanup, promotionChanges } from './versions/promote';
import { removalChanges, removeVersion, versionCleanup } from './versions/remove';

export interface DeleteOptions {
  /** The original of a family goes with its versions (decision 0073). */
  readonly withVersions?: boolean;
  /** The original's address keeps this version, promoted into it; the rest of the family stays (decision 0076). */
  readonly keepVersion?: string;
}

export async function deleteRecipe(
  deps: RecipesDeps,
  uid: string,
  recipeId: string,
  options: DeleteOptions = {},
): Promise<{ id: string; title: string; cleanup: RecipeCleanupReport }> {
  if (options.keepVersion) return keepVersion(deps, uid, recipeId, options.keepVersion);
  let versions: string[] = [];
  const deleted = await writeMirrored(deps, RECIPE_ACTIONS.delete, async (commit) => {
    const { family } = await readFamily(deps.db, recipeId);
    if (!family) throw new AppError('not-found', RECIPE_MESSAGES.notFoundOrDeleted);
    const before = family.asked.doc;
    if (!canManageRecipe(accessFacts(before), await managerOfRecipe(deps.db, uid, before))) {
      throw new AppError('permission-denied', RECIPE_MESSAGES.notAuthorizedToDelete);
    }
    if (family.key !== recipeId) {
      await commit(removalChanges(family));
      return { doc: before, version: true };
    }
    versions = family.members.map((member) => member.id).filter((id) => id !== recipeId);
    if (versions.length > 0) {
      if (!options.withVersions) throw versionRefused('failed-precondition', 'original-has-versions');
      return { doc: before, version: false };
    }
    const authorId = recipeAuthorId(before);
    const profile = authorId ? await readProfile(deps.db, authorId) : null;
    const changes: MirroredChange[] = [recipeChange(recipeId, before, null)];
    if (profile) changes.push(recipeCountChange(authorId, profile, -1));
    await commit(changes);
    return { doc: before, version: false };
  }).catch((error: unknown) => {
    throw mirrorBusyAsRateLimited(error, RECIPE_ACTIONS.delete);
  });
  if (versions.length > 0) {
    // the versions first, each on its own; the original, a family of one by then, last
    for (const version of versions) await removeVersion(deps, uid, version);
    return deleteRecipe(deps, uid, recipeId);
  }
  return {
    id: recipeId,
    title: typeof deleted.doc.title === 'string' ? deleted.doc.title : '',
    cleanup: deleted.version
      ? await versionCleanup(deps, recipeId, deleted.doc)
      : await cleanupDeletedRecipe(deps, { id: recipeId, doc: deleted.doc }),
  };
}

/**
 * Deleting the original while keeping version `versionId`: the version's words take the original's address and its
 * own document goes (versions/promote.ts). Only the family's cook chooses, on the original.
 */
async function keepVersion(
  deps: RecipesDeps,
  uid: string,
  recipeId: string,
  versionId: string,
): Promise<{ id: string; title: string; cleanup: RecipeCleanupReport }> {
  const now = nowIso(deps);
  const promoted = await writeMirrored(deps, VERSION_ACTIONS.promote, async (commit) => {
    const { family } = await readFamily(deps.db, recipeId);
    if (!family) throw new AppError('not-found', RECIPE_MESSAGES.notFoundOrDeleted);
    assertCook(family, uid);
    if (family.key !== recipeId) throw versionRefused('failed-precondition', 'keep-from-original');
    const { changes, version } = await promotionChanges(deps, family, versionId, now);
    await commit(changes);
    return { original: family.asked.doc, version: version.doc };
  }).catch((error: unknown) => {
    throw mirrorBusyAsRateLimited(error, VERSION_ACTIONS.promote);
  });
  return {
    id: recipeId,
    title: typeof promoted.original.title === 'string' ? promoted.original.title : '',
    cleanup: await promotedCleanup(deps, versionId, promoted.version),
  };
}
