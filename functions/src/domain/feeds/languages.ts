/**
 * Which recipe languages a feed shows (spec 001 §1): a guest sees the current content language only; a signed-in
 * user sees their language plus the languages their profile allows (contentLanguage: a code, a list, or 'all').
 * Languages the user is learning (an interest score of 10 or more, 001 §9; `learned`) are allowed too.
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
  learned: readonly string[] = [],
): RecipeLanguage[] | null {
  if (!profile) return [requested];
  const allowed = profile.contentLanguage ?? DEFAULT_CONTENT_LANGUAGE;
  if (allowed === 'all' || (Array.isArray(allowed) && allowed.includes('all'))) return null;
  const wanted = new Set<unknown>([
    requested,
    profile.language,
    ...(Array.isArray(allowed) ? allowed : [allowed]),
    ...learned,
  ]);
  return RECIPE_LANGUAGES.filter((language) => wanted.has(language));
}

/**
 * Issue 27: when the viewer's languages hold fewer public recipes than this, the feeds show every language and say
 * so (a French or Italian guest's home is never empty while other recipes exist). Trending tags follow it too.
 */
export const FEED_LANGUAGE_MIN_RECIPES = 6;

export interface FeedScope {
  /** The recipe languages shown; null when every language is. */
  readonly languages: RecipeLanguage[] | null;
  /** True when the viewer's own languages had too few recipes and the feed shows the others too. */
  readonly languageFallback: boolean;
}

/** The viewer's languages, or every language when they hold too few public recipes. */
export function feedScope(languages: RecipeLanguage[] | null, publicRecipesInThem: number): FeedScope {
  if (languages === null || publicRecipesInThem >= FEED_LANGUAGE_MIN_RECIPES) {
    return { languages, languageFallback: false };
  }
  return { languages: null, languageFallback: true };
}
