// Realistic documents for benchmarks, shaped from the shared real recipes (../shared/data, never copied here).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Next to the checkout (../shared/data), or where MATKON_RECIPES_FILE says (a worktree elsewhere). */
export const RECIPES_FILE =
  process.env.MATKON_RECIPES_FILE ??
  fileURLToPath(new URL('../../../shared/data/recipes/recipes_all.jsonl', import.meta.url));

/** The first `count` rows of the data file that `keep` keeps, as the file has them; null when it is missing. */
export function recipeRows(count, keep) {
  if (!existsSync(RECIPES_FILE)) return null;
  const rows = [];
  for (const line of readFileSync(RECIPES_FILE, 'utf8').split('\n')) {
    if (rows.length === count) break;
    if (!line.trim()) continue;
    const row = JSON.parse(line);
    if (keep(row)) rows.push(row);
  }
  return rows;
}

/** Up to `count` documents { title, ingredients, instructions }, or null when the data file is missing. */
export function loadRecipeDocs(count) {
  const rows = recipeRows(
    count,
    ({ title, ingredients, instructions_list: instructions }) =>
      title && ingredients?.length && instructions?.length,
  );
  return (
    rows?.map(({ title, ingredients, instructions_list: instructions }) => ({
      title,
      ingredients,
      instructions,
    })) ?? null
  );
}
