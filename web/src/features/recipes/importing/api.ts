import { apiCall } from '@/platform/api';
import { getBotToken } from '@/platform/botCheck';

/** POST /api/recipes/import-text (issue 32 §3): a pasted recipe read into a draft; bot-checked as recipe creation. */
export async function importRecipeText(text: string, language: string) {
  const botToken = await getBotToken('CREATE_RECIPE');
  return apiCall('POST /api/recipes/import-text', { body: { text, language: language as 'en', botToken } });
}

/** POST /api/recipes/import (issue 32 §1): a recipe page's address read into a draft through the safe fetch. */
export async function importRecipeLink(url: string, language: string) {
  const botToken = await getBotToken('CREATE_RECIPE');
  return apiCall('POST /api/recipes/import', { body: { url, language: language as 'en', botToken } });
}
