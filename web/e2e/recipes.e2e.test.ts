/// <reference types="node" />
/**
 * Journey: recipes (spec 000 §2, §4, §5, §8; 001 §2) against the running local stack. The demo cook signs in,
 * creates a recipe in English with two real images (PNG files made here), sees it on its page and in the grid of
 * their channel, edits it (one image removed, a tag added), sees the change, deletes it and lands on /, after which
 * the recipe answers "not found". Then a Hebrew recipe, in the Hebrew interface: the page reads right-to-left.
 * Each save tells the cook the language the server detected, in the interface's language (000 §7 userMessage).
 * Screenshots (create form, detail en, detail he, the channel grid, the language notice en and he) go to
 * test-output/screenshots/.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enRecipes from '../src/locales/en/recipes.json';
import heRecipes from '../src/locales/he/recipes.json';
import { openCreateMethod, pickCategories, submitNewRecipe } from './createRecipe';
import {
  RUN,
  WEB_URL,
  callFunctionAs,
  chooseLanguage,
  eventually,
  idTokenOf,
  journeyBrowser,
  toastText,
  makePng,
  newVisitor,
  pageDirection,
  phoneLayoutCheck,
  screenshot as fullPageShot,
  withVisitorPage,
} from './support';

const COOK = { email: 'cook@matkon.local', password: 'matkon-cook' } as const;
const created = new Set<string>();

const IMAGES = [
  { name: `e2e-pasta-${RUN}.png`, mimeType: 'image/png', buffer: makePng(320, 240, [200, 90, 40]) },
  { name: `e2e-salad-${RUN}.png`, mimeType: 'image/png', buffer: makePng(320, 240, [70, 150, 60]) },
];

// ------------------------------------------------------------------------------------------------ helpers

/** A full-page screenshot from the top (the shell's header is sticky) once every image on the page has loaded. */
async function screenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page
    .waitForFunction(() => [...document.images].every((image) => image.complete), undefined, {
      timeout: 20_000,
    })
    .catch(() => undefined);
  await fullPageShot(page, name);
}

/** The recipes-delete callable as the demo cook (through the Auth and Functions emulators): cleanup only. */
async function deleteThroughCallable(recipeId: string): Promise<void> {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST || !process.env.MATKON_FUNCTIONS_URL) return;
  const token = await idTokenOf(COOK).catch(() => null);
  if (token) await callFunctionAs('recipes-delete', { recipeId }, token).catch(() => undefined);
}

/** GET /api/recipes/detail as a guest: the HTTP status. */
async function detailStatus(recipeId: string): Promise<number> {
  const response = await fetch(`${WEB_URL}/api/recipes/detail?recipeId=${encodeURIComponent(recipeId)}`);
  return response.status;
}

async function signIn(page: Page) {
  await page.goto(`${WEB_URL}/login`);
  await page.locator('section.login input[type="email"]').fill(COOK.email);
  await page.locator('section.login input[type="password"]').fill(COOK.password);
  await page.locator('section.login button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 60_000 });
}

interface RecipeInput {
  title: string;
  description: string;
  ingredients: string[];
  instructions: string[];
  tags: string[];
  images: typeof IMAGES;
  prepTime: string;
}

/** Opens /create-recipe, picks the manual method and fills the form (two categories, the first one primary). */
async function fillCreateForm(page: Page, recipe: RecipeInput, text: typeof enRecipes = enRecipes) {
  const form = await openCreateMethod(page, 'manual');
  await form.waitFor({ timeout: 60_000 });
  await form.locator('#recipe-title').fill(recipe.title);
  await form.locator('#recipe-description').fill(recipe.description);
  await pickCategories(form, 'main-courses', 'soups');
  // A time that is not whole minutes from 1 to 1440 stays as typed and the field says why (issue 27).
  const prep = form.locator('#recipe-preparation-time');
  await prep.fill('');
  await prep.pressSequentially('1.5');
  expect(await prep.inputValue()).toBe('1.5');
  await expect
    .poll(() => form.locator('#recipe-preparation-time-error').textContent())
    .toBe(text.validation.errors.preparationTimeInvalid);
  await prep.fill(recipe.prepTime);
  expect(await form.locator('#recipe-preparation-time-error').count()).toBe(0);

  const ingredients = form.locator('[data-testid="rows-ingredients"] input[role="combobox"]');
  for (const [index, text] of recipe.ingredients.entries()) {
    await ingredients.nth(index).fill(text);
    // Enter adds the next row (and moves there), except after the last one.
    if (index < recipe.ingredients.length - 1) await ingredients.nth(index).press('Enter');
  }
  const steps = form.locator('[data-testid="rows-instructions"] textarea');
  for (const [index, text] of recipe.instructions.entries()) {
    if (index > 0) await form.locator('[data-testid="rows-instructions"] button.button').click();
    await steps.nth(index).fill(text);
  }
  const tagInput = form.locator('#recipe-tags');
  for (const tag of recipe.tags) {
    await tagInput.fill(tag);
    await tagInput.press('Enter');
  }
  // A text file named .png claims to be an image: it is refused at once, by name, and adds no preview.
  const fake = `notes-${RUN}.png`;
  await form
    .locator('#recipe-images')
    .setInputFiles({ name: fake, mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await expect.poll(() => form.locator('[data-testid="images-errors"]').textContent()).toContain(fake);
  expect(await form.locator('[data-testid="form-image"]').count()).toBe(0);
  await form.locator('#recipe-images').setInputFiles(recipe.images);
  await expect
    .poll(() => form.locator('[data-testid="form-image"]').count(), { timeout: 90_000 })
    .toBe(recipe.images.length);
  // The checks have finished when the submit button is free again.
  await expect
    .poll(() => form.locator('[data-testid="recipe-form-submit"]').isEnabled(), { timeout: 90_000 })
    .toBe(true);
  return form;
}

/**
 * The language notice of the save (000 §7 userMessage): an info toast in the polite live region, in the interface's
 * language. Hovered, so it stays open while the save goes on and the recipe page opens.
 */
async function languageNotice(page: Page): Promise<string> {
  const toast = page.locator('[data-testid="toast"][data-type="info"]').last();
  await toast.waitFor({ timeout: 90_000 });
  await toast.hover();
  expect(await toast.evaluate((item) => item.closest('[aria-live]')?.getAttribute('aria-live'))).toBe(
    'polite',
  );
  return ((await toast.locator('.toast__message').textContent()) ?? '').trim();
}

/** Submits the create form and waits for /recipe/{id}; answers the id. */
async function publish(page: Page): Promise<string> {
  const id = await submitNewRecipe(page);
  created.add(id);
  await page.locator('[data-testid="recipe-detail"]').waitFor({ timeout: 60_000 });
  return id;
}

/** Deletes the open recipe from its page: lands on /, says `done` in a success toast, and the page answers 404. */
async function deleteFromPage(page: Page, id: string, done: string) {
  await page.locator('[data-testid="recipe-delete"]').click();
  const dialog = page.locator('[data-testid="confirm-dialog"]');
  await dialog.waitFor();
  await dialog.locator('[data-testid="confirm-dialog-confirm"]').click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 90_000 });
  created.delete(id);
  expect(await toastText(page, 'success', 60_000)).toContain(done);
  expect(
    await eventually(
      () => detailStatus(id),
      (status) => status === 404,
    ),
  ).toBe(404);
}

// ------------------------------------------------------------------------------------------------ the journey

const browser = journeyBrowser();
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await newVisitor(browser());
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: WEB_URL });
  page = await context.newPage();
  await signIn(page);
});

afterAll(async () => {
  for (const id of created) await deleteThroughCallable(id).catch(() => undefined);
  // The language choice is saved to the cook's profile: leave it English for the other journeys.
  if (
    page &&
    !page.isClosed() &&
    (await page.evaluate(() => document.documentElement.lang).catch(() => 'en')) !== 'en'
  ) {
    await chooseLanguage(page, 'en').catch(() => undefined);
  }
});

describe('recipes journey (en)', () => {
  const title = `E2E Lemon Ricotta Pasta ${RUN}`;
  const ingredients = ['250 g spaghetti', '200 g ricotta', '1 lemon, zested', '40 g parmesan'];
  let id = '';

  it('shows the method selector with its three methods available', async () => {
    await page.goto(`${WEB_URL}/create-recipe`);
    const selector = page.locator('[data-testid="method-selector"]');
    await selector.waitFor({ timeout: 60_000 });
    for (const method of ['youtube', 'ai-title', 'manual'])
      expect(await selector.locator(`[data-method="${method}"]`).getAttribute('aria-disabled')).toBeNull();
    expect(await selector.textContent()).not.toContain(enRecipes.create.methods.soon);
  });

  it('refuses an empty form with the spec message and keeps the focus on the first problem', async () => {
    await page.locator('[data-method="manual"]').click();
    const form = page.locator('[data-testid="recipe-form"]');
    await form.waitFor({ timeout: 60_000 });
    // a new recipe starts in the primary category (002 §3)
    await expect
      .poll(() =>
        form
          .locator('[data-testid="category-picker"] label.recipe-form__pill--on')
          .getAttribute('data-category-id'),
      )
      .toBe('main-courses');
    await form.locator('[data-testid="recipe-form-submit"]').click();
    await expect
      .poll(() => form.locator('[data-testid="recipe-form-problem"]').textContent())
      .toBe(enRecipes.validation.fillRequiredFields);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('recipe-title');
    // every field that needs attention is flagged, with its message beside it, not only the title
    for (const id of ['recipe-title', 'recipe-description'])
      expect(await form.locator(`#${id}`).getAttribute('aria-invalid')).toBe('true');
    const text = await form.textContent();
    expect(text).not.toContain(enRecipes.validation.errors.categoryRequired);
    expect(text).toContain(enRecipes.validation.errors.ingredientInstructionRequired);
    // back arrow to the selector, and forward again
    await page.locator('[data-testid="create-back"]').click();
    await page.locator('[data-testid="method-selector"]').waitFor();
  });

  it('creates a recipe with two images and opens its page', async () => {
    const form = await fillCreateForm(page, {
      title,
      description: 'Bright, creamy and ready in the time the pasta takes to cook.',
      ingredients,
      instructions: [
        'Cook the spaghetti in salted water until al dente.',
        'Stir the ricotta, lemon zest and parmesan with a ladle of pasta water.',
        'Toss everything together and serve at once.',
      ],
      tags: ['pasta', 'Quick'],
      images: IMAGES,
      prepTime: '25',
    });
    // the popular tags are one click away
    await form.locator('.form__tag-offers button').first().waitFor({ timeout: 30_000 });
    // duplicates are not added (case aside)
    await form.locator('#recipe-tags').fill('quick');
    await form.locator('#recipe-tags').press('Enter');
    expect(await form.locator('[data-testid="tag-chips"] li').count()).toBe(2);
    await screenshot(page, 'recipes-create-form-en');

    const published = publish(page);
    // the language step asked the server, and tells the cook what it found
    expect(await languageNotice(page)).toContain(
      enRecipes.languageNotice.detected.replace('{{language}}', 'English'),
    );
    id = await published;
    await fullPageShot(page, 'recipes-language-notice-en');
    expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    const detail = page.locator('[data-testid="recipe-detail"]');
    expect(await detail.locator('h1#recipe-title').textContent()).toBe(title);
    expect(await detail.locator('[data-testid="recipe-gallery-thumb"]').count()).toBe(2);
    const sources = await detail
      .locator('[data-testid="recipe-gallery-thumb"] img')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    expect(sources.every((src) => src.includes(`/recipes/${id}/`))).toBe(true);
    // both images really load
    await expect
      .poll(
        () =>
          detail
            .locator('[data-testid="recipe-gallery-thumb"] img')
            .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(await detail.locator('[data-testid="recipe-ingredients"] li').allTextContents()).toEqual(
      ingredients,
    );
    expect(await detail.locator('[data-testid="recipe-tags"] li').allTextContents()).toEqual([
      '#pasta',
      '#quick',
    ]);
    expect(await detail.locator('[data-testid="recipe-owner-actions"]').count()).toBe(1);
    expect(await pageDirection(page)).toBe('ltr');
    await screenshot(page, 'recipes-detail-en');

    // the share bar counts a share (Copy link: the link goes to the clipboard)
    await detail.locator('[data-testid="share-copy"]').click();
    expect(await toastText(page, 'success', 60_000)).toContain(enRecipes.share.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${WEB_URL}/recipe/${id}`);
    await expect
      .poll(() => detail.locator('[data-testid="share-count"]').textContent(), { timeout: 30_000 })
      .toBe('Shared 1 time');
  });

  it('shows the recipe in the grid of the author’s channel', async () => {
    await page.locator('[data-testid="recipe-author"] a').click();
    const card = page.locator(`[data-testid="user-recipe-grid"] [data-recipe-id="${id}"]`);
    await card.waitFor({ timeout: 60_000 });
    expect(await card.locator('[data-testid="recipe-card-link"]').textContent()).toBe(title);
    // one's own grid has Edit and Delete on every card
    expect(await card.locator('[data-testid="recipe-card-edit"]').count()).toBe(1);
    expect(await card.locator('[data-testid="recipe-card-delete"]').count()).toBe(1);
    await screenshot(page, 'recipes-channel-grid-en');
  });

  it('edits it: one image removed, a tag added', async () => {
    await page.goto(`${WEB_URL}/recipe/${id}/edit`);
    const form = page.locator('[data-testid="recipe-form"]');
    await form.waitFor({ timeout: 60_000 });
    expect(await form.locator('#recipe-title').inputValue()).toBe(title);
    const images = form.locator('[data-testid="form-image"]');
    expect(await images.count()).toBe(2);
    await images.first().locator('[data-testid="form-image-remove"]').click();
    expect(await images.count()).toBe(1);
    // the ingredients the recipe taught are suggested from 2 characters; arrow keys and Enter pick one
    await form.locator('[data-testid="rows-ingredients"] button.button').click();
    const newRow = form
      .locator('[data-testid="rows-ingredients"] input[role="combobox"]')
      .nth(ingredients.length);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Ingredient 5',
    );
    await newRow.pressSequentially('ricot');
    await form.locator('[role="option"]', { hasText: 'ricotta' }).first().waitFor({ timeout: 30_000 });
    // other journeys' recipes on the same stack may teach other words first: walk down to ours
    const offered = (await form.locator('[role="option"]').allTextContents()).map((text) => text.trim());
    for (let step = 0; step <= offered.indexOf('ricotta'); step += 1) await newRow.press('ArrowDown');
    await newRow.press('Enter');
    expect(await newRow.inputValue()).toBe('ricotta');
    await form.locator('[data-testid="rows-ingredients"] button[aria-label="Remove ingredient 5"]').click();
    await form.locator('#recipe-tags').fill('weeknight');
    await form.locator('#recipe-tags').press('Enter');
    // an invalid video link is refused at its field; emptying it again is fine
    await form.locator('#recipe-video').fill('https://example.com/not-a-video');
    await form.locator('[data-testid="recipe-form-submit"]').click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('recipe-video');
    await form.locator('#recipe-video').fill('https://youtu.be/dQw4w9WgXcQ');
    await form.locator('[data-testid="video-validated"]').waitFor();
    await form.locator('#recipe-video').fill('');
    await form.locator('[data-testid="recipe-form-submit"]').click();

    expect(await toastText(page, 'success', 60_000)).toContain(enRecipes.edit.saved);
    await page.waitForURL((url) => url.pathname === `/recipe/${id}`, { timeout: 60_000 });
    const detail = page.locator('[data-testid="recipe-detail"]');
    await detail.waitFor({ timeout: 60_000 });
    await expect
      .poll(() => detail.locator('[data-testid="recipe-tags"] li').allTextContents(), { timeout: 30_000 })
      .toEqual(['#pasta', '#quick', '#weeknight']);
    // one image left: no thumbnails, the one image shown
    expect(await detail.locator('[data-testid="recipe-gallery-thumb"]').count()).toBe(0);
    expect(await detail.locator('[data-testid="recipe-gallery-image"]').count()).toBe(1);
  });

  it('deletes it: lands on / and the recipe is gone', async () => {
    await deleteFromPage(page, id, enRecipes.delete.done);
    await page.goto(`${WEB_URL}/recipe/${id}`);
    await page.locator('[data-testid="recipe-not-found"]').waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-testid="recipe-not-found"] h1').textContent()).toBe(
      enRecipes.errors.notFound,
    );
  });
});

describe('recipes journey (he)', () => {
  const title = `שקשוקה ירוקה ${RUN}`;
  // a line that starts with a Latin brand name, and lines that start with a number
  const ingredients = ['4 ביצים', 'חופן תרד', '2 כפות שמן זית', 'מלח ופלפל', 'Tabasco לפי הטעם'];
  const instructions = [
    'מחממים שמן במחבת ומוסיפים את התרד.',
    'שוברים את הביצים, מכסים ומבשלים עד שהחלבון מתקרש.',
    '2 דקות לפני ההגשה מוסיפים Tabasco.',
  ];
  let id = '';

  it('creates a Hebrew recipe whose page reads right-to-left', async () => {
    await page.goto(`${WEB_URL}/`);
    await chooseLanguage(page, 'he');
    expect(await pageDirection(page)).toBe('rtl');
    await fillCreateForm(
      page,
      {
        title,
        description: 'שקשוקה עם תרד ועשבי תיבול, מוכנה בעשרים דקות.',
        ingredients,
        instructions,
        tags: ['ארוחת בוקר'],
        images: IMAGES.slice(0, 1),
        prepTime: '20',
      },
      heRecipes,
    );
    // the Hebrew interface: the form speaks Hebrew
    expect(await page.locator('[data-testid="recipe-form-submit"]').textContent()).toBe(
      heRecipes.create.submit,
    );
    const published = publish(page);
    // the notice speaks the interface's language: "…כתוב בעברית"
    expect(await languageNotice(page)).toContain(
      heRecipes.languageNotice.detected.replace('{{language}}', 'עברית'),
    );
    id = await published;
    await fullPageShot(page, 'recipes-language-notice-he');

    const detail = page.locator('[data-testid="recipe-detail"]');
    expect(await detail.locator('h1#recipe-title').textContent()).toBe(title);
    expect(await pageDirection(page)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('he');
    // the title, the description and every line carry the recipe's language and its direction (decision 0074),
    // not each line its own guess: the line that starts with "Tabasco" reads right to left too
    const directions = await detail
      .locator(
        'h1#recipe-title, [data-testid="recipe-description"], [data-testid="recipe-ingredients"] li, ' +
          '[data-testid="recipe-instructions"] li',
      )
      .evaluateAll((elements) =>
        elements.map((element) => ({
          dir: element.getAttribute('dir'),
          lang: element.getAttribute('lang') ?? element.closest('[lang]')?.getAttribute('lang'),
          css: getComputedStyle(element).direction,
        })),
      );
    expect(directions.length).toBe(ingredients.length + instructions.length + 2);
    expect(directions.map((entry) => entry.css)).toEqual(directions.map(() => 'rtl'));
    expect(directions.map((entry) => entry.dir)).toEqual(directions.map(() => 'rtl'));
    expect(directions.map((entry) => entry.lang)).toEqual(directions.map(() => 'he'));
    expect(await detail.locator('[data-testid="recipe-ingredients"] li').allTextContents()).toEqual(
      ingredients,
    );
    expect(await detail.locator('#recipe-ingredients-title').textContent()).toBe(
      heRecipes.detail.ingredients,
    );
    await screenshot(page, 'recipes-detail-he');
    await phoneLayoutCheck(page, 'recipes-detail-he-390', detail.locator('#recipe-ingredients-title'));
  });

  it('keeps its lines right to left in an English interface', async () => {
    await chooseLanguage(page, 'en');
    const detail = page.locator('[data-testid="recipe-detail"]');
    expect(await pageDirection(page)).toBe('ltr');
    const lines = detail.locator(
      '[data-testid="recipe-ingredients"] li, [data-testid="recipe-instructions"] li',
    );
    expect(
      await lines.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).direction)),
    ).toEqual([...ingredients, ...instructions].map(() => 'rtl'));
    await screenshot(page, 'recipes-detail-he-in-en');
    await phoneLayoutCheck(page, 'recipes-detail-he-in-en-390', detail.locator('#recipe-ingredients-title'));
    await chooseLanguage(page, 'he');
  });

  it('deletes the Hebrew recipe', async () => {
    await deleteFromPage(page, id, heRecipes.delete.done);
    await chooseLanguage(page, 'en');
  });
});

describe('recipe pages for guests and missing recipes', () => {
  it('a followers-only recipe is locked for a guest; unlocking saves the way back and opens /login', async () => {
    await withVisitorPage(browser(), async (visitor) => {
      await visitor.goto(`${WEB_URL}/recipe/demo-orange-olive-oil-cake`);
      const locked = visitor.locator('[data-testid="recipe-locked"]');
      await locked.waitFor({ timeout: 60_000 });
      expect(await locked.getAttribute('data-access')).toBe('login-required');
      expect(await locked.locator('h1').textContent()).toBe('Orange Olive Oil Cake');
      // a preview only: no ingredients
      expect(await visitor.locator('[data-testid="recipe-ingredients"]').count()).toBe(0);
      await locked.locator('[data-testid="recipe-unlock"]').click();
      await visitor.waitForURL((url) => url.pathname === '/login', { timeout: 30_000 });
      expect(await visitor.evaluate(() => sessionStorage.getItem('returnAfterLogin'))).toBe(
        '/recipe/demo-orange-olive-oil-cake',
      );
    });
  });

  it('editing a recipe that does not exist says so, then goes to / after 2 s', async () => {
    // time flows as usual; the 2 s are jumped instead of waited for
    await page.clock.install();
    await page.goto(`${WEB_URL}/recipe/no-such-recipe-${RUN}/edit`);
    const message = page.locator('[data-testid="edit-recipe"] .error-state__message');
    await message.waitFor({ timeout: 60_000 });
    expect(await message.textContent()).toBe(enRecipes.edit.failedToLoadRecipe);
    await page.clock.fastForward(2_000);
    await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
  });
});
