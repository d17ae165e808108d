import type { Category, DietaryOption } from '@domain/catalog/types';
import { useSyncExternalStore } from 'react';
import type { LiveList } from '@/platform/useLiveList';
import { catalogSnapshot, retryCatalog, subscribeCatalog, type CatalogState } from './catalogStore';

type Ready = Extract<CatalogState, { status: 'ready' }>;

const useCatalogState = () => useSyncExternalStore(subscribeCatalog, catalogSnapshot, catalogSnapshot);

function useCatalogList<T>(pick: (state: Ready) => T[]): LiveList<T> {
  const state = useCatalogState();
  return state.status === 'ready'
    ? { status: 'success', data: pick(state) }
    : { status: 'loading', data: undefined };
}

/**
 * Every category, ordered by English name (spec 000 §3), from the catalog answer (no Firestore SDK); kept current
 * by <LiveCatalog /> where a page shows the list. Loading until the answer is in, and after a failed fetch
 * (readers that show the list say so with useCatalogError).
 */
export function useCategories(): LiveList<Category> {
  return useCatalogList((state) => state.catalog.categories);
}

/** The dietary options in their order (spec 000 §2, 002 §5), from the catalog answer. */
export function useDietaryOptions(): LiveList<DietaryOption> {
  return useCatalogList((state) => state.catalog.dietaryOptions);
}

/** The failed fetch of the catalog answer, if it failed, and how to try again. */
export function useCatalogError(): { error: Error; retry: () => void } | null {
  const state = useCatalogState();
  return state.status === 'error' ? { error: state.error, retry: retryCatalog } : null;
}
