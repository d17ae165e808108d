/** The AI group's calls (000 §7): recipe suggestions, video extraction, ingredient replacement and its click tracking. */
import type { RecipeSuggestions } from '../ai/suggestions';
import { recipeSuggestionsInputSchema } from '../ai/suggestions';
import {
  ingredientReplacementInputSchema,
  trackIngredientClickInputSchema,
  type Replacement,
} from '../ai/replacementRules';
import { videoRecipeExtractionInputSchema, type VideoRecipe } from '../ai/video';
import { postContract } from './define';

export interface RecipeSuggestionsAnswer {
  data: RecipeSuggestions;
  fromCache: boolean;
  rateLimitRemaining: number;
  /** ours: 'offline' when the deterministic provider answered (the UI labels it, decision 0015). */
  source: 'model' | 'offline';
}

export const recipeSuggestions = postContract<RecipeSuggestionsAnswer>()(
  '/api/ai/recipe-suggestions',
  recipeSuggestionsInputSchema,
  // failed-precondition: settings/features.content.aiRecipeGeneration is off (decision 0022)
  ['unauthenticated', 'resource-exhausted', 'unavailable', 'failed-precondition'],
);

export interface IngredientReplacementAnswer {
  /** null: no replacement known for the ingredient (the box says so). */
  replacement: Replacement | null;
  fromCache: boolean;
  rateLimitRemaining: number;
  source: 'model' | 'offline';
}

/** 000 §7 "AI ingredient replacement" (path not shown: ours). */
export const ingredientReplacement = postContract<IngredientReplacementAnswer>()(
  '/api/ai/ingredient-replacement',
  ingredientReplacementInputSchema,
  // failed-precondition: settings/features.content.ingredientSubstitution is off (decision 0022)
  ['unauthenticated', 'resource-exhausted', 'unavailable', 'failed-precondition'],
);

export const trackIngredientClick = postContract<{ success: true }>()(
  '/api/analytics/track-ingredient-click',
  trackIngredientClickInputSchema,
  ['resource-exhausted'],
);

export interface VideoRecipeExtractionAnswer {
  data: VideoRecipe;
  rateLimitRemaining: number;
  /** ours: 'offline' when the deterministic provider drafted it (the UI labels it, decision 0015). */
  source: 'model' | 'offline';
}

/** 000 §7 video-recipe-extraction: bearer; 5 per hour (§9); the video verified before anything is read from it. */
export const videoRecipeExtraction = postContract<VideoRecipeExtractionAnswer>()(
  '/api/ai/video-recipe-extraction',
  videoRecipeExtractionInputSchema,
  // failed-precondition: settings/features.content.videoRecipes is off (decision 0022)
  [
    'invalid-argument',
    'unauthenticated',
    'resource-exhausted',
    'not-found',
    'unavailable',
    'failed-precondition',
  ],
);
