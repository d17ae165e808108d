/**
 * Ingredient replacement's rules and texts (000 §7, §8, §9; 001 §7): light, so the web's contracts can import them
 * without the offline tables (replacement.ts).
 */
import { z } from 'zod';
import { CALL_MESSAGES, rateLimitWaitMessage } from '../messages';
import { RECIPE_LANGUAGES } from '../recipe/types';

/** 000 §9: 5 requests per hour per user, answers cached 30 minutes. */
export const REPLACEMENT_LIMITS = {
  requests: 5,
  windowMs: 3_600_000,
  cacheMs: 1_800_000,
  ingredientMax: 200,
  ingredientsMax: 100,
} as const;

/** 000 §8 "Ingredient replacement": the codes the answer carries (details.reason), read by the UI. */
export const REPLACEMENT_CODES = {
  authRequired: 'AUTH_REQUIRED',
  rateLimited: 'RATE_LIMIT_EXCEEDED',
} as const;

export const REPLACEMENT_MESSAGES = {
  authRequired: CALL_MESSAGES.authRequired,
  rateLimited: rateLimitWaitMessage,
  failed: 'Failed to find a replacement',
  notInRecipe: 'missingIngredient must be one of the recipe ingredients',
} as const;

export const AI_REPLACEMENTS_COLLECTION = 'ai_ingredient_replacements';

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be ${max} characters or less`);

export const ingredientReplacementInputSchema = z
  .object({
    recipe: z.object({
      id: text('recipe.id', 128).min(1, 'recipe.id is required'),
      title: text('recipe.title', 200).default(''),
      description: text('recipe.description', 2000).default(''),
      ingredients: z
        .array(text('recipe.ingredients', REPLACEMENT_LIMITS.ingredientMax))
        .max(REPLACEMENT_LIMITS.ingredientsMax)
        .default([]),
    }),
    missingIngredient: text('missingIngredient', REPLACEMENT_LIMITS.ingredientMax).min(
      1,
      'missingIngredient is required',
    ),
    language: z
      .enum(RECIPE_LANGUAGES, { error: `language must be one of ${RECIPE_LANGUAGES.join(', ')}` })
      .default('en'),
  })
  .refine(
    (input) =>
      input.recipe.ingredients.length === 0 || input.recipe.ingredients.includes(input.missingIngredient),
    { message: REPLACEMENT_MESSAGES.notInRecipe, path: ['missingIngredient'] },
  );
export type IngredientReplacementInput = z.infer<typeof ingredientReplacementInputSchema>;

export interface Replacement {
  /** What to use instead, in the asked language. */
  substitute: string;
  /** How much of it ("¾ cup", or "the same amount" when the line gives none). */
  amount: string;
  /** A short why. */
  why: string;
}

/** What a provider answers, checked before it is stored or shown. */
export const replacementSchema = z.object({
  substitute: z.string().trim().min(1).max(200),
  amount: z.string().trim().max(200),
  why: z.string().trim().min(1).max(500),
});

/** POST /api/analytics/track-ingredient-click (000 §7): which ingredient a reader picked, and what they did. */
export const INGREDIENT_CLICK_ACTIONS = ['select', 'replace'] as const;
export const INGREDIENT_CLICKS_COLLECTION = 'ingredientClicks';
/** ours: one reader cannot flood the analytics (per user, or per address for guests). */
export const INGREDIENT_CLICK_LIMITS = { limit: 60, windowMs: 60_000 } as const;

export const trackIngredientClickInputSchema = z.object({
  ingredient: text('ingredient', REPLACEMENT_LIMITS.ingredientMax).min(1, 'ingredient is required'),
  recipeId: text('recipeId', 128).min(1, 'recipeId is required'),
  /** Sent by the page as the spec says; the server records the bearer's uid, never this. */
  userId: z.string().max(128).nullable().optional(),
  action: z.enum(INGREDIENT_CLICK_ACTIONS, {
    error: `action must be one of ${INGREDIENT_CLICK_ACTIONS.join(', ')}`,
  }),
});
export type TrackIngredientClickInput = z.infer<typeof trackIngredientClickInputSchema>;
