import type { TFunction } from 'i18next';
import type { FavoriteOperation } from '@domain/favorites/document';
import { toApiError } from '@/platform/api';

/**
 * What a refused favorite toggle tells the user (001 §8 "Favorites"): busy or unreachable mirror, limit, bot check;
 * null when the server said nothing (the shared timeout or generic text is shown).
 */
export function favoriteErrorText(error: unknown, operation: FavoriteOperation, t: TFunction): string | null {
  const apiError = toApiError(error);
  if (apiError.fromServer && apiError.code === 'unavailable') {
    const busyMirror = apiError.details.reason === 'mirror-busy';
    const group = operation === 'add' ? 'add' : 'removeFavorite';
    return t(`errors.${group}.${busyMirror ? 'busy' : 'connection'}`);
  }
  if (apiError.fromServer && apiError.code === 'resource-exhausted')
    return t('errors.limit', { maxLimit: Number(apiError.details.maxLimit ?? 100) });
  if (apiError.fromServer && apiError.code === 'permission-denied') return t('errors.security');
  return apiError.fromServer ? apiError.message : null;
}
