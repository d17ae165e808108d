import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { collection, getCountFromServer, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';

export type RecipeCounts = ReadonlyMap<string, number | null>;

const COUNTS_KEY = ['category-recipe-counts'] as const;
const NONE: RecipeCounts = new Map();

/**
 * Recipes per category, computed rather than stored (spec 002 §3): one count() aggregate per category over
 * recipes whose `categories` array contains it. A failed count is null ("unknown"), never 0; a count not read yet
 * is absent. Counted afresh each time the screen opens; `refresh` counts again after a change that can move
 * recipes (a delete with replacement), showing the previous counts meanwhile.
 */
export function useRecipeCounts(categoryIds: readonly string[]) {
  const firestore = useFirestore();
  const client = useQueryClient();
  const { data } = useQuery({
    queryKey: [...COUNTS_KEY, ...categoryIds],
    queryFn: async (): Promise<RecipeCounts> => {
      const recipes = collection(firestore, 'recipes');
      const entries = await Promise.all(
        categoryIds.map(async (id) => {
          try {
            const snapshot = await getCountFromServer(
              query(recipes, where('categories', 'array-contains', id)),
            );
            return [id, snapshot.data().count] as const;
          } catch {
            return [id, null] as const;
          }
        }),
      );
      return new Map(entries);
    },
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
  return {
    counts: data ?? NONE,
    refresh: () => void client.invalidateQueries({ queryKey: COUNTS_KEY }),
  };
}
