/**
 * "Add ingredients to list" on the recipe page (issue 33 §2): a chunk of its own, loaded on the click, so the recipe
 * page's first JS carries only the button. The recipe's lines for the servings the reader chose; added again, they
 * are scaled again, not doubled (the server's sources replace themselves).
 */
import { callFunction } from '@/platform/api';

export async function addRecipeToList(recipeId: string, servings: number): Promise<number> {
  const { lines } = await callFunction('shopping-addRecipe', { recipeId, servings });
  return lines.length;
}
