/** What each reader does with its archive's recipe entries: a recipe, or the entry listed as unreadable. */
import { EXPORT_MESSAGES } from './messages';
import type { ExportedRecipe, UnreadableEntry } from './types';

export type Json = Record<string, unknown>;

export interface ReadEntries {
  recipes: ExportedRecipe[];
  unreadable: UnreadableEntry[];
}

/** A parsed JSON value as an object, or null (a recipe entry must be one). */
export const objectOf = (value: unknown): Json | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;

export function readEntries(
  names: readonly string[],
  read: (name: string) => ExportedRecipe | null,
): ReadEntries {
  const out: ReadEntries = { recipes: [], unreadable: [] };
  for (const name of names) {
    const recipe = read(name);
    if (recipe) out.recipes.push(recipe);
    else out.unreadable.push({ name, reason: EXPORT_MESSAGES.notARecipe });
  }
  return out;
}
