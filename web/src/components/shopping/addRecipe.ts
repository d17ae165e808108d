/**
 * "Add ingredients to list" on the recipe page (issue 33 §2): everything but the button, in a chunk loaded on its
 * click, so the recipe page's first JS carries only the button. The recipe's lines for the servings the reader chose;
 * added again, they are scaled again, not doubled (the server's sources replace themselves).
 */
import type { TFunction } from 'i18next';
import type { ToastApi } from '@/components/toast';
import { callFunction, errorMessage } from '@/platform/api';

export async function addRecipeToList(
  button: HTMLButtonElement,
  recipe: { id: string; servings: number | null },
  toast: ToastApi,
  t: TFunction<'recipes'>,
): Promise<void> {
  button.disabled = true;
  try {
    await callFunction('shopping-addRecipe', { recipeId: recipe.id, servings: recipe.servings ?? 1 });
    toast.success(t('detail.addedToList'));
  } catch (error) {
    toast.error(errorMessage(error, t('detail.addToListFailed')));
  } finally {
    button.disabled = false;
  }
}
