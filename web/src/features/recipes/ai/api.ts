import { apiCall } from '@/platform/api';

/** POST /api/ai/recipe-suggestions (000 §7), typed by its contract (domain/contracts/ai.ts). */
export function fetchRecipeSuggestions(title: string, language: string, linkToken?: string) {
  // on /share the friend has no account: the request link's token stands in for it (001 §7)
  return apiCall('POST /api/ai/recipe-suggestions', {
    body: { title, language: language as 'en', ...(linkToken ? { linkToken } : {}) },
  });
}

/** The replacement box's call (000 §7 "AI ingredient replacement"). */
export function fetchIngredientReplacement(
  recipe: { id: string; title: string; description: string; ingredients: string[] },
  missingIngredient: string,
  language: string,
) {
  return apiCall('POST /api/ai/ingredient-replacement', {
    body: { recipe, missingIngredient, language: language as 'en' },
  });
}

/** 000 §7 track-ingredient-click: fire and forget; analytics never stand in a reader's way. */
export function trackIngredientClick(
  ingredient: string,
  recipeId: string,
  userId: string | null,
  action: 'select' | 'replace',
) {
  apiCall('POST /api/analytics/track-ingredient-click', {
    body: { ingredient, recipeId, userId, action },
  }).catch(() => undefined);
}

/** POST /api/ai/video-recipe-extraction (000 §7): the server verifies the video and drafts its recipe. */
export function extractVideoRecipe(youtubeUrl: string, language: string) {
  return apiCall('POST /api/ai/video-recipe-extraction', {
    body: { youtubeUrl, language: language as 'en' },
  });
}
