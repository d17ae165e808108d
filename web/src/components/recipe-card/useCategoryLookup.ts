import { CATEGORIES_COLLECTION, localizedName, type Category } from '@domain/catalog/types';
import { collection, query, type Query } from 'firebase/firestore';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import type { CategoryLookup } from './types';

/**
 * Category names for cards, in the interface language, from the live categories (reactfire: needs an ancestor
 * <FirebaseReady>). Until they arrive the lookup knows nothing, and cards simply show no badges.
 */
export function useCategoryLookup(): CategoryLookup {
  const firestore = useFirestore();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const categoriesQuery = useMemo(
    () => query(collection(firestore, CATEGORIES_COLLECTION)) as Query<Category>,
    [firestore],
  );
  const { data } = useFirestoreCollectionData<Category>(categoriesQuery, { idField: 'id', suspense: false });
  const byId = useMemo(() => new Map((data ?? []).map((category) => [category.id, category])), [data]);
  return useCallback(
    (id: string) => {
      const category = byId.get(id);
      return category ? { name: localizedName(category, language), emoji: category.emoji } : undefined;
    },
    [byId, language],
  );
}
