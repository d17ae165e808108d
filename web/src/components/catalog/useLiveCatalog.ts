import {
  CATEGORIES_COLLECTION,
  DIETARY_OPTIONS_COLLECTION,
  type Category,
  type DietaryOption,
} from '@domain/catalog/types';
import { collection, getDocsFromServer, orderBy, query, type Query } from 'firebase/firestore';
import { useCallback, useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveList, type LiveList } from '@/platform/useLiveList';

export type { LiveList };

/**
 * The one query per catalogue entity. Every reader uses the same query, so reactfire keeps one listener per
 * entity per page (the pills, the form, the cards' badges and the admin tab share it).
 */
function useCategoriesQuery(): Query<Category> {
  const firestore = useFirestore();
  return useMemo(
    () => query(collection(firestore, CATEGORIES_COLLECTION), orderBy('nameEn')) as Query<Category>,
    [firestore],
  );
}

function useDietaryOptionsQuery(): Query<DietaryOption> {
  const firestore = useFirestore();
  return useMemo(
    () => query(collection(firestore, DIETARY_OPTIONS_COLLECTION), orderBy('order')) as Query<DietaryOption>,
    [firestore],
  );
}

/** Every category, live, ordered by English name (spec 000 §3). */
export function useLiveCategories(): LiveList<Category> {
  return useLiveList(useCategoriesQuery());
}

/** The dietary options, live, in their order (spec 000 §2, 002 §5). */
export function useLiveDietaryOptions(): LiveList<DietaryOption> {
  return useLiveList(useDietaryOptionsQuery());
}

/** Re-reads the dietary options from the server (after a failed reorder); the live listener follows. */
export function useReloadDietaryOptions(): () => Promise<void> {
  const q = useDietaryOptionsQuery();
  return useCallback(async () => {
    await getDocsFromServer(q);
  }, [q]);
}
