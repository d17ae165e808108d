/**
 * recipes-api: the recipe group's HTTP paths (docs/contracts/recipes.md "HTTP"), through the Hosting rewrites of
 * /api/recipes/**, /api/supabase/**, /api/tags/**, /api/autocomplete/**,
 * /api/search, /api/search/** and /api/user/search-history. Only wiring: contract → handler.
 */
import { recipes as contracts, search } from '../domain/contracts';
import { createRouter } from '../platform/http';
import * as handlers from './handlers';
import * as searchHandlers from './searchHandlers';

export const router = createRouter()
  .route(contracts.recipeDetail, handlers.recipeDetailHandler)
  .route(contracts.recipeForEdit, handlers.recipeForEditHandler)
  .route(contracts.similarRecipes, handlers.similarRecipesHandler)
  .route(contracts.trackView, handlers.trackViewHandler)
  .route(contracts.trackShare, handlers.trackShareHandler)
  .route(contracts.userRecipes, handlers.userRecipesHandler)
  .route(contracts.popularTags, handlers.popularTagsHandler)
  .route(contracts.trendingTags, handlers.trendingTagsHandler)
  .route(contracts.tagSuggestions, handlers.tagSuggestionsHandler)
  .route(contracts.ingredientSuggestions, handlers.ingredientSuggestionsHandler)
  .route(contracts.instructionSuggestions, handlers.instructionSuggestionsHandler)
  .route(contracts.detectRecipeLanguage, handlers.detectLanguageHandler)
  .route(search.search, searchHandlers.searchHandler)
  .route(search.searchSuggestions, searchHandlers.searchSuggestionsHandler)
  .route(search.searchHistory, searchHandlers.searchHistoryHandler)
  .route(search.addSearchHistory, searchHandlers.addSearchHistoryHandler)
  .route(search.deleteSearchHistory, searchHandlers.deleteSearchHistoryHandler);
