import { RECIPE_FIRST_VIEW_ID } from '@domain/recipe/firstView';

/**
 * A public recipe page's HTML carries a first view of the recipe (title, photo, description) written by the
 * function that serves it (functions/src/seo/firstView.ts), painted before the app's code has run; #root stays
 * hidden while it is there. The screen that replaces it calls this once its own view is on screen (or it leaves).
 */
export function dismissServerView(): void {
  document.getElementById(RECIPE_FIRST_VIEW_ID)?.remove();
}
