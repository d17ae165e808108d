/**
 * What the favorites services need (DESIGN §3): Firestore, the mirror, a clock and the all-favorites limit (a build
 * setting, 001 §9: FAVORITES_LIMIT, 100 by default). Only handlers call favoritesDeps(); tests pass their own.
 */
import { FAVORITES } from '../domain/constants/social';
import { db } from '../platform/firebase';
import { getMirror } from '../platform/mirror/client';
import type { ServiceDeps } from '../platform/mirror/deps';

export interface FavoritesDeps extends ServiceDeps {
  favoritesLimit: number;
  /** Tests: runs between the mirror write and the Firestore commit (see commitMirrored). */
  beforeCommit?: () => Promise<void>;
}

export function favoritesLimit(value = process.env.FAVORITES_LIMIT): number {
  const limit = Number(value);
  return Number.isInteger(limit) && limit > 0 ? limit : FAVORITES.allFavoritesLimit;
}

export function favoritesDeps(): FavoritesDeps {
  return { db: db(), mirror: getMirror(), favoritesLimit: favoritesLimit() };
}
