/**
 * The recipes group's calls (docs/contracts/recipes.md): the callables recipes-create/update/delete and the
 * recipes-api HTTP paths (/api/recipes/**, /api/supabase/**, /api/tags/**, /api/autocomplete/**).
 */
import type { AccessMode, PrivacyStatus } from '../recipe/access';
import {
  ingredientSuggestQuerySchema,
  instructionSuggestQuerySchema,
  popularTagsBodySchema,
  recipeIdQuerySchema,
  similarQuerySchema,
  tagSuggestQuerySchema,
  trackShareBodySchema,
  trackViewBodySchema,
  userRecipesQuerySchema,
} from '../recipe/httpSchemas';
import { createRecipeInputSchema, deleteRecipeInputSchema, updateRecipeInputSchema } from '../recipe/schema';
import type { Recipe, RecipeSummary, TagListItem } from '../recipe/types';
import { callableContract, httpContract } from './define';

// ------------------------------------------------------------------------------------------------ callables

export const recipesCreate = callableContract<{ id: string }>()({
  name: 'recipes-create',
  input: createRecipeInputSchema,
  errors: ['unauthenticated', 'permission-denied', 'not-found', 'already-exists', 'unavailable'],
});

export const recipesUpdate = callableContract<{ id: string }>()({
  name: 'recipes-update',
  input: updateRecipeInputSchema,
  errors: ['unauthenticated', 'permission-denied', 'not-found', 'unavailable'],
});

export const recipesDelete = callableContract<{ id: string }>()({
  name: 'recipes-delete',
  input: deleteRecipeInputSchema,
  errors: ['unauthenticated', 'permission-denied', 'not-found', 'resource-exhausted', 'unavailable'],
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
}

export const recipeDetail = httpContract<RecipeDetail>()({
  method: 'GET',
  path: '/api/recipes/detail',
  from: 'query',
  input: recipeIdQuerySchema,
  errors: ['not-found'],
});

/** 401 without a sign-in, 404 missing, 403 neither author nor admin (000 §8 "Edit load"). */
export const recipeForEdit = httpContract<{ recipe: Recipe }>()({
  method: 'GET',
  path: '/api/recipes/edit',
  from: 'query',
  input: recipeIdQuerySchema,
  errors: ['unauthenticated', 'permission-denied', 'not-found'],
});

export type SimilarRecipe = RecipeSummary & { similarityScore: number };

export const similarRecipes = httpContract<{ recommendations: SimilarRecipe[] }>()({
  method: 'GET',
  path: '/api/recipes/similar',
  from: 'query',
  input: similarQuerySchema,
  errors: ['not-found', 'unavailable'],
});

export const trackView = httpContract<{ counted: boolean; views: number }>()({
  method: 'POST',
  path: '/api/recipes/track-view',
  from: 'body',
  input: trackViewBodySchema,
  errors: ['not-found', 'unavailable'],
});

export const trackShare = httpContract<{ shareCount: number }>()({
  method: 'POST',
  path: '/api/recipes/track-share',
  from: 'body',
  input: trackShareBodySchema,
  errors: ['not-found', 'resource-exhausted', 'unavailable'],
});

export interface UserRecipesPage {
  recipes: RecipeSummary[];
  hasMore: boolean;
  /** How many of the author's recipes this viewer may see (in the category, when one is asked): a channel's count. */
  total: number;
  privacyStatus: PrivacyStatus;
}

export const userRecipes = httpContract<UserRecipesPage>()({
  method: 'GET',
  path: '/api/supabase/get-user-recipes',
  from: 'query',
  input: userRecipesQuerySchema,
  errors: ['unavailable'],
});

export const popularTags = httpContract<{ success: true; data: TagListItem[] }>()({
  method: 'POST',
  path: '/api/supabase/get-popular-tags',
  from: 'body',
  input: popularTagsBodySchema,
  errors: ['unavailable'],
});

export const tagSuggestions = httpContract<{ tags: TagListItem[] }>()({
  method: 'GET',
  path: '/api/tags/suggest',
  from: 'query',
  input: tagSuggestQuerySchema,
  errors: ['unavailable'],
});

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

export const ingredientSuggestions = httpContract<{ suggestions: IngredientSuggestion[] }>()({
  method: 'GET',
  path: '/api/autocomplete/ingredients',
  from: 'query',
  input: ingredientSuggestQuerySchema,
  errors: [],
});

export const instructionSuggestions = httpContract<{ suggestions: InstructionSuggestion[] }>()({
  method: 'GET',
  path: '/api/autocomplete/instructions',
  from: 'query',
  input: instructionSuggestQuerySchema,
  errors: [],
});
