/**
 * Favoriting's calls (spec 001 §7 "Ratings, favorites, collections"), typed by domain/contracts/favorites.ts: the
 * toggle (favorites-toggle, FAVORITE_RECIPE 0.4, proceeds without a token) and the viewer's state for one recipe.
 */
import type { FavoriteOperation } from '@domain/favorites/document';
import { callFunction } from '@/platform/api';
import { getBotToken } from '@/platform/botCheck';

export async function toggleFavorite(recipeId: string, operation: FavoriteOperation) {
  const botToken = await getBotToken('FAVORITE_RECIPE');
  return callFunction('favorites-toggle', { recipeId, operation, botToken });
}

export const favoriteStatus = (recipeId: string) => callFunction('favorites-status', { recipeId });

export const favoriteIds = () => callFunction('favorites-ids', {});

/** Query keys (platform/queryKeys.ts: other parts of the web refresh these answers too). */
export { favoriteKeys } from '@/platform/queryKeys';
