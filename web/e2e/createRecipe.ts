/** The create-recipe screen as the journeys that write a recipe through it use it (recipes, AI, video). */
import type { Locator, Page } from 'playwright-core';
import { WEB_URL } from './support';

/** Opens /create-recipe and picks a creation method's card; answers the recipe form (shown now or once filled). */
export async function openCreateMethod(
  page: Page,
  method: 'manual' | 'ai-title' | 'youtube',
): Promise<Locator> {
  await page.goto(`${WEB_URL}/create-recipe`);
  const card = page.locator(`[data-testid="method-selector"] [data-method="${method}"]`);
  await card.waitFor({ timeout: 90_000 });
  await card.click();
  return page.locator('[data-testid="recipe-form"]');
}

/** Ticks the form's category pills at `positions` (in screen order; the first one ticked is the primary). */
export async function pickCategories(form: Locator, ...positions: number[]): Promise<void> {
  const pills = form.locator('[data-testid="category-picker"] label');
  await pills.first().waitFor({ timeout: 60_000 });
  for (const position of positions) await pills.nth(position).click();
}

/** Submits the create form and waits for /recipe/{id}; answers the id (the page may still be loading). */
export async function submitNewRecipe(page: Page): Promise<string> {
  await page.locator('[data-testid="recipe-form-submit"]').click();
  await page.waitForURL((url) => /^\/recipe\/[^/]+$/.test(url.pathname), { timeout: 110_000 });
  return decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
}
