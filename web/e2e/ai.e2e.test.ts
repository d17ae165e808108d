/// <reference types="node" />
/**
 * Journey: the AI features with the offline providers (issue 12), in English and in Hebrew, against the running
 * local stack. A new verified cook creates a recipe from a title (the suggestions come from the demo recipes already
 * in Matkon, labelled offline), takes them all, picks categories and saves; on the new recipe's page the calories
 * turn from "calculating" into a number without a reload; the cook asks for a replacement of two ingredients and
 * watches the counter go from 4/5 to 3/5; a guest sees the guest message instead. axe on the recipe page with the
 * box answered; screenshots in test-output/screenshots/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type enAi from '../src/locales/en/ai.json';
import { openCreateMethod, pickCategories, submitNewRecipe } from './createRecipe';
import {
  RUN,
  WEB_URL,
  chooseLanguage,
  cookForBlock,
  journeyBrowser,
  localeTexts,
  screenCheck,
  screenshot,
  withVisitorPage,
} from './support';

/** Titles the demo recipes match (Red Lentil Soup with Cumin; שקשוקה של בוקר). */
const TITLES = { en: 'Red lentil soup', he: 'שקשוקה' } as const;

const browser = journeyBrowser();

describe.each(['en', 'he'] as const)('the AI features in %s', (language) => {
  const text = localeTexts<typeof enAi>(language, 'ai');
  let page: Page;
  let recipeUrl = '';
  cookForBlock(browser, { journey: 'AI', language, at: null }, (cook) => (page = cook.page));

  it('creates a recipe from a title with the offline suggestions and saves it', async () => {
    const form = await openCreateMethod(page, 'ai-title');
    await form.waitFor({ timeout: 60_000 });
    await form.locator('#recipe-title').fill(`${TITLES[language]} ${RUN}`);
    await page.getByTestId('ai-suggest').click({ timeout: 60_000 });
    const answer = page.getByTestId('ai-suggestions-answer');
    await answer.waitFor({ timeout: 60_000 });
    await expect.poll(() => answer.textContent()).toContain(text.suggestions.offline);
    await page.getByTestId('ai-use-all').click();
    await expect
      .poll(() => form.locator('#recipe-description').inputValue(), { timeout: 10_000 })
      .not.toBe('');
    await pickCategories(form, 'breakfast');
    await screenshot(page, `ai-title-draft-${language}`);
    await submitNewRecipe(page);
    recipeUrl = page.url();
    await page.locator('[data-testid="recipe-detail"]').waitFor({ timeout: 60_000 });
  }, 240_000);

  it('shows the calories change from calculating to a number without a reload', async () => {
    const calories = page.getByTestId('recipe-calories');
    await calories.waitFor({ timeout: 60_000 });
    await expect
      .poll(() => calories.getAttribute('data-status'), { timeout: 90_000, interval: 500 })
      .toBe('calculated');
    expect(await calories.textContent()).toMatch(/\d/);
    expect(page.url()).toBe(recipeUrl);
  }, 120_000);

  it('replaces two ingredients and the counter goes down; axe finds nothing', async () => {
    const box = page.getByTestId('ai-replacement');
    await box.waitFor({ timeout: 60_000 });
    const select = box.getByTestId('ai-replacement-select');
    const options = await select.locator('option').allTextContents();
    await select.selectOption({ index: 0 });
    await box.getByTestId('ai-replacement-ask').click();
    await box.getByTestId('ai-replacement-answer').waitFor({ timeout: 30_000 });
    await expect.poll(() => box.getByTestId('ai-replacement-remaining').textContent()).toContain('4/5');
    if (options.length > 1) await select.selectOption({ index: 1 });
    await box.getByTestId('ai-replacement-ask').click();
    await expect
      .poll(() => box.getByTestId('ai-replacement-remaining').textContent(), { timeout: 30_000 })
      .toContain('3/5');
    const answered = box.getByTestId('ai-replacement-answer');
    await answered.waitFor({ timeout: 30_000 });
    expect(await answered.textContent()).toContain(text.replacement.offline);
    await box.scrollIntoViewIfNeeded();
    await screenCheck(page, `ai-replacement-${language}`);
  }, 120_000);

  it('a guest sees the guest message', async () => {
    await withVisitorPage(browser(), async (visitor) => {
      await visitor.goto(recipeUrl.replace(/^https?:\/\/[^/]+/, WEB_URL));
      if (language === 'he') await chooseLanguage(visitor, 'he');
      await expect
        .poll(() => visitor.getByTestId('ai-replacement-guest').textContent(), { timeout: 60_000 })
        .toContain(text.replacement.guest);
    });
  }, 90_000);
});
