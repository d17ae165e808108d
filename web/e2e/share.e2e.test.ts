/// <reference types="node" />
/**
 * Journey: the /share page on a phone (001 §2, §5, §7; issue 13), in English and in Hebrew, against the running
 * local stack. The demo cook's request link is opened by a friend with no account on a 390 px screen: the AI button
 * fills the draft from the title (offline suggestions), a description under 10 characters and a single ingredient
 * are refused in the browser with the spec's texts at their fields, before anything is sent. axe on the page;
 * mobile screenshots in test-output/screenshots/.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enAi from '../src/locales/en/ai.json';
import heAi from '../src/locales/he/ai.json';
import enLinks from '../src/locales/en/links.json';
import heLinks from '../src/locales/he/links.json';
import { WEB_URL, idTokenOf, journeyBrowser, newContext, noViolations, screenshot } from './support';

const COOK = { email: 'cook@matkon.local', password: 'matkon-cook' } as const;
const TEXTS = { en: { ai: enAi, links: enLinks }, he: { ai: heAi, links: heLinks } } as const;
const VISITORS = {
  en: { locale: 'en-US', timezoneId: 'UTC' },
  he: { locale: 'he-IL', timezoneId: 'Asia/Jerusalem' },
} as const;
/** Titles the demo recipes match (Red Lentil Soup with Cumin; שקשוקה של בוקר). */
const TITLES = { en: 'Red lentil soup', he: 'שקשוקה' } as const;

const browser = journeyBrowser();

/** A request link of the demo cook, straight through the API (the asking journey is links.e2e's). */
async function requestLink(message: string): Promise<string> {
  const token = await idTokenOf(COOK);
  const response = await fetch(`${WEB_URL}/api/recipe-links/generate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ customMessage: message }),
  });
  const body = (await response.json()) as { shareUrl: string };
  if (!response.ok) throw new Error(`generate answered ${response.status}`);
  return new URL(body.shareUrl).pathname;
}

describe.each(['en', 'he'] as const)('the /share page on a phone in %s', (language) => {
  const text = TEXTS[language];
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const path = await requestLink(language === 'he' ? 'מה המתכון שלך?' : 'What is your recipe?');
    context = await newContext(browser(), {
      ...VISITORS[language],
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    page = await context.newPage();
    await page.goto(`${WEB_URL}${path}`);
    await page.getByTestId('share-page').waitFor({ timeout: 60_000 });
  }, 90_000);

  afterAll(async () => {
    await context?.close();
  });

  it('fills the draft from the title with the AI button, without an account', async () => {
    const form = page.locator('[data-testid="recipe-form"]');
    await form.waitFor({ timeout: 60_000 });
    await form.locator('#recipe-title').fill(TITLES[language]);
    await page.getByTestId('ai-suggest').click();
    const answer = page.getByTestId('ai-suggestions-answer');
    await answer.waitFor({ timeout: 60_000 });
    await expect.poll(() => answer.textContent()).toContain(text.ai.suggestions.offline);
    await screenshot(page, `share-mobile-ai-${language}`);
  }, 90_000);

  it('refuses a short description and a single ingredient in the browser, with the spec’s texts', async () => {
    const form = page.locator('[data-testid="recipe-form"]');
    await form.locator('#recipe-description').fill(language === 'he' ? 'קצר' : 'Too short');
    const rows = form.locator('[data-testid="rows-ingredients"] input[role="combobox"]');
    await rows.first().fill(language === 'he' ? '4 ביצים' : '4 eggs');
    await form.locator('[data-testid="recipe-form-submit"]').click();
    await expect
      .poll(() => form.textContent(), { timeout: 10_000 })
      .toContain(text.links.validation.descriptionTooShort);
    expect(await form.textContent()).toContain(text.links.validation.fillRequiredFields);
    expect(await page.getByTestId('share-page').isVisible()).toBe(true);
    await noViolations(page);
    await screenshot(page, `share-mobile-rules-${language}`);
  }, 90_000);
});
