import { collection, getCountFromServer, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';

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
