import type { Category } from '@domain/catalog/types';

/** The side navigation's category shortcuts (spec 000 §2), in this order, each with its emoji. */
export const CATEGORY_SHORTCUTS = [
  { name: 'breakfast', emoji: '🍳' },
  { name: 'lunch', emoji: '🥪' },
  { name: 'dinner', emoji: '🍽️' },
  { name: 'dessert', emoji: '🍰' },
  { name: 'snack', emoji: '🥨' },
] as const;

export type CategoryShortcut = (typeof CATEGORY_SHORTCUTS)[number];

/** The shortcut's word, singular or plural, against a category's id and English name ("dessert" → Desserts). */
function matches(shortcut: CategoryShortcut, category: Category): boolean {
  const forms = [shortcut.name, `${shortcut.name}s`, `${shortcut.name}es`];
  const keys = [category.id, category.nameEn].map((key) => key.trim().toLowerCase());
  return keys.some((key) => forms.includes(key));
}

/**
 * Each shortcut with the real category it stands for, in the shortcuts' order; a shortcut that matches no category
 * is left out (the catalogue is the admin's: "lunch" exists only if an admin made it).
 */
export function resolveShortcuts(
  categories: readonly Category[],
): { shortcut: CategoryShortcut; category: Category }[] {
  return CATEGORY_SHORTCUTS.flatMap((shortcut) => {
    const category = categories.find((candidate) => matches(shortcut, candidate));
    return category ? [{ shortcut, category }] : [];
  });
}
