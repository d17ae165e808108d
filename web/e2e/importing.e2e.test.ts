/// <reference types="node" />
/**
 * Journey: importing a recipe (issue 32), in English and in Hebrew, against the running local stack. A new verified
 * cook picks "Paste a recipe", is told an empty paste is not a recipe, pastes one (the offline provider is the text
 * reader), sees the form filled (labelled offline, private), checks it at 390 px, picks a category and saves; the
 * recipe lands private in both stores, and a Hebrew one reads right to left on its page. Then "From a link": a page
 * of the fixture site (the loopback origin the stack's safe fetch lets through) fills the form, and the saved recipe
 * shows "Adapted from" its site with the page's photo. axe and screenshots on the filled steps and the saved recipes
 * (test-output/screenshots/).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type enImporting from '../src/locales/en/importing.json';
import { openCreateMethod, pickCategories, submitNewRecipe } from './createRecipe';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import type enRecipes from '../src/locales/en/recipes.json';
import {
  cookForBlock,
  journeyBrowser,
  localeTexts,
  makePng,
  mirrorRows,
  screenCheck,
  phoneLayoutCheck,
} from './support';

const PASTES = {
  en: {
    title: 'Weekend pancakes',
    text: 'Weekend pancakes\nFluffy and quick.\nServes 4\nPrep time: 10 minutes\nIngredients\n- 2 eggs\n- 250 g flour\n- 300 ml milk\nMethod\n1. Whisk everything together.\n2. Fry ladlefuls in a hot pan.',
    firstStep: 'Whisk everything together.',
    minutes: '10',
  },
  he: {
    title: 'שקשוקה של שבת',
    text: 'שקשוקה של שבת\nארוחת בוקר חמה.\nזמן הכנה: 20 דקות\nמצרכים\n- 4 ביצים\n- 6 עגבניות בשלות\n- 2 כפות שמן זית\nאופן ההכנה\n1. מחממים שמן במחבת.\n2. מוסיפים את העגבניות ומבשלים.\n3. שוברים את הביצים ומכסים.',
    firstStep: 'מחממים שמן במחבת.',
    minutes: '20',
  },
} as const;

/** The pages of the fixture site: a recipe's JSON-LD, as a recipe site's page carries it. */
const PAGES = {
  en: {
    title: 'Lemon drizzle cake',
    ingredients: ['225 g butter', '225 g sugar', '4 eggs', '2 lemons'],
    steps: ['Cream the butter and sugar.', 'Beat in the eggs.', 'Bake for 45 minutes.'],
    author: 'Dana Cook',
    siteName: 'Dana Bakes',
  },
  he: {
    title: 'עוגת שמרים של סבתא',
    ingredients: ['500 גרם קמח', '2 ביצים', '1 כף שמרים'],
    steps: ['לשים בצק רך.', 'מתפיחים שעה.', 'אופים 30 דקות.'],
    author: 'סבתא רחל',
    siteName: 'המטבח של סבתא',
  },
} as const;

function recipePage(language: 'en' | 'he', origin: string): string {
  const recipe = PAGES[language];
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    description: recipe.title,
    image: `${origin}/${language}.png`,
    author: { '@type': 'Person', name: recipe.author },
    publisher: { '@type': 'Organization', name: recipe.siteName },
    prepTime: 'PT20M',
    cookTime: 'PT40M',
    recipeYield: '8',
    recipeIngredient: recipe.ingredients,
    recipeInstructions: recipe.steps.map((text) => ({ '@type': 'HowToStep', text })),
  };
  return `<!doctype html><html lang="${language}"><head><title>${recipe.siteName}</title><script type="application/ld+json">${JSON.stringify(data)}</script></head><body><h1>${recipe.title}</h1></body></html>`;
}

const browser = journeyBrowser();
/** The fixture site, on the loopback origin the stack's safe fetch lets through (MATKON_IMPORT_FIXTURE_URL). */
const origin = process.env.MATKON_IMPORT_FIXTURE_URL ?? 'http://127.0.0.1:0';
let site: Server | undefined;

beforeAll(async () => {
  site = createServer((req, res) => {
    const language = /^\/(en|he)(\.png)?$/.exec(req.url ?? '');
    if (!language?.[1]) return void res.writeHead(404).end();
    if (language[2])
      return void res.writeHead(200, { 'content-type': 'image/png' }).end(makePng(64, 48, [200, 150, 40]));
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(recipePage(language[1] as 'en' | 'he', origin));
  });
  await new Promise<void>((resolve) => site?.listen(Number(new URL(origin).port), '127.0.0.1', resolve));
});

afterAll(() => new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve())));

describe.each(['en', 'he'] as const)('a recipe from a link in %s', (language) => {
  const text = localeTexts<typeof enImporting>(language, 'importing');
  const recipes = localeTexts<typeof enRecipes>(language, 'recipes');
  const source = PAGES[language];
  let page: Page;
  cookForBlock(browser, { journey: 'Link', language, at: null }, (cook) => (page = cook.page));

  it('imports a page of the fixture site and saves it adapted from its site, with its photo', async () => {
    const form = await openCreateMethod(page, 'link');
    const step = page.getByTestId('recipe-import');
    await step.waitFor({ timeout: 60_000 });
    await step.getByTestId('import-url').fill('ftp://files.example/cake');
    await step.getByTestId('import-submit').click();
    await expect
      .poll(() => step.getByRole('alert').textContent(), { timeout: 10_000 })
      .toBe(text.errors.urlInvalid);

    await step.getByTestId('import-url').fill(`${origin}/${language}`);
    await step.getByTestId('import-submit').click();
    await step.getByTestId('import-filled').waitFor({ timeout: 60_000 });
    await form.waitFor({ timeout: 60_000 });
    await expect.poll(() => form.locator('#recipe-title').inputValue()).toBe(source.title);
    await pickCategories(form, 'desserts');
    await screenCheck(page, `import-link-filled-${language}`);

    const recipeId = await submitNewRecipe(page);
    const adapted = page.getByTestId('recipe-source');
    await adapted.waitFor({ timeout: 60_000 });
    expect(await adapted.textContent()).toContain(`${recipes.detail.adaptedFrom} ${source.siteName}`);
    expect(await adapted.locator('a').getAttribute('href')).toBe(`${origin}/${language}`);
    const direction = await page
      .locator('#recipe-title')
      .evaluate((title) => getComputedStyle(title).direction);
    expect(direction).toBe(language === 'he' ? 'rtl' : 'ltr');
    await screenCheck(page, `import-link-saved-${language}`);

    const rows = await mirrorRows<{ visibility: string; source: unknown; photos: number }>(
      'select visibility, source, jsonb_array_length(images) as photos from recipes where firebase_id = $1',
      [recipeId],
    );
    expect(rows[0]).toEqual({
      visibility: 'private',
      source: { url: `${origin}/${language}`, siteName: source.siteName, author: source.author },
      photos: 1,
    });
  }, 240_000);
});

describe.each(['en', 'he'] as const)('a pasted recipe in %s', (language) => {
  const text = localeTexts<typeof enImporting>(language, 'importing');
  const paste = PASTES[language];
  let page: Page;
  cookForBlock(browser, { journey: 'Import', language, at: null }, (cook) => (page = cook.page));

  it('pastes a recipe, sees the form filled and private, and saves it', async () => {
    const form = await openCreateMethod(page, 'paste');
    const step = page.getByTestId('recipe-import');
    await step.waitFor({ timeout: 60_000 });
    await step.getByTestId('import-submit').click();
    await expect
      .poll(() => step.getByRole('alert').textContent(), { timeout: 10_000 })
      .toBe(text.errors.empty);

    await step.getByTestId('import-text').fill(paste.text);
    await step.getByTestId('import-submit').click();
    const filled = step.getByTestId('import-filled');
    await filled.waitFor({ timeout: 60_000 });
    expect(await filled.textContent()).toContain(text.offline);
    expect(await filled.textContent()).toContain(text.private);
    await form.waitFor({ timeout: 60_000 });
    await expect.poll(() => form.locator('#recipe-title').inputValue()).toBe(paste.title);
    expect(await form.locator('#recipe-preparation-time').inputValue()).toBe(paste.minutes);
    await pickCategories(form, 'breakfast');
    await screenCheck(page, `import-paste-filled-${language}`);
    await phoneLayoutCheck(page, `import-paste-filled-${language}-phone`);

    const recipeId = await submitNewRecipe(page);
    const detail = page.locator('[data-testid="recipe-detail"]');
    await detail.waitFor({ timeout: 60_000 });
    await expect.poll(() => detail.getByText(paste.firstStep).count()).toBeGreaterThan(0);
    const direction = await page
      .locator('#recipe-title')
      .evaluate((title) => getComputedStyle(title).direction);
    expect(direction).toBe(language === 'he' ? 'rtl' : 'ltr');
    await screenCheck(page, `import-paste-saved-${language}`);

    const rows = await mirrorRows<{ visibility: string; title: string; language: string }>(
      'select visibility, title, language from recipes where firebase_id = $1',
      [recipeId],
    );
    expect(rows[0]).toEqual({ visibility: 'private', title: paste.title, language });
  }, 240_000);
});
