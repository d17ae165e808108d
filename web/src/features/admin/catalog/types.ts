import type { Category, DietaryOption, LocalizedNames } from '@domain/catalog/types';

export type { Category, DietaryOption, LocalizedNames };
export { localizedName } from '@domain/catalog/types';

export type CategoryFields = LocalizedNames & { emoji: string; isPrimary: boolean };
export type DietaryFields = LocalizedNames & { fieldName: string };

export const NAME_FIELDS = [
  { field: 'nameEn', lang: 'en', dir: 'ltr' },
  { field: 'nameHe', lang: 'he', dir: 'rtl' },
  { field: 'nameFr', lang: 'fr', dir: 'ltr' },
  { field: 'nameIt', lang: 'it', dir: 'ltr' },
] as const;

/** A stored item's names as form input (a name missing from the document is blank). */
export function editableNames(item: LocalizedNames): LocalizedNames {
  return {
    nameEn: item.nameEn ?? '',
    nameHe: item.nameHe ?? '',
    nameFr: item.nameFr ?? '',
    nameIt: item.nameIt ?? '',
  };
}
