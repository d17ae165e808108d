/**
 * Keeping a version when its original is deleted (issue 34, decisions 0073, 0076): the chosen version's own fields
 * move into the original's document, whose id the family's ratings, favorites and comments are kept under, and the
 * version's document goes; every other member lists the original first in its new language; the version's tags are
 * counted under the original's id and the original's old ones no more. One mirrored commit, mirror first; then the
 * recipe-deletion cleanup runs for the version's own traces (its page events, caches), never its
 * tags (moved in the commit) nor the photos, ratings and favorites (the family's).
 */
import { strings } from '../../platform/cleanup/batches';
import { languageVersionsOf, promotedDoc, promotedLanguageVersions } from '../../domain/recipe/family';
import { versionRefused } from '../../domain/recipe/familyMessages';
import type { RecipeCleanupReport } from '../../platform/cleanup/recipe';
import { withoutVersion } from '../../platform/mirror/deps';
import type { MirroredChange } from '../../platform/mirror/types';
import { familyChanges, type FamilyMember, type RecipeFamily } from '../../platform/recipeFamily';
import { recipeChange } from '../changes';
import type { RecipesDeps } from '../deps';
import { promotionTagChanges } from '../tags';
import { versionCleanup } from './remove';

/**
 * The commit's changes for promoting `versionId` into the original, `family.asked` (the caller checked that it is
 * the original and that the caller is its cook). Refused when `versionId` is not one of the family's versions.
 */
export async function promotionChanges(
  deps: Pick<RecipesDeps, 'db'>,
  family: RecipeFamily,
  versionId: string,
  now: string,
): Promise<{ changes: MirroredChange[]; version: FamilyMember }> {
  const original = family.asked;
  const version = family.members.find((member) => member.id === versionId && member.id !== original.id);
  const languageVersions = promotedLanguageVersions(
    languageVersionsOf(original.id, original.doc),
    original.id,
    versionId,
  );
  if (!version || !languageVersions)
    throw versionRefused('failed-precondition', 'not-in-family', { versionId });
  const after = promotedDoc(withoutVersion(original.doc), withoutVersion(version.doc), languageVersions, now);
  const others = family.members.filter((member) => member.id !== original.id && member.id !== versionId);
  const tags = await promotionTagChanges(deps.db, {
    originalId: original.id,
    originalTags: strings(original.doc.tags),
    versionId,
    versionTags: strings(version.doc.tags),
    language: typeof after.language === 'string' ? after.language : null,
    now,
  });
  const changes = [
    recipeChange(original.id, original.doc, after),
    recipeChange(versionId, version.doc, null),
    ...familyChanges({ ...family, members: others }, { languageVersions }),
    ...tags,
  ];
  return { changes, version };
}

/** The promoted version's own traces, once its document is gone: its tags were moved, the photos are the family's. */
export const promotedCleanup = (
  deps: RecipesDeps,
  versionId: string,
  doc: Record<string, unknown>,
): Promise<RecipeCleanupReport> => versionCleanup(deps, versionId, { ...doc, tags: [] });
