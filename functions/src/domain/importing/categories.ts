/**
 * Categories suggested for an imported recipe (issue 32 §1): the catalogue's categories whose name, in any of the
 * four languages, is one of the source's own categories or keywords, or a word of its title ("Broccoli Soup" →
 * Soups), singular or plural. At most the recipe's limit; the cook picks on the form.
 */
import { RECIPE_LIMITS } from '../constants/recipe';
import type { LocalizedNames } from '../catalog/types';

export type CatalogueCategory = LocalizedNames & { readonly id: string };

const key = (text: string) => text.trim().toLowerCase();
/** "soups" and "soup", "dishes" and "dish": the forms a name is matched in. */
const forms = (name: string) => {
  const lower = key(name);
  return [lower, lower.replace(/e?s$/, ''), lower.replace(/s$/, '')];
};

export function suggestCategories(
  words: readonly string[],
  title: string,
  catalogue: readonly CatalogueCategory[],
): string[] {
  const wanted = new Set([...words.map(key), ...title.split(/[^\p{L}-]+/u).map(key)].filter(Boolean));
  return catalogue
    .filter((category) =>
      [category.nameEn, category.nameHe, category.nameFr, category.nameIt].some((name) =>
        forms(name).some((form) => form.length > 2 && wanted.has(form)),
      ),
    )
    .map((category) => category.id)
    .slice(0, RECIPE_LIMITS.maxCategories);
}
