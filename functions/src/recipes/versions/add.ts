/**
 * A new language version joins a family (issue 34, decision 0073): its document (the family's fields from the
 * original, its own texts in its language) and every member's list of versions, with the version's tags, in one
 * mirrored commit, mirror first. Writing the original moves its version, so a rating or favorite that read the family
 * before the new member existed conflicts and is redone with it. The cook adds one from the form
 * (recipes-addVersion); an accepted suggestion adds one credited to its translator (suggestions.ts).
 */
import { AppError } from '../../domain/errors';
import { recipeAuthorId } from '../../domain/recipe/author';
import {
  languageVersionsOf,
  versionDoc,
  versionRefusal,
  withMember,
  type TranslationCredit,
  type VersionLanguage,
  type VersionRefusal,
  type VersionTexts,
} from '../../domain/recipe/family';
import { VERSION_ACTIONS, versionRefused } from '../../domain/recipe/familyMessages';
import { RECIPE_MESSAGES } from '../../domain/recipe/messages';
import { tagEntries } from '../../domain/recipe/tags';
import type { ErrorCode } from '../../domain/errors';
import { nowIso } from '../../platform/mirror/deps';
import type { CompanionWrite } from '../../platform/mirror/types';
import { writeMirrored } from '../../platform/mirror/writeMirrored';
import { familyChanges, readFamily, type RecipeFamily } from '../../platform/recipeFamily';
import { recipeChange } from '../changes';
import type { RecipesDeps } from '../deps';
import { readRecipe } from '../store';
import { incrementChanges } from '../tags';

const REFUSAL_CODES: Record<VersionRefusal, ErrorCode> = {
  'language-not-allowed': 'invalid-argument',
  'language-taken': 'already-exists',
  'family-full': 'resource-exhausted',
};

/** Throws unless a version in `language` may join the family. */
export function assertMayJoin(family: RecipeFamily, language: string): void {
  const refusal = versionRefusal(languageVersionsOf(family.key, family.original.doc), language);
  if (refusal) throw versionRefused(REFUSAL_CODES[refusal], refusal, { field: 'language' });
}

/** Throws unless `uid` is the family's cook. */
export function assertCook(family: RecipeFamily, uid: string): void {
  if (recipeAuthorId(family.original.doc) !== uid) throw versionRefused('permission-denied', 'only-the-cook');
}

export interface NewVersionRequest {
  /** The new version's id (the client makes it, as for a recipe). */
  readonly recipeId: string;
  /** Any member of the family. */
  readonly of: string;
  readonly language: VersionLanguage;
  readonly texts: VersionTexts;
  readonly translatedBy: TranslationCredit | null;
}

/** The version's document and every member's new list, the version's tags counted; answers the family's key. */
export async function addVersion(
  deps: Pick<RecipesDeps, 'db' | 'mirror' | 'now' | 'beforeCommit'>,
  uid: string,
  request: NewVersionRequest,
  /** Firestore-only writes of the same commit (an accepted suggestion's own document). */
  companions: readonly CompanionWrite[] = [],
): Promise<{ id: string; familyId: string; title: string }> {
  const now = nowIso(deps);
  return writeMirrored(deps, VERSION_ACTIONS.add, async (commit) => {
    const [existing, { family }] = await Promise.all([
      readRecipe(deps.db, request.recipeId),
      readFamily(deps.db, request.of),
    ]);
    if (!family) throw new AppError('not-found', RECIPE_MESSAGES.notFound);
    assertCook(family, uid);
    if (existing) throw new AppError('already-exists', RECIPE_MESSAGES.alreadyExists, { field: 'recipeId' });
    assertMayJoin(family, request.language);
    const languageVersions = withMember(languageVersionsOf(family.key, family.original.doc), {
      id: request.recipeId,
      language: request.language,
    });
    const doc = versionDoc(family.original.doc, request.texts, {
      language: request.language,
      familyId: family.key,
      languageVersions,
      translatedBy: request.translatedBy,
      now,
    });
    const tags = await incrementChanges(
      deps.db,
      tagEntries(request.texts.tags),
      request.recipeId,
      request.language,
      now,
    );
    await commit(
      [
        recipeChange(request.recipeId, null, doc),
        ...familyChanges(family, { familyId: family.key, languageVersions }),
        ...tags,
      ],
      companions,
    );
    return { id: request.recipeId, familyId: family.key, title: request.texts.title };
  });
}
