/**
 * Which recipe languages a feed shows (spec 001 §1): a guest sees the current content language only; a signed-in
 * user sees their language plus the languages their profile allows (contentLanguage: a code, a list, or 'all').
 * The language-learning issue widens the allowed list from interest scores.
 */
import { DEFAULT_CONTENT_LANGUAGE } from '../profile/document';
import { RECIPE_LANGUAGES, type RecipeLanguage } from '../recipe/types';

/** What of a profile the rule reads. */
export interface FeedProfile {
  readonly language?: unknown;
  readonly contentLanguage?: unknown;
}

/** The languages to show, in a stable order; null means every language. */
export function feedLanguages(
  requested: RecipeLanguage,
  profile: FeedProfile | null,
): RecipeLanguage[] | null {
  if (!profile) return [requested];
  const allowed = profile.contentLanguage ?? DEFAULT_CONTENT_LANGUAGE;
  if (allowed === 'all' || (Array.isArray(allowed) && allowed.includes('all'))) return null;
  const wanted = new Set<unknown>([
    requested,
    profile.language,
    ...(Array.isArray(allowed) ? allowed : [allowed]),
  ]);
  return RECIPE_LANGUAGES.filter((language) => wanted.has(language));
}
