import { apiCall } from '@/platform/api';

/** POST /api/ai/recipe-suggestions (000 §7), typed by its contract (domain/contracts/ai.ts). */
export function fetchRecipeSuggestions(title: string, language: string, signal?: AbortSignal) {
  return apiCall('POST /api/ai/recipe-suggestions', { body: { title, language: language as 'en' }, signal });
}
