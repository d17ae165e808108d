/**
 * The recipes group's calls (docs/contracts/recipes.md): the callables recipes-create/update/delete and the
 * recipes-api HTTP paths (/api/recipes/**, /api/supabase/**, /api/tags/**, /api/autocomplete/**).
 */
import type { z } from 'zod';
import type { AccessMode, PrivacyStatus } from '../recipe/access';
import {
  detectLanguageBodySchema,
  ingredientSuggestQuerySchema,
  instructionSuggestQuerySchema,
  popularTagsBodySchema,
  recipeIdQuerySchema,
  similarQuerySchema,
  tagSuggestQuerySchema,
  trendingTagsBodySchema,
  trackShareBodySchema,
  trackViewBodySchema,
  userRecipesQuerySchema,
} from '../recipe/httpSchemas';
import { createRecipeInputSchema, deleteRecipeInputSchema, updateRecipeInputSchema } from '../recipe/schema';
import type { LanguageDetectionAnswer } from '../recipe/language';
import { importLinkInputSchema, importTextInputSchema, type ImportCallAnswer } from '../importing/calls';
import type { Recipe, RecipeSummary, TagListItem } from '../recipe/types';
import { callableContract, getContract, postContract } from './define';
import {
  adminDeleteRecipeInputSchema,
  adminListRecipesInputSchema,
  adminSetTrendingInputSchema,
  type AdminRecipesPage,
} from '../admin';
import type { ErrorCode } from '../errors';
import { ADMIN_CALL_ERRORS, MODERATION_ERRORS, USER_WRITE_ERRORS } from './errorSets';
import { translateDraftInputSchema, type RecipeTranslation } from '../ai/translation';
import {
  addVersionInputSchema,
  answerSuggestionInputSchema,
  removeVersionInputSchema,
  suggestVersionInputSchema,
  versionSuggestionsInputSchema,
  type TranslationSuggestionDoc,
} from '../recipe/suggestions';

// ------------------------------------------------------------------------------------------------ callables

export const recipesCreate = callableContract<{ id: string }>('signedIn')({
  name: 'recipes-create',
  input: createRecipeInputSchema,
  // resource-exhausted: the cook reached settings/businessRules' maxRecipesPerUser (decision 0022)
  errors: [
    'unauthenticated',
    'permission-denied',
    'not-found',
    'already-exists',
    'unavailable',
    'resource-exhausted',
  ],
});

export const recipesUpdate = callableContract<{ id: string }>('signedIn')({
  name: 'recipes-update',
  input: updateRecipeInputSchema,
  errors: ['unauthenticated', 'permission-denied', 'not-found', 'unavailable'],
});

export const recipesDelete = callableContract<{ id: string }>('signedIn')({
  name: 'recipes-delete',
  input: deleteRecipeInputSchema,
  // failed-precondition: the original of a family of language versions, without withVersions (decision 0073), or
  // keepVersion naming no version of the family, or asked of a version (decision 0076)
  errors: USER_WRITE_ERRORS,
});

// ------------------------------------------------------------------------------------------------ language versions

/** A write of a family's versions: a user's write, or a version in a language the family has (already-exists). */
const VERSION_WRITE_ERRORS: readonly ErrorCode[] = [...USER_WRITE_ERRORS, 'already-exists'];

/** Issue 34 (decision 0073): a language version of the cook's own recipe, from the create form in its language. */
export const recipesAddVersion = callableContract<{ id: string; familyId: string; title: string }>(
  'signedIn',
)({
  name: 'recipes-addVersion',
  input: addVersionInputSchema,
  // already-exists: a version in that language (or the id is taken); resource-exhausted: six versions
  errors: VERSION_WRITE_ERRORS,
});

/** A version removed (its photos, ratings and favorites are the family's and stay). */
export const recipesRemoveVersion = callableContract<{ id: string }>('signedIn')({
  name: 'recipes-removeVersion',
  input: removeVersionInputSchema,
  // failed-precondition: the original, which deleting the recipe removes
  errors: USER_WRITE_ERRORS,
});

/** A recipe the caller may read, translated for a version's form (10 an hour per caller). */
export const recipesTranslateDraft = callableContract<RecipeTranslation & { rateLimitRemaining: number }>(
  'signedIn',
)({
  name: 'recipes-translateDraft',
  input: translateDraftInputSchema,
  errors: ['unauthenticated', 'not-found', 'resource-exhausted', 'unavailable'],
});

/** A reader's translation of someone else's public recipe, for its cook to accept or decline. */
export const recipesSuggestVersion = callableContract<{ id: string }>('verified')({
  name: 'recipes-suggestVersion',
  input: suggestVersionInputSchema,
  errors: VERSION_WRITE_ERRORS,
});

export const recipesAnswerSuggestion = callableContract<{
  status: 'accepted' | 'declined';
  versionId: string | null;
}>('signedIn')({
  name: 'recipes-answerSuggestion',
  input: answerSuggestionInputSchema,
  errors: VERSION_WRITE_ERRORS,
});

/** The cook's suggestions waiting for an answer. */
export const recipesVersionSuggestions = callableContract<{
  suggestions: (TranslationSuggestionDoc & { id: string })[];
}>('signedIn')({
  name: 'recipes-versionSuggestions',
  input: versionSuggestionsInputSchema,
  errors: ['unauthenticated'],
});

// ------------------------------------------------------------------------------------------------ HTTP

/** What a locked view may show (000 §2: "a title and description preview"), and whom to follow to unlock it. */
export type RecipePreview = Pick<
  Recipe,
  'id' | 'title' | 'description' | 'authorId' | 'authorName' | 'authorUsername' | 'visibility'
>;

export interface RecipeDetail {
  recipe: Recipe | RecipePreview;
  access: AccessMode;
  message: string;
  /** Issue 27: the author's profile photo for the author card ('' when none, or the author is gone). */
  authorPhotoURL: string;
}

export const recipeDetail = getContract<RecipeDetail>('public', 'recipes')(
  '/api/recipes/detail',
  recipeIdQuerySchema,
  ['not-found'],
);

/** 401 without a sign-in, 404 missing, 403 neither author nor admin (000 §8 "Edit load"). */
export const recipeForEdit = getContract<{ recipe: Recipe }>('signedIn', 'recipes')(
  '/api/recipes/edit',
  recipeIdQuerySchema,
  ['unauthenticated', 'permission-denied', 'not-found'],
);

/** A similar recipe, credited to its cook by name (null when the profile is unknown). */
export type SimilarRecipe = RecipeSummary & {
  similarityScore: number;
  authorName: string | null;
  authorUsername: string | null;
};

export const similarRecipes = getContract<{ recommendations: SimilarRecipe[] }>('public', 'recipes')(
  '/api/recipes/similar',
  similarQuerySchema,
  ['not-found', 'unavailable'],
);

export const trackView = postContract<{ counted: boolean; views: number }>('public', 'recipes')(
  '/api/recipes/track-view',
  trackViewBodySchema,
  ['not-found', 'unavailable'],
);

export const trackShare = postContract<{ shareCount: number }>('public', 'recipes')(
  '/api/recipes/track-share',
  trackShareBodySchema,
  // failed-precondition: settings/features.social.recipeSharing is off (decision 0036)
  ['not-found', 'failed-precondition', 'resource-exhausted', 'unavailable'],
);

export interface UserRecipesPage {
  recipes: RecipeSummary[];
  hasMore: boolean;
  /** How many of the author's recipes this viewer may see (in the category, when one is asked): a channel's count. */
  total: number;
  privacyStatus: PrivacyStatus;
}

export const userRecipes = getContract<UserRecipesPage>('public', 'recipes')(
  '/api/supabase/get-user-recipes',
  userRecipesQuerySchema,
  ['unavailable'],
);

/** The tag lists (popular, trending): the same answer and codes, each its own path and body. */
const tagListContract = <const Path extends string, Input extends z.ZodType>(path: Path, input: Input) =>
  postContract<{ success: true; data: TagListItem[] }>('public', 'recipes')(path, input, ['unavailable']);

export const popularTags = tagListContract('/api/supabase/get-popular-tags', popularTagsBodySchema);
export const trendingTags = tagListContract('/api/supabase/get-trending-tags', trendingTagsBodySchema);

export const tagSuggestions = getContract<{ tags: TagListItem[] }>('public', 'recipes')(
  '/api/tags/suggest',
  tagSuggestQuerySchema,
  ['unavailable'],
);

export interface IngredientSuggestion {
  name: string;
  language: string;
  usageCount: number;
}

export interface InstructionSuggestion {
  text: string;
  fullExample: string;
  language: string;
  usageCount: number;
}

export const ingredientSuggestions = getContract<{ suggestions: IngredientSuggestion[] }>(
  'public',
  'recipes',
)('/api/autocomplete/ingredients', ingredientSuggestQuerySchema, []);

export const instructionSuggestions = getContract<{ suggestions: InstructionSuggestion[] }>(
  'public',
  'recipes',
)('/api/autocomplete/instructions', instructionSuggestQuerySchema, []);

/**
 * The language detection service (000 §7): the recipe's title, description, ingredients and instructions in;
 * language, confidence, method and userMessage out. userMessage is not a text but a key (`detected`, `uncertain`,
 * or null when there is nothing to tell: domain/recipe/language.ts `languageNotice`), which the web translates as
 * recipes:languageNotice.<key> with the language's name, because the alert speaks the viewer's interface language,
 * not the recipe's. Anyone may call it (the form is also the signed-out friend's on /share/{token}); limited per
 * account, else per address (LANGUAGE_DETECTION_LIMIT): 429 with resetIn past it. The server still detects the
 * language again when it stores a recipe.
 */
export const detectRecipeLanguage = postContract<LanguageDetectionAnswer>('public', 'recipes')(
  '/api/recipes/detect-language',
  detectLanguageBodySchema,
  ['resource-exhausted', 'unavailable'],
);

/**
 * Issue 32 §3: a pasted recipe read into a draft (decision 0062). Signed in; the bot check of recipe creation
 * (permission-denied); 30 imports an hour shared with the link import (resource-exhausted); unavailable: the AI
 * provider failed. A text without a recipe is a 400 saying what to include.
 */
export const importRecipeText = postContract<ImportCallAnswer>('signedIn', 'recipes')(
  '/api/recipes/import-text',
  importTextInputSchema,
  ['unauthenticated', 'permission-denied', 'resource-exhausted', 'unavailable'],
);

/**
 * Issue 32 §1: a recipe page's address read into a draft (decision 0062), the page read through the safe fetch
 * (decision 0061). As import-text, and: a refused address or a site's failed answer is a 400 with the safe fetch's
 * text (details.reason says which); a page without a recipe is a 400 saying so (reason 'noRecipe').
 */
export const importRecipeLink = postContract<ImportCallAnswer>('signedIn', 'recipes')(
  '/api/recipes/import',
  importLinkInputSchema,
  ['unauthenticated', 'permission-denied', 'resource-exhausted', 'unavailable'],
);

// ------------------------------------------------------------------ recipes grid (002 §2, §4), recipes group

export const recipesAdminList = callableContract<AdminRecipesPage>('admin')({
  name: 'recipes-adminList',
  input: adminListRecipesInputSchema,
  errors: ADMIN_CALL_ERRORS,
});

export const recipesAdminSetTrending = callableContract<{
  recipe: { id: string; trending: boolean; trendingScore: number };
}>('admin')({
  name: 'recipes-adminSetTrending',
  input: adminSetTrendingInputSchema,
  errors: MODERATION_ERRORS,
});

/** recipes-delete's deletion (002 §4 order), admin only; `failedSteps` names the cleanup steps that only warned. */
export const recipesAdminDelete = callableContract<{ id: string; failedSteps: string[] }>('admin')({
  name: 'recipes-adminDelete',
  input: adminDeleteRecipeInputSchema,
  errors: [...MODERATION_ERRORS, 'resource-exhausted'],
});
