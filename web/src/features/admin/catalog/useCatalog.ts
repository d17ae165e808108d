import {
  collection,
  getCountFromServer,
  getDocsFromServer,
  orderBy,
  query,
  where,
  type Query,
} from 'firebase/firestore';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useFirestore, useFirestoreCollection } from 'reactfire';
import type { Category, DietaryOption } from './types';

export function useCategoriesQuery() {
  const firestore = useFirestore();
  return useMemo(
    () => query(collection(firestore, 'categories'), orderBy('nameEn')) as Query<Category>,
    [firestore],
  );
}

export function useDietaryOptionsQuery() {
  const firestore = useFirestore();
  return useMemo(
    () => query(collection(firestore, 'dietaryOptions'), orderBy('order')) as Query<DietaryOption>,
    [firestore],
  );
}

export type LiveList<T> = { status: 'loading'; data: undefined } | { status: 'success'; data: T[] };

/**
 * A live collection as plain objects with their ids. Listener errors go to the nearest LiveBoundary
 * (reactfire throws them). An empty answer from the local cache (offline, or before the server replied) is
 * not an empty list: it stays loading until the server has answered.
 */
function useLiveList<T extends { id: string }>(q: Query<T>): LiveList<T> {
  const { status, data: snapshot } = useFirestoreCollection<T>(q, { suspense: false });
  return useMemo(() => {
    if (status !== 'success' || !snapshot || (snapshot.empty && snapshot.metadata.fromCache)) {
      return { status: 'loading', data: undefined };
    }
    return { status: 'success', data: snapshot.docs.map((doc) => ({ ...doc.data(), id: doc.id })) };
  }, [status, snapshot]);
}

/** Live categories, ordered by English name. */
export function useLiveCategories(): LiveList<Category> {
  return useLiveList(useCategoriesQuery());
}

/** Live dietary options, ordered by `order`. */
export function useLiveDietaryOptions(): LiveList<DietaryOption> {
  return useLiveList(useDietaryOptionsQuery());
}

/** Re-reads the dietary options from the server (after a failed reorder); the live listener follows. */
export function useReloadDietaryOptions() {
  const q = useDietaryOptionsQuery();
  return useCallback(async () => {
    await getDocsFromServer(q);
  }, [q]);
}

export type RecipeCounts = ReadonlyMap<string, number | null>;

/**
 * Recipes per category, computed rather than stored (spec 002 §3): one count() aggregate per category over
 * recipes whose `categories` array contains it. A failed count is null ("unknown"), never 0.
 * `refreshKey` re-runs the counts after a change that can move recipes (a delete with replacement).
 */
export function useRecipeCounts(categoryIds: readonly string[], refreshKey: number): RecipeCounts {
  const firestore = useFirestore();
  const [counts, setCounts] = useState<RecipeCounts>(new Map());
  const idsKey = categoryIds.join('|');

  useEffect(() => {
    let cancelled = false;
    const ids = idsKey === '' ? [] : idsKey.split('|');
    const recipes = collection(firestore, 'recipes');
    void Promise.all(
      ids.map(async (id) => {
        try {
          const snapshot = await getCountFromServer(
            query(recipes, where('categories', 'array-contains', id)),
          );
          return [id, snapshot.data().count] as const;
        } catch {
          return [id, null] as const;
        }
      }),
    ).then((entries) => {
      if (!cancelled) setCounts(new Map(entries));
    });
    return () => {
      cancelled = true;
    };
  }, [firestore, idsKey, refreshKey]);

  return counts;
}
