import { findCategory, localizedName } from '@domain/catalog/types';
import { useTranslation } from 'react-i18next';
import { useCategories } from '@/components/catalog';

/** CategoryName's lookup in the catalog answer. */
export default function LiveCategoryName({ id }: { id: string }) {
  const { i18n } = useTranslation();
  const { status, data } = useCategories();
  if (status !== 'success') return null;
  const category = findCategory(data, id);
  return category ? localizedName(category, i18n.resolvedLanguage ?? i18n.language) : id;
}
