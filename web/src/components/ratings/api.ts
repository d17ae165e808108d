/**
 * The rating calls (spec 001 §4, §7), typed by functions/src/domain/contracts/ratings.ts: rate (ratings-rate,
 * RATE_RECIPE: proceeds without a token when none arrives), the recipe's aggregate with the viewer's own rating,
 * and a user's rated recipes.
 */
import type { Image } from '@domain/media/image';
import type { Interest } from '@domain/ratings/document';
import { apiCall, callFunction } from '@/platform/api';
import { getBotToken } from '@/platform/botCheck';

export type RatingChoice = { madeIt: true; rating: number } | { madeIt: false; interest: Interest };

/** extra: the feedback kept and, on a made-it rating, the cook's photo (null removes it, absent keeps it). */
export async function rateRecipe(
  recipeId: string,
  choice: RatingChoice,
  extra: { feedback?: string; photo?: Image | null } = {},
) {
  const botToken = await getBotToken('RATE_RECIPE');
  return callFunction('ratings-rate', { recipeId, ...choice, ...extra, botToken });
}

export async function removeCookPhoto(recipeId: string) {
  const botToken = await getBotToken('RATE_RECIPE');
  return callFunction('ratings-removePhoto', { recipeId, botToken });
}

export function cookPhotos(recipeId: string, signal?: AbortSignal) {
  return apiCall('GET /api/ratings/photos', { query: { recipeId }, signal });
}

export function recipeRating(recipeId: string, signal?: AbortSignal) {
  return apiCall('GET /api/ratings/recipe', { query: { recipeId }, signal });
}

export function ratedRecipes(
  query: { userId?: string; startAfter?: string; pageSize?: number },
  signal?: AbortSignal,
) {
  return apiCall('GET /api/user/my-rated-recipes', { query, signal });
}

/** Query keys (platform/queryKeys.ts: other parts of the web refresh these answers too). */
export { ratingKeys } from '@/platform/queryKeys';
