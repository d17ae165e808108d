/** The AI group's calls (000 §7): recipe suggestions, video extraction, ingredient replacement and its click tracking. */
import type { AiSource } from '../ai/source';
import type { RecipeSuggestions } from '../ai/suggestions';
import { recipeSuggestionsInputSchema } from '../ai/suggestions';
import {
  ingredientReplacementInputSchema,
  REPLACEMENT_CODES,
  REPLACEMENT_MESSAGES,
  trackIngredientClickInputSchema,
  type Replacement,
} from '../ai/replacementRules';
import { VIDEO_MESSAGES, videoRecipeExtractionInputSchema, type VideoRecipe } from '../ai/video';
import type { ErrorCode } from '../errors';
import { postContract } from './define';

/** What every AI answer carries besides its own: the caller's requests left this hour, and who answered. */
interface AiAnswer {
  rateLimitRemaining: number;
  /** ours: 'offline' when the deterministic provider answered (the UI labels it, decision 0015). */
  source: AiSource;
}

/** Every AI call: signed in, over its hourly limit, the provider failing, its feature off (decision 0022). */
const AI_CALL_ERRORS: readonly ErrorCode[] = [
  'unauthenticated',
  'resource-exhausted',
  'unavailable',
  'failed-precondition',
];

export interface RecipeSuggestionsAnswer extends AiAnswer {
  data: RecipeSuggestions;
  fromCache: boolean;
}

/**
 * Public for its caller: a guest holding a request link's token may ask too (the link's owner is the caller then);
 * without either the handler refuses with the AI's own text.
 */
export const recipeSuggestions = postContract<RecipeSuggestionsAnswer>('public', 'ai')(
  '/api/ai/recipe-suggestions',
  recipeSuggestionsInputSchema,
  // failed-precondition: settings/features.content.aiRecipeGeneration is off
  AI_CALL_ERRORS,
);

export interface IngredientReplacementAnswer extends AiAnswer {
  /** null: no replacement known for the ingredient (the box says so). */
  replacement: Replacement | null;
  fromCache: boolean;
}

/** 000 §7 "AI ingredient replacement" (path not shown: ours). */
export const ingredientReplacement = postContract<IngredientReplacementAnswer>('signedIn', 'ai')(
  '/api/ai/ingredient-replacement',
  ingredientReplacementInputSchema,
  // failed-precondition: settings/features.content.ingredientSubstitution is off
  AI_CALL_ERRORS,
  { message: REPLACEMENT_MESSAGES.authRequired, details: { reason: REPLACEMENT_CODES.authRequired } },
);

export const trackIngredientClick = postContract<{ success: true }>('public', 'ai')(
  '/api/analytics/track-ingredient-click',
  trackIngredientClickInputSchema,
  ['resource-exhausted'],
);

export interface VideoRecipeExtractionAnswer extends AiAnswer {
  data: VideoRecipe;
}

/** 000 §7 video-recipe-extraction: bearer; 5 per hour (§9); the video verified before anything is read from it. */
export const videoRecipeExtraction = postContract<VideoRecipeExtractionAnswer>('signedIn', 'ai')(
  '/api/ai/video-recipe-extraction',
  videoRecipeExtractionInputSchema,
  // failed-precondition: settings/features.content.videoRecipes is off; not-found: no such video
  [...AI_CALL_ERRORS, 'not-found'],
  { message: VIDEO_MESSAGES.authRequired },
);
