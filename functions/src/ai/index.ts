/**
 * The AI group (000 §7): recipe suggestions from a title, recipes from a video, ingredient replacement and its click tracking (ai-api).
 * The providers are chosen once from configuration (platform/ai, decision 0015).
 */
import { ai as contracts } from '../domain/contracts';
import { createRouter, serve } from '../platform/http';
import {
  ingredientReplacementHandler,
  recipeSuggestionsHandler,
  trackIngredientClickHandler,
  videoRecipeExtractionHandler,
} from './handlers';

export const api = serve(
  createRouter()
    .route(contracts.recipeSuggestions, recipeSuggestionsHandler)
    .route(contracts.videoRecipeExtraction, videoRecipeExtractionHandler)
    .route(contracts.ingredientReplacement, ingredientReplacementHandler)
    .route(contracts.trackIngredientClick, trackIngredientClickHandler),
);
