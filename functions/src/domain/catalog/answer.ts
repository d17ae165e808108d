/**
 * GET /api/catalog (decision 0011): the categories and dietary options in one answer that a CDN may cache, so a
 * guest's pages render their category lists without the Firestore SDK. `version` is the counter of
 * settings/catalog, which a trigger raises after every write to either collection: the app watches that one
 * document live and asks `?v=<version>` again when it moves, so changes still appear without a reload.
 */
import type { PublicSettings } from '../settings/public';
import type { Category, DietaryOption } from './types';

export interface CatalogAnswer {
  categories: Category[];
  dietaryOptions: DietaryOption[];
  /** The settings that steer what pages offer (decision 0022); absent from an older cached answer. */
  settings?: PublicSettings;
  version: number;
}

/** settings/{CATALOG_VERSION_DOC}: `{ version: number, updatedAt: string }`, written by functions only. */
export const CATALOG_VERSION_DOC = 'catalog';
export const SETTINGS_COLLECTION = 'settings';

/** The version a catalog answer reports when settings/catalog does not exist yet. */
export function catalogVersionOf(data: Record<string, unknown> | undefined): number {
  const version = data?.version;
  return typeof version === 'number' && Number.isSafeInteger(version) && version >= 0 ? version : 0;
}

/**
 * Cache-Control of an answer. Unversioned: short (a CDN keeps it 2 minutes; the live version document corrects
 * a stale copy within seconds). Versioned at or below the current version: the content of that version never
 * goes back, so it may stay a day. A version from the future (nobody has seen it yet) is never cached: it would
 * pin today's list under tomorrow's key.
 */
export function catalogCacheControl(requested: number | undefined, current: number): string {
  if (requested === undefined) return 'public, max-age=60, s-maxage=120';
  if (requested <= current) return 'public, max-age=3600, s-maxage=86400';
  return 'no-store';
}
