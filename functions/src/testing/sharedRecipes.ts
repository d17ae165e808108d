/**
 * The real recipes of ../shared/data, read at test time and never copied into the repository: next to the checkout,
 * one folder further up (a worktree), or where MATKON_RECIPES_FILE says. Tests that use them skip, saying so, where
 * the file is absent.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RECIPE_LANGUAGES, type RecipeLanguage } from '../domain/recipe/types';

export const RECIPES_FILE =
  process.env.MATKON_RECIPES_FILE ??
  [join(process.cwd(), '..', 'shared'), join(process.cwd(), '..', '..', 'shared')]
    .map((dir) => join(dir, 'data', 'recipes', 'recipes_all.jsonl'))
    .find((file) => existsSync(file)) ??
  '';

export const recipesPresent = RECIPES_FILE !== '' && existsSync(RECIPES_FILE);

/** Says in the test output that `what` is skipped when the file is absent (a silent skip would read as a pass). */
export function sayWhenAbsent(what: string): void {
  if (!recipesPresent) console.log(`${what}: skipped, ../shared/data/recipes/recipes_all.jsonl is absent`);
}

/** A row's language when it is one of the product's four, else null. */
export function productLanguage(row: RecipeRow): RecipeLanguage | null {
  const code = rowLanguage(row);
  return (RECIPE_LANGUAGES as readonly string[]).includes(code) ? (code as RecipeLanguage) : null;
}

/** What the tests read of a row; every field as the file has it, so unknown until checked. */
export interface RecipeRow {
  title?: string;
  language?: string | null;
  ingredients?: unknown;
  instructions_list?: unknown;
  yields?: unknown;
  description?: unknown;
  canonical_url?: unknown;
  category?: unknown;
  prep_time?: unknown;
  cook_time?: unknown;
  total_time?: unknown;
  nutrients?: { calories?: unknown } | null;
  image?: unknown;
  author?: unknown;
  site_name?: unknown;
  keywords?: unknown;
}

export function recipeRows(): RecipeRow[] {
  return readFileSync(RECIPES_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as RecipeRow);
}

/** A row's language as two lower-case letters ("en-US" → "en"), "unknown" when it has none. */
export const rowLanguage = (row: RecipeRow) => (row.language ?? 'unknown').slice(0, 2).toLowerCase();

export const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
