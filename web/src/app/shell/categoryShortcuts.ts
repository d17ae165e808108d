import {
  CATEGORY_SHORTCUT_NAMES,
  findCategory,
  type Category,
  type CategoryShortcutName,
} from '@domain/catalog/types';

/** Each shortcut's emoji, for a category that has none. */
const EMOJI: Record<CategoryShortcutName, string> = {
  breakfast: '🍳',
  lunch: '🥪',
  dinner: '🍽️',
  dessert: '🍰',
  snack: '🥨',
};

/** The side navigation's category shortcuts (spec 000 §2), in this order, each with its emoji. */
export const CATEGORY_SHORTCUTS = CATEGORY_SHORTCUT_NAMES.map((name) => ({ name, emoji: EMOJI[name] }));

export type CategoryShortcut = (typeof CATEGORY_SHORTCUTS)[number];

/**
 * Each shortcut with the real category it stands for, in the shortcuts' order; a shortcut that matches no category
 * is left out (the catalogue is the admin's: an admin may delete "Lunch"). Each links by its name,
 * /?category=dessert (000 §2), which home resolves the same way.
 */
export function resolveShortcuts(
  categories: readonly Category[],
): { shortcut: CategoryShortcut; category: Category }[] {
  return CATEGORY_SHORTCUTS.flatMap((shortcut) => {
    const category = findCategory(categories, shortcut.name);
    return category ? [{ shortcut, category }] : [];
  });
}
