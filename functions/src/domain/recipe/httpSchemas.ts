/**
 * Query and body schemas of the recipes-api HTTP paths (docs/contracts/recipes.md "HTTP"). Query values arrive as
 * strings; a bad one is a 400 whose message names the parameter.
 */
import { z } from 'zod';
import { RECIPE_CLEANING_MAX_LENGTH } from '../constants/recipe';
import { PAGING, SIMILARITY_WEIGHTS, TAGS } from '../constants/social';
import { documentId } from '../catalog/fields';
import { AUTOCOMPLETE_MIN_CHARS } from './autocomplete';
import { MAX_RECIPE_ROWS } from './schema';

/**
 * A whole number from min to max; missing or '' gives the fallback. (A preprocess written as unknown → transform →
 * pipe, so the parameter is optional in the contract's input type, as it is at run time.)
 */
export function intParam(name: string, min: number, max: number, fallback: number) {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z
    .unknown()
    .optional()
    .transform((value) => (value === undefined || value === null || value === '' ? fallback : Number(value)))
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message));
}

/** An optional text parameter; '' counts as missing. */
export function optionalText(name: string, max: number) {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string({ error: `${name} must be text` })
      .trim()
      .max(max, `${name} must be ${max} characters or less`)
      .optional(),
  );
}

const recipeId = documentId('recipeId is required');

export const recipeIdQuerySchema = z.object({ recipeId });

/** ours: a page of related recipes stays small. */
export const MAX_SIMILAR = 20;
export const similarQuerySchema = z.object({
  recipeId,
  count: intParam('count', 1, MAX_SIMILAR, SIMILARITY_WEIGHTS.defaultRecommendations),
  /** 001 §7: "optional userId". The affinity read is the bearer's own; another user's id personalises nothing. */
  userId: optionalText('userId', 128),
  /** The reader's interface language: a recipe family is related once, as its member in it (decision 0073). */
  language: optionalText('language', 10),
});

/** A viewer without an account is told apart by the browser's fingerprint (001 §7 track-view). */
const fingerprint = optionalText('fingerprint', 200);

export const trackViewBodySchema = z.object({ recipeId, fingerprint });

/** The share bar's targets (000 §2: WhatsApp, Facebook, Instagram copy-link, native share). */
export const SHARE_PLATFORMS = ['whatsapp', 'facebook', 'instagram', 'copy-link', 'native', 'other'] as const;
export const trackShareBodySchema = z.object({
  recipeId,
  platform: z.enum(SHARE_PLATFORMS, { error: `platform must be one of: ${SHARE_PLATFORMS.join(', ')}` }),
  fingerprint,
});

/** ours: the most one page may ask for. */
export const MAX_PAGE_SIZE = 50;
export const userRecipesQuerySchema = z.object({
  targetUserId: documentId('targetUserId is required'),
  category: optionalText('category', 50),
  page: intParam('page', 1, 10_000, 1),
  limit: intParam('limit', 1, MAX_PAGE_SIZE, PAGING.userRecipeGrid),
  /** The reader's interface language: a recipe family is listed as its member in it (decision 0073). */
  language: optionalText('language', 10),
});

const tagLanguage = z.preprocess(
  (value) => (value === '' || value === null || value === 'all' ? undefined : value),
  z.enum(['he', 'it', 'en'], { error: 'language must be one of: he, it, en, all' }).optional(),
);

export const popularTagsBodySchema = z
  .object({
    language: tagLanguage,
    limit: intParam('limit', 1, TAGS.suggestionsPool, TAGS.popularDefault),
  })
  .optional()
  .transform((body) => body ?? { language: undefined, limit: TAGS.popularDefault });

/** get-trending-tags (001 §7, §9): tags used within the last daysBack days (7 by default), 10 by default. */
export const MAX_TRENDING_DAYS = 365;
export const trendingTagsBodySchema = z
  .object({
    language: tagLanguage,
    limit: intParam('limit', 1, TAGS.suggestionsPool, TAGS.trendingDefault),
    daysBack: intParam('daysBack', 1, MAX_TRENDING_DAYS, TAGS.trendingWindowDays),
  })
  .optional()
  .transform(
    (body) => body ?? { language: undefined, limit: TAGS.trendingDefault, daysBack: TAGS.trendingWindowDays },
  );

function prefixQuery(minChars: number, max: number) {
  const message = `q must be at least ${minChars} characters`;
  return z
    .string({ error: message })
    .trim()
    .min(minChars, message)
    .max(max, `q must be ${max} characters or less`);
}

export const tagSuggestQuerySchema = z.object({
  q: prefixQuery(TAGS.suggestionsMinChars, 30),
  language: tagLanguage,
  limit: intParam('limit', 1, TAGS.suggestionsPool, TAGS.suggestionsDefault),
});

export const ingredientSuggestQuerySchema = z.object({
  q: prefixQuery(AUTOCOMPLETE_MIN_CHARS.ingredients, 100),
});
export const instructionSuggestQuerySchema = z.object({
  q: prefixQuery(AUTOCOMPLETE_MIN_CHARS.instructions, 100),
});

/** A list of texts of at most MAX_RECIPE_ROWS, each at most `max` characters ([] when missing). */
function textList(name: string, item: string, max: number) {
  return z
    .array(
      z
        .string({ error: `each ${item} must be text` })
        .trim()
        .max(max, `each ${item} must be ${max} characters or less`),
      { error: `${name} must be a list of texts` },
    )
    .max(MAX_RECIPE_ROWS, `A recipe can have at most ${MAX_RECIPE_ROWS} ${name}`)
    .optional()
    .transform((list) => list ?? []);
}

/** POST /api/recipes/detect-language (000 §7): the recipe's texts, each within its field's cleaning limit. */
const limit = RECIPE_CLEANING_MAX_LENGTH;
export const detectLanguageBodySchema = z.object({
  title: optionalText('title', limit.title).transform((text) => text ?? ''),
  description: optionalText('description', limit.description).transform((text) => text ?? ''),
  ingredients: textList('ingredients', 'ingredient', limit.ingredient),
  instructions: textList('instructions', 'instruction', limit.instruction),
});
