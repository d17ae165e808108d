/**
 * settings/defaultRecipeImage (000 §2 "Recipe card": first image, else the default image from settings, else a
 * placeholder). Read once per 5 minutes per instance (001 §9 "default recipe image 5 min"), so a feed answer costs
 * no document read. The document holds `url` (an admin sets it; `imageUrl` is read too).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { PAGING } from '../domain/constants/social';
import { SETTINGS_COLLECTION } from '../domain/constants/enterpriseSettings';

export const DEFAULT_RECIPE_IMAGE_DOC = 'defaultRecipeImage';

let cached: { url: string | null; until: number } | null = null;

function urlOf(data: Record<string, unknown> | undefined): string | null {
  const url = data?.url ?? data?.imageUrl;
  // an absolute address, or a path on this site (the local image host's)
  return typeof url === 'string' && /^(https?:\/\/|\/[^/])/.test(url) ? url : null;
}

export async function defaultRecipeImage(db: Firestore, now = Date.now()): Promise<string | null> {
  if (cached && cached.until > now) return cached.url;
  try {
    const snapshot = await db.collection(SETTINGS_COLLECTION).doc(DEFAULT_RECIPE_IMAGE_DOC).get();
    cached = { url: urlOf(snapshot.data()), until: now + PAGING.defaultRecipeImageCacheMs };
  } catch (error) {
    // a card falls back to its placeholder; the next answer tries again
    logger.warn('Default recipe image: could not read settings', { error: String(error) });
    return cached?.url ?? null;
  }
  return cached.url;
}

/** Tests: forget the cached value. */
export function forgetDefaultRecipeImage(): void {
  cached = null;
}
