/**
 * Firestore document shapes of the catalog collections (spec 002 §3). Timestamps are ISO-8601 strings
 * (not Firestore Timestamps): they cross the mirror, callables and JSON unchanged and sort as text.
 * `version` is the mirror protocol's counter (DESIGN §4).
 */
// Type aliases rather than interfaces: they satisfy Record<string, unknown> (the mirror's VersionedDoc).
export type LocalizedNames = {
  nameEn: string;
  nameHe: string;
  nameFr: string;
  nameIt: string;
};

/** categories/{categoryId} */
export type CategoryDoc = LocalizedNames & {
  emoji: string;
  /** The default for new recipes; at most one category has it. */
  isPrimary: boolean;
  createdAt: string;
  updatedAt: string;
  version: number;
};
export type Category = CategoryDoc & { id: string };

/** dietaryOptions/{optionId} */
export type DietaryOptionDoc = LocalizedNames & {
  /** The boolean recipe flag it controls, e.g. isKosher. Immutable. */
  fieldName: string;
  /** 1-based position in lists. */
  order: number;
  createdAt: string;
  updatedAt: string;
  version: number;
};
export type DietaryOption = DietaryOptionDoc & { id: string };

export const CATEGORIES_COLLECTION = 'categories';
export const DIETARY_OPTIONS_COLLECTION = 'dietaryOptions';

export const CATALOG_NAME_MAX_LENGTH = 50;
export const DEFAULT_CATEGORY_EMOJI = '🍽️';

/** The name in a language (en, he, fr, it); anything else, or a blank name, falls back to English. */
export function localizedName(names: LocalizedNames, language: string): string {
  const byLanguage: Record<string, string> = { he: names.nameHe, fr: names.nameFr, it: names.nameIt };
  const name = byLanguage[language.slice(0, 2).toLowerCase()];
  return name && name.trim() ? name : names.nameEn;
}

// Finding a category from what an address carries (spec 000 §2): the pills bar links /?category={id}, the side
// navigation's shortcuts /?category={name}. Here, beside localizedName: the shell reads both on the home route, and
// a module of its own would cost the home route's first JS a chunk.

/** The side navigation's category shortcuts, in their order (000 §2), each linked as /?category={name}. */
export const CATEGORY_SHORTCUT_NAMES = ['breakfast', 'lunch', 'dinner', 'dessert', 'snack'] as const;
export type CategoryShortcutName = (typeof CATEGORY_SHORTCUT_NAMES)[number];

/** What finding a category reads of one. */
interface Named {
  id: string;
  nameEn: string;
  isPrimary?: boolean;
}

/**
 * The category a ?category= value names: the one with that id, else the one whose English name is the value in the
 * singular or plural ("dessert" → Desserts, "lunch" → Lunch), case aside.
 */
export function findCategory<T extends Named>(categories: readonly T[], value: string | null): T | undefined {
  if (!value) return undefined;
  const wanted = value.trim().toLowerCase();
  const forms = [wanted, `${wanted}s`, `${wanted}es`];
  return (
    categories.find((category) => category.id === value) ??
    categories.find((category) => forms.includes(category.nameEn.trim().toLowerCase()))
  );
}

/** The category a new recipe starts with: the primary one (002 §3: "the default for new recipes"). */
export function primaryCategory<T extends Named>(categories: readonly T[]): T | undefined {
  return categories.find((category) => category.isPrimary === true);
}
