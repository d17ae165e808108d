import { localizedName } from '@domain/catalog/types';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../catalog';
import type { CategoryLookup } from './types';

/**
 * Category names for cards, in the interface language, from the catalog answer (no Firestore SDK). Until it
 * arrives the lookup knows nothing, and cards simply show no badges.
 */
export function useCategoryLookup(): CategoryLookup {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const { data } = useCategories();
  const byId = useMemo(() => new Map((data ?? []).map((category) => [category.id, category])), [data]);
  return useCallback(
    (id: string) => {
      const category = byId.get(id);
      return category ? { name: localizedName(category, language), emoji: category.emoji } : undefined;
    },
    [byId, language],
  );
}
