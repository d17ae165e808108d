// Realistic documents for benchmarks, shaped from the shared real recipes (../shared/data, never copied here).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Next to the checkout (../shared/data), or where MATKON_RECIPES_FILE says (a worktree elsewhere). */
export const RECIPES_FILE =
  process.env.MATKON_RECIPES_FILE ??
  fileURLToPath(new URL('../../../shared/data/recipes/recipes_all.jsonl', import.meta.url));

/** Up to `count` documents { title, ingredients, instructions }, or null when the data file is missing. */
export function loadRecipeDocs(count) {
  if (!existsSync(RECIPES_FILE)) return null;
  const docs = [];
  for (const line of readFileSync(RECIPES_FILE, 'utf8').split('\n')) {
    if (docs.length === count) break;
    if (!line.trim()) continue;
    const { title, ingredients, instructions_list: instructions } = JSON.parse(line);
    if (title && ingredients?.length && instructions?.length) docs.push({ title, ingredients, instructions });
  }
  return docs;
}
