/// <reference types="node" />
/**
 * Journey: importing a recipe (issue 32), in English and in Hebrew, against the running local stack. A new verified
 * cook picks "Paste a recipe", is told an empty paste is not a recipe, pastes one (the offline provider is the text
 * reader), sees the form filled (labelled offline, private), checks it at 390 px, picks a category and saves; the
 * recipe lands private in both stores, and a Hebrew one reads right to left on its page. axe and screenshots on the
 * filled step and the saved recipe (test-output/screenshots/).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type enImporting from '../src/locales/en/importing.json';
import { openCreateMethod, pickCategories, submitNewRecipe } from './createRecipe';
import { cookForBlock, journeyBrowser, localeTexts, mirrorRows, phoneCheck, screenCheck } from './support';

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

const browser = journeyBrowser();

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
    await phoneCheck(page, `import-paste-filled-${language}-phone`);

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
