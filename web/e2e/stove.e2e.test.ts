/// <reference types="node" />
/**
 * Journey: the recipe page at the stove (issue 31 §1, §2). A guest scales a recipe of this run ×2 and ×0.5 and
 * reads the lines a cook would write (the exact amount of a rounded count in a hint, the line the reader could not
 * place marked), converts it to metric (a volume with its weight, the oven in °C) and to US (grams in ounces, °C in
 * °F), finds the units kept after a reload, opens a shared `?servings=` link, and sees the cook mode and print
 * links carry the servings; then a Hebrew reader, metric by default, reads a Hebrew recipe converted right to left.
 * One page throughout (the language and the width switched on it), desktop and 390 px, axe on each; screenshots
 * test-output/screenshots/stove-*.jpg. Its own cook and recipes, deleted after.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enStove from '../src/locales/en/stove.json';
import heStove from '../src/locales/he/stove.json';
import { publishRecipe } from './createRecipe';
import {
  ADMIN,
  RUN,
  WEB_URL,
  callFunctionAs,
  chooseLanguage,
  createVerifiedAccount,
  idTokenOf,
  journeyBrowser,
  noViolations,
  phoneCheck,
  screenshot,
  visitorPage,
} from './support';

const cook = { email: `e2e-stove-${RUN}@matkon.local`, password: 'stove-cook-123' };
const recipes = {
  en: {
    id: `e2e-stove-en-${RUN}`,
    title: `Butter shortbread ${RUN}`,
    language: 'en',
    servings: 4,
    ingredients: ['2 cups flour', '3 eggs', '200 g butter', 'Juice of 2 lemons', 'salt to taste'],
    instructions: ['Heat the oven to 350°F.', 'Bake for 30 minutes; a fan oven needs 160°C.'],
  },
  he: {
    id: `e2e-stove-he-${RUN}`,
    title: `עוגיות חמאה ${RUN}`,
    description: 'עוגיות חמאה פריכות שמכינים בחצי שעה',
    language: 'he',
    servings: 4,
    ingredients: ['2 כוסות קמח', '3 ביצים', '200 גרם חמאה', 'מיץ מ-2 לימונים', 'מלח לפי הטעם'],
    instructions: ['מחממים תנור ל-180 מעלות.', 'אופים 30 דקות.'],
  },
};

const browser = journeyBrowser();
let page: Page;
visitorPage(browser, (opened) => {
  page = opened;
});

beforeAll(async () => {
  await createVerifiedAccount(cook.email, cook.password);
  const token = await idTokenOf(cook);
  await callFunctionAs('users-ensureProfile', { language: 'en' }, token);
  await callFunctionAs('users-completeProfile', { displayName: `Stove Cook ${RUN}` }, token);
  await Promise.all(Object.values(recipes).map(({ id, ...recipe }) => publishRecipe(token, id, recipe)));
}, 120_000);

afterAll(async () => {
  const token = await idTokenOf(ADMIN).catch(() => '');
  if (!token) return;
  for (const { id } of Object.values(recipes))
    await callFunctionAs('recipes-adminDelete', { recipeId: id }, token).catch(() => 0);
}, 60_000);

/** What a reader sees of each line: the bidi isolates the domain puts around "3 ½" or "350 °F" are invisible. */
const visible = (texts: string[]) => texts.map((text) => text.replace(/[\u2066-\u2069]/g, ''));
const ingredients = async () =>
  visible(await page.locator('[data-testid="recipe-ingredients"] > li').allTextContents());
const steps = async () =>
  visible(await page.locator('[data-testid="recipe-instructions"] > li').allTextContents());
const servingsBox = () => page.getByTestId('stove-servings');
const unitsChoice = (name: string) => page.getByTestId('stove-units').getByRole('radio', { name });
/** The page once it shows the recipe: its lines in the app's view (the server's first view has none). */
async function openRecipe(path: string): Promise<void> {
  await page.goto(`${WEB_URL}${path}`);
  await page.getByTestId('recipe-ingredients').waitFor({ timeout: 60_000 });
}

describe('the recipe page at the stove (issue 31)', () => {
  it('en: scales ×2 and ×0.5 as a cook writes it, keeping the servings in the address and the links', async () => {
    await openRecipe(`/recipe/${recipes.en.id}`);
    expect(await servingsBox().inputValue()).toBe('4');
    expect(await unitsChoice(enStove.units.asWritten).isChecked()).toBe(true);
    expect(await ingredients()).toEqual(recipes.en.ingredients);
    await servingsBox().fill('8');
    await expect
      .poll(ingredients)
      .toEqual(['4 cups flour', '6 eggs', '400 g butter', 'Juice of 2 lemons', 'salt to taste']);
    expect(new URL(page.url()).searchParams.get('servings')).toBe('8');
    await servingsBox().fill('2');
    await expect
      .poll(ingredients)
      .toEqual(['1 cup flour', '2 eggs (1.5)', '100 g butter', 'Juice of 2 lemons', 'salt to taste']);
    // the line the reader could not place is shown as written, marked so
    const mark = page.getByRole('img', { name: enStove.lines.unreadable });
    expect(await mark.count()).toBe(1);
    expect(await mark.locator('xpath=ancestor::li').textContent()).toBe('Juice of 2 lemons');
    expect(await page.getByTestId('stove-cook').getAttribute('href')).toBe(
      `/recipe/${recipes.en.id}/cook?servings=2`,
    );
    expect(await page.getByTestId('stove-print').getAttribute('href')).toBe(
      `/recipe/${recipes.en.id}/print?servings=2`,
    );
    // the + button, by the keyboard
    await page.getByTestId('stove-servings-more').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => servingsBox().inputValue()).toBe('3');
  });

  it('en: converts to metric and US, lines and oven alike; the units survive a reload', async () => {
    await unitsChoice(enStove.units.metric).check();
    await expect
      .poll(ingredients)
      .toEqual([
        '360 ml (188 g) flour',
        '2 eggs (2.3)',
        '150 g butter',
        'Juice of 2 lemons',
        'salt to taste',
      ]);
    expect(await steps()).toEqual([
      'Heat the oven to 175 °C.',
      'Bake for 30 minutes; a fan oven needs 160°C.',
    ]);
    await page.reload();
    await page.getByTestId('recipe-ingredients').waitFor({ timeout: 60_000 });
    expect(await unitsChoice(enStove.units.metric).isChecked()).toBe(true);
    expect((await ingredients())[0]).toBe('360 ml (188 g) flour');
    await unitsChoice(enStove.units.us).check();
    await expect
      .poll(ingredients)
      .toEqual(['1 ½ cups flour', '2 eggs (2.3)', '5 ¼ oz butter', 'Juice of 2 lemons', 'salt to taste']);
    expect(await steps()).toEqual([
      'Heat the oven to 350°F.',
      'Bake for 30 minutes; a fan oven needs 325 °F.',
    ]);
    // the calories of the servings shown, once the offline calculator has written them
    const total = page.getByTestId('recipe-calories-total');
    await total.waitFor({ timeout: 30_000 });
    expect(await total.textContent()).toMatch(/^[\d,]+ kcal for 3 servings$/);
    await noViolations(page, 'stove-en-desktop');
    await screenshot(page, 'stove-en-desktop');
    await phoneCheck(page, 'stove-en-phone');
  });

  it('en: a shared link opens at its servings', async () => {
    await openRecipe(`/recipe/${recipes.en.id}?servings=8`);
    expect(await servingsBox().inputValue()).toBe('8');
    expect((await ingredients()).slice(0, 3)).toEqual(['4 cups flour', '6 eggs', '14 ⅛ oz butter']);
  });

  it('he: metric by default, right to left, scaled and converted with its numbers in order', async () => {
    // a reader who never chose: the Hebrew default
    await page.evaluate(() => localStorage.removeItem('matkon.units'));
    await chooseLanguage(page, 'he');
    await openRecipe(`/recipe/${recipes.he.id}`);
    expect(await unitsChoice(heStove.units.metric).isChecked()).toBe(true);
    expect(await ingredients()).toEqual([
      '480 מ"ל (250 גרם) קמח',
      '3 ביצים',
      '200 גרם חמאה',
      'מיץ מ-2 לימונים',
      'מלח לפי הטעם',
    ]);
    const directions = await page
      .locator('[data-testid="recipe-ingredients"] > li')
      .evaluateAll((items) => items.map((item) => getComputedStyle(item).direction));
    expect(directions.every((direction) => direction === 'rtl')).toBe(true);
    await page.getByTestId('recipe-ingredients').evaluate((list) => list.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'stove-he-metric', false);
    await unitsChoice(heStove.units.asWritten).check();
    await servingsBox().fill('8');
    await expect
      .poll(ingredients)
      .toEqual(['4 כוסות קמח', '6 ביצים', '400 גרם חמאה', 'מיץ מ-2 לימונים', 'מלח לפי הטעם']);
    await servingsBox().fill('2');
    await unitsChoice(heStove.units.us).check();
    await expect
      .poll(ingredients)
      .toEqual(['1 כוס קמח', '2 ביצים (1.5)', '3 ½ אונקיות חמאה', 'מיץ מ-2 לימונים', 'מלח לפי הטעם']);
    expect(await steps()).toEqual(['מחממים תנור ל-350 °F.', 'אופים 30 דקות.']);
    // "3 ½" and "350 °F" are isolated left to right, so right to left they still read as written
    const isolated = await page
      .locator('[data-testid="recipe-ingredients"] > li, [data-testid="recipe-instructions"] > li')
      .allTextContents();
    expect(isolated.filter((text) => /\u2066(3 ½|350 °F)\u2069/.test(text)).length).toBe(2);
    await noViolations(page, 'stove-he-desktop');
    await screenshot(page, 'stove-he-desktop');
    await phoneCheck(page, 'stove-he-phone');
  });
});
