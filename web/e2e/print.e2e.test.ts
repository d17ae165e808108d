/// <reference types="node" />
/**
 * Journey: the print view (issue 31 §4) as a guest, on one page. The demo cook publishes an English and a Hebrew
 * recipe of 10 ingredients and 6 steps with a photo each (the product's own calls, no form). The guest opens the
 * English one's /recipe/:id/print?servings=8 (a recipe for 4): no site shell, every ingredient scaled, a link back
 * that keeps the servings, a Print button that prints; a followers-only recipe's print view sends the guest to its
 * page; then the Hebrew one in a Hebrew interface (metric, right to left). The two are printed to A4 PDFs
 * (test-output/print-{en,he}.pdf) that must be one page each, with every ingredient line shown under print media
 * and, in Hebrew, the whole sheet right to left. axe and screenshots (en, he; desktop and 390 px) of the screen
 * version; a screenshot of each under print media.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewriteLine, type UnitSystem } from '@domain/cooking/rewrite';
import enPrint from '../src/locales/en/print.json';
import hePrint from '../src/locales/he/print.json';
import { publishRecipe, uploadRecipePhoto } from './createRecipe';
import {
  RUN,
  WEB_URL,
  callFunctionAs,
  idTokenOf,
  journeyBrowser,
  makePng,
  newVisitor,
  queryMirror,
  screenCheck,
  screenshot,
  phoneLayoutCheck,
} from './support';

const COOK = { email: 'cook@matkon.local', password: 'matkon-cook' } as const;
const OUTPUT = fileURLToPath(new URL('../../test-output/', import.meta.url));

const RECIPES = {
  en: {
    id: `e2e-print-en-${RUN}`,
    language: 'en',
    title: `Banana walnut loaf ${RUN}`,
    servings: 4,
    ingredients: [
      '2 cups all-purpose flour',
      '1 tsp baking soda',
      '1/2 tsp salt',
      '1 cup sugar',
      '1/2 cup butter, softened',
      '2 eggs',
      '1 cup buttermilk',
      '3 ripe bananas, mashed',
      '1 tsp vanilla extract',
      '1/2 cup chopped walnuts',
    ],
    instructions: [
      'Heat the oven to 350°F and butter a loaf tin, then line its base with baking paper.',
      'Whisk the flour, baking soda and salt together in a bowl and set it aside.',
      'Beat the butter and sugar until pale and fluffy, then beat in the eggs one at a time.',
      'Stir in the bananas, buttermilk and vanilla, then fold in the dry ingredients until just combined.',
      'Fold in the walnuts, scrape the batter into the tin and smooth the top with a spatula.',
      'Bake for 55 to 60 minutes, until a skewer comes out clean; cool in the tin for 10 minutes before slicing.',
    ],
  },
  he: {
    id: `e2e-print-he-${RUN}`,
    language: 'he',
    title: `עוגת תפוחים ואגוזים ${RUN}`,
    servings: 6,
    ingredients: [
      '3 כוסות קמח',
      '1 כפית אבקת אפייה',
      'קורט מלח',
      '1 כוס סוכר',
      '200 גרם חמאה רכה',
      '3 ביצים',
      '1 כוס חלב',
      '2 תפוחים מגוררים',
      '1 כפית קינמון',
      '100 גרם אגוזי מלך קצוצים',
    ],
    instructions: [
      'מחממים את התנור ל-180 מעלות ומשמנים תבנית אינגליש קייק.',
      'מערבבים בקערה את הקמח, אבקת האפייה והמלח ומניחים בצד.',
      'מקציפים את החמאה עם הסוכר עד שמתקבל קרם בהיר, ומוסיפים את הביצים אחת אחת.',
      'מוסיפים את החלב, התפוחים והקינמון, ומקפלים פנימה את התערובת היבשה.',
      'מוסיפים את האגוזים, יוצקים לתבנית ומיישרים את פני השטח.',
      'אופים 50 דקות, עד שקיסם יוצא נקי, ומצננים בתבנית לפני החיתוך.',
    ],
  },
} as const;
type Language = keyof typeof RECIPES;

/** The ingredient lines as the print view must show them for this choice (the domain's rules: domain/cooking). */
function expectedLines(language: Language, choice: { servings: number; units: UnitSystem }): string[] {
  const recipe = RECIPES[language];
  const options = { factor: choice.servings / recipe.servings, system: choice.units, language };
  return recipe.ingredients.map((line) => rewriteLine(line, options).text);
}

/** The sheet is drawn with its photo: nothing left to arrive before it is printed or shot. */
async function sheetReady(page: Page, language: Language): Promise<void> {
  await page.waitForFunction(
    ({ lng }) => {
      const sheet = document.querySelector('[data-testid="printed-recipe"]');
      const photo = sheet?.querySelector('img');
      return document.documentElement.lang === lng && photo instanceof HTMLImageElement && photo.complete;
    },
    { lng: language },
    { timeout: 60_000 },
  );
}

interface Printed {
  pages: number;
  /** The ingredient lines drawn under print media (a box of some height each). */
  lines: string[];
  actionsDisplay: string;
  dir: string | null;
  direction: string;
  /** The sheet's width over the page's: a right-to-left sheet squeezed into half of it would be ~0.5. */
  widthShare: number;
}

/**
 * The page under print media: what it draws, a screenshot of it, and an A4 PDF (test-output/print-{language}.pdf)
 * whose pages are counted from its page objects (Chromium writes each as an uncompressed `/Type /Page` dictionary).
 */
async function printed(page: Page, language: Language): Promise<Printed> {
  await page.emulateMedia({ media: 'print' });
  try {
    const drawn = await page.evaluate(() => {
      const sheet = document.querySelector<HTMLElement>('[data-testid="printed-recipe"]');
      const actions = document.querySelector('.print-page__actions');
      if (!sheet || !actions) throw new Error('no printed sheet');
      return {
        lines: [...sheet.querySelectorAll('[data-testid="printed-ingredients"] li')]
          .filter((item) => item.getBoundingClientRect().height > 0)
          .map((item) => item.textContent ?? ''),
        actionsDisplay: getComputedStyle(actions).display,
        dir: sheet.getAttribute('dir'),
        direction: getComputedStyle(sheet).direction,
        widthShare: sheet.getBoundingClientRect().width / document.documentElement.clientWidth,
      };
    });
    await screenshot(page, `print-${language}-paper`);
    mkdirSync(OUTPUT, { recursive: true });
    const pdf = await page.pdf({
      path: `${OUTPUT}print-${language}.pdf`,
      format: 'A4',
      printBackground: true,
    });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;
    return { ...drawn, pages };
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
}

const browser = journeyBrowser();
let page: Page;

beforeAll(async () => {
  const token = await idTokenOf(COOK);
  await Promise.all(
    Object.values(RECIPES).map(async (recipe, index) => {
      const png = makePng(400, 300, [200 - 60 * index, 120, 40 + 80 * index]);
      const image = await uploadRecipePhoto(token, recipe.id, { filename: `${recipe.id}.png`, png });
      await publishRecipe(
        token,
        recipe.id,
        {
          title: recipe.title,
          language: recipe.language,
          servings: recipe.servings,
          categories: ['desserts'],
          preparationTime: 20,
          cookingTime: 55,
          ingredients: [...recipe.ingredients],
          instructions: [...recipe.instructions],
        },
        [image],
      );
    }),
  );
  page = await (await newVisitor(browser())).newPage();
}, 120_000);

afterAll(async () => {
  const token = await idTokenOf(COOK);
  for (const { id } of Object.values(RECIPES))
    await callFunctionAs('recipes-delete', { recipeId: id }, token).catch(() => undefined);
});

describe('print view (issue 31 §4)', () => {
  it('prints an English recipe for 8 servings on one A4 page, every ingredient scaled, without the site', async () => {
    const { id } = RECIPES.en;
    await page.goto(`${WEB_URL}/recipe/${id}/print?servings=8`);
    await sheetReady(page, 'en');
    // no shell: no site header, navigation, footer or search; the Print button is the page's only button
    expect(await page.locator('.shell, nav, [role="navigation"], [role="search"]').count()).toBe(0);
    expect(await page.locator('button').allTextContents()).toEqual([enPrint.print]);
    const back = page.getByRole('link', { name: enPrint.back });
    expect(await back.getAttribute('href')).toBe(`/recipe/${id}?servings=8`);
    expect(await page.getByTestId('printed-recipe-servings').textContent()).toBe('8');
    const lines = expectedLines('en', { servings: 8, units: 'asWritten' });
    expect(lines[0]).toBe('4 cups all-purpose flour');
    expect(await page.getByTestId('printed-ingredients').locator('li').allTextContents()).toEqual(lines);
    const qr = page.getByTestId('printed-recipe-qr');
    expect(await qr.getAttribute('aria-label')).toContain(`/recipe/${id}?servings=8`);

    await screenCheck(page, 'print-en-desktop');
    await phoneLayoutCheck(page, 'print-en-phone');

    const paper = await printed(page, 'en');
    expect(paper).toMatchObject({ pages: 1, lines, actionsDisplay: 'none', dir: 'ltr', direction: 'ltr' });
    expect(paper.widthShare).toBeGreaterThan(0.9);

    // the screen's Print button asks the browser to print (replaced here: a headless print has no dialog to see)
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-print-asked', 'yes');
    });
    await page.getByRole('button', { name: enPrint.print }).click();
    expect(await page.locator('body').getAttribute('data-print-asked')).toBe('yes');
  });

  it("sends a guest to a followers-only recipe's page, which says why it is locked, instead of printing it", async () => {
    const [locked] = await queryMirror<{ firebase_id: string }>(
      `select firebase_id from public.recipes
        where firebase_id like 'demo-%' and visibility = 'followers-only' order by firebase_id limit 1`,
      [],
    );
    if (!locked) throw new Error('no followers-only demo recipe is seeded');
    await page.goto(`${WEB_URL}/recipe/${locked.firebase_id}/print`);
    await page.waitForURL(`${WEB_URL}/recipe/${locked.firebase_id}`);
    expect(await page.getByTestId('printed-recipe').count()).toBe(0);
  });

  it('prints a Hebrew recipe right to left across the whole page, in metric for a Hebrew reader', async () => {
    const { id } = RECIPES.he;
    await page.evaluate(() => localStorage.setItem('matkon.language', 'he'));
    await page.goto(`${WEB_URL}/recipe/${id}/print`);
    await sheetReady(page, 'he');
    expect(await page.getByRole('link', { name: hePrint.back }).getAttribute('href')).toBe(`/recipe/${id}`);
    expect(await page.getByTestId('printed-recipe-servings').textContent()).toBe('6');
    expect(await page.locator('.printed-recipe__facts').textContent()).toContain(hePrint.units.metric);
    const lines = expectedLines('he', { servings: 6, units: 'metric' });
    expect(await page.getByTestId('printed-ingredients').locator('li').allTextContents()).toEqual(lines);

    await screenCheck(page, 'print-he-desktop');
    await phoneLayoutCheck(page, 'print-he-phone');

    const paper = await printed(page, 'he');
    expect(paper).toMatchObject({ pages: 1, lines, actionsDisplay: 'none', dir: 'rtl', direction: 'rtl' });
    expect(paper.widthShare).toBeGreaterThan(0.9);
  });
});
