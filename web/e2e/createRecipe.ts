/**
 * Recipes a journey writes: through the create-recipe screen (recipes, AI, video), or straight through
 * recipes-create when the journey only needs one of its own to exist (feeds, follows, the admin grid).
 */
import type { Locator, Page } from 'playwright-core';
import { WEB_URL, callFunctionAs } from './support';

/** A token the local bot-check verifier scores 0.9: passes every action. */
export const HUMAN = 'test-score-0.9';

/**
 * Publishes a valid public recipe as the token's user through recipes-create (no screen): `fields` over an English
 * lentil soup's, with `images` already uploaded to the image host.
 */
export async function publishRecipe(
  token: string,
  recipeId: string,
  fields: { title: string } & Record<string, unknown>,
  images: readonly unknown[] = [],
): Promise<void> {
  const recipe = {
    description: 'A warm soup for a winter evening',
    categories: ['soups'],
    preparationTime: 15,
    cookingTime: 30,
    difficulty: 'easy',
    ingredients: ['2 cups red lentils', '1 onion, diced'],
    instructions: ['Fry the onion', 'Simmer 20 minutes'],
    recipeTip: '',
    tags: [],
    visibility: 'public',
    ...fields,
  };
  await callFunctionAs('recipes-create', { recipeId, recipe, images, botToken: HUMAN }, token);
}

/**
 * Uploads a recipe's photo as the create form does (POST /api/media/upload, resized by the local image host) and
 * answers the stored image, for publishRecipe's `images`.
 */
export async function uploadRecipePhoto(
  token: string,
  recipeId: string,
  photo: { filename: string; png: Buffer },
): Promise<unknown> {
  const upload = await fetch(`${WEB_URL}/api/media/upload`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      recipeId,
      filename: photo.filename,
      mimeType: 'image/png',
      dataBase64: photo.png.toString('base64'),
    }),
  });
  if (!upload.ok) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
  return upload.json();
}

/** Opens /create-recipe and picks a creation method's card; answers the recipe form (shown now or once filled). */
export async function openCreateMethod(
  page: Page,
  method: 'manual' | 'ai-title' | 'youtube' | 'link' | 'paste',
): Promise<Locator> {
  await page.goto(`${WEB_URL}/create-recipe`);
  const card = page.locator(`[data-testid="method-selector"] [data-method="${method}"]`);
  await card.waitFor({ timeout: 90_000 });
  await card.click();
  return page.locator('[data-testid="recipe-form"]');
}

/**
 * Ticks the form's category pills of these ids, in order (the first is the primary). A new recipe starts in the
 * primary category (spec 002 §3): that pick is cleared first, so the recipe gets exactly the ids given.
 */
export async function pickCategories(form: Locator, ...ids: string[]): Promise<void> {
  const picker = form.locator('[data-testid="category-picker"]');
  await picker.locator('label').first().waitFor({ timeout: 60_000 });
  const picked = picker.locator('label.recipe-form__pill--on');
  while ((await picked.count()) > 0) await picked.first().click();
  for (const id of ids) await picker.locator(`label[data-category-id="${id}"]`).click();
}

/** Submits the create form and waits for /recipe/{id}; answers the id (the page may still be loading). */
export async function submitNewRecipe(page: Page): Promise<string> {
  await page.locator('[data-testid="recipe-form-submit"]').click();
  await page.waitForURL((url) => /^\/recipe\/[^/]+$/.test(url.pathname), { timeout: 110_000 });
  return decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');
}
