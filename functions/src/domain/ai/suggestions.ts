/**
 * Recipe suggestions from a title (000 §1 "ai-title", §7 recipe-suggestions, §9 AI limits): rules and texts.
 */
import { z } from 'zod';
import { rateLimitWaitMessage } from '../messages';
import { RECIPE_LANGUAGES } from '../recipe/types';

/**
 * 000 §9: 5 requests per 10 minutes, answers cached 30 days, up to 5 suggestions per field: the descriptions are
 * alternatives, 5 of them. Ingredient lines and steps are one draft ("Use all"), whose steps must find their
 * ingredients in it, so those lists go up to a recipe's length (decision 0044).
 */
export const AI_SUGGESTION_LIMITS = {
  requests: 5,
  windowMs: 600_000,
  cacheMs: 30 * 86_400_000,
  perField: 5,
  perList: 30,
  titleMin: 3,
  titleMax: 200,
} as const;

/** 000 §8 "AI" (Suggestions). */
export const AI_MESSAGES = {
  titleTooShort: 'Recipe title is too short',
  rateLimited: rateLimitWaitMessage,
  notAuthenticated: 'User not authenticated',
  failed: 'Failed to get suggestions',
  unavailable: 'AI service is unavailable, try to improve the title and try again',
} as const;

export const AI_SUGGESTIONS_COLLECTION = 'ai_recipe_suggestions';

export const recipeSuggestionsInputSchema = z.object({
  title: z
    .string({ error: 'title must be text' })
    .trim()
    .min(AI_SUGGESTION_LIMITS.titleMin, AI_MESSAGES.titleTooShort)
    .max(AI_SUGGESTION_LIMITS.titleMax, `title must be ${AI_SUGGESTION_LIMITS.titleMax} characters or less`),
  language: z
    .enum(RECIPE_LANGUAGES, { error: `language must be one of ${RECIPE_LANGUAGES.join(', ')}` })
    .default('en'),
  /** 001 §7: the /share page's friend has no account; an open request link stands in for the sign-in. */
  linkToken: z
    .string({ error: 'linkToken must be text' })
    .trim()
    .max(64, 'linkToken is not a link')
    .optional(),
});
export type RecipeSuggestionsInput = z.infer<typeof recipeSuggestionsInputSchema>;

export interface RecipeSuggestions {
  description: string[];
  ingredients: string[];
  instructions: string[];
}

/** What a provider answers, checked before it is stored or shown (descriptions perField, lists perList, no blanks). */
export const recipeSuggestionsSchema = z.object({
  description: z.array(z.string().trim().min(1).max(2000)).max(AI_SUGGESTION_LIMITS.perField),
  ingredients: z.array(z.string().trim().min(1).max(200)).max(AI_SUGGESTION_LIMITS.perList),
  instructions: z.array(z.string().trim().min(1).max(1000)).max(AI_SUGGESTION_LIMITS.perList),
});

/** The cache key's title: case, accents of spacing and punctuation do not make another entry. */
export function normalizeSuggestionTitle(title: string): string {
  return title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Nothing to offer (the offline provider found no recipe like the title): answered as such, not as a failure. */
export const noSuggestions = (data: RecipeSuggestions): boolean =>
  data.description.length + data.ingredients.length + data.instructions.length === 0;

/** A suggestion set with duplicates (ignoring case and spacing) and blanks removed, each field cut to its limit. */
export function cleanSuggestions(raw: RecipeSuggestions): RecipeSuggestions {
  const unique = (items: readonly string[], limit: number) => {
    const seen = new Set<string>();
    const kept: string[] = [];
    for (const item of items.map((text) => text.trim()).filter(Boolean)) {
      const key = normalizeSuggestionTitle(item);
      if (seen.has(key)) continue;
      seen.add(key);
      kept.push(item);
    }
    return kept.slice(0, limit);
  };
  return {
    description: unique(raw.description, AI_SUGGESTION_LIMITS.perField),
    ingredients: unique(raw.ingredients, AI_SUGGESTION_LIMITS.perList),
    instructions: unique(raw.instructions, AI_SUGGESTION_LIMITS.perList),
  };
}

/**
 * Inserting a suggestion into a list field (000 §2): never a second copy of a row already there, and into the first
 * blank slot (a new row only when none is blank).
 */
export function insertSuggestion(rows: readonly string[], suggestion: string): string[] {
  const key = normalizeSuggestionTitle(suggestion);
  if (rows.some((row) => normalizeSuggestionTitle(row) === key)) return [...rows];
  const next = [...rows];
  const blank = next.findIndex((row) => row.trim() === '');
  if (blank === -1) next.push(suggestion);
  else next[blank] = suggestion;
  return next;
}
