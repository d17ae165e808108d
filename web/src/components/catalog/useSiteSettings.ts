import type { PublicSettings } from '@domain/settings/offers';
import { useSyncExternalStore } from 'react';
import { catalogSnapshot, subscribeCatalog } from './catalogStore';

/**
 * The settings that steer what a page offers (creation methods, sharing platforms, feature toggles; decision 0022),
 * from the catalog answer the page loads anyway. null until it is in (or from an answer without them): callers then
 * offer everything, as the defaults do. Not exported from the catalog index: only the pages that steer pay for it.
 */
export function useSiteSettings(): PublicSettings | null {
  const state = useSyncExternalStore(subscribeCatalog, catalogSnapshot, catalogSnapshot);
  return state.status === 'ready' ? (state.catalog.settings ?? null) : null;
}
