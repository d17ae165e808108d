/// <reference types="node" />
/**
 * Journey: forms keep the cook's work (issue 27 "Forms lose work"), in English and Hebrew. A new cook types a
 * title on the create form and clicks a menu link: the page asks first, Stay keeps the form as it was; Leave goes,
 * and coming back finds the form offering the unsaved draft, which Restore brings back. Reload or close asks too
 * (beforeunload). axe and screenshots of the offer, desktop and 390 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openCreateMethod } from './createRecipe';
import {
  RUN,
  WEB_URL,
  cookForBlock,
  journeyBrowser,
  localeTexts,
  screenCheck,
  phoneLayoutCheck,
} from './support';

const browser = journeyBrowser();

interface DraftTexts {
  drafts: { offerTitle: string; leaveTitle: string };
}

describe.each(['en', 'he'] as const)('the create form keeps unsaved work in %s', (language) => {
  const text = localeTexts<DraftTexts>(language, 'recipes').drafts;
  const title = `${language === 'he' ? 'מרק טיוטה' : 'Draft soup'} ${RUN}`;
  let page: Page;
  // a cook of its own: the demo cook's saved interface language is whatever the last journey chose
  cookForBlock(browser, { journey: 'Drafts', language, at: null }, (cook) => (page = cook.page));

  const menuLink = () => page.locator('a[href="/trending"]:visible').first();
  const dialog = () => page.getByTestId('confirm-dialog');

  it('asks before a menu link leaves a form with unsaved work, and Stay keeps it', async () => {
    const form = await openCreateMethod(page, 'manual');
    await form.locator('#recipe-title').fill(title);
    await menuLink().click();
    await dialog().waitFor();
    await expect.poll(() => dialog().locator('h2').textContent()).toBe(text.leaveTitle);
    await dialog().getByRole('button').first().click();
    await dialog().waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/create-recipe');
    expect(await form.locator('#recipe-title').inputValue()).toBe(title);
  }, 120_000);

  it('offers the draft after Leave and a return, and Restore brings it back', async () => {
    await menuLink().click();
    await page.getByTestId('confirm-dialog-confirm').click();
    await page.waitForURL((url) => url.pathname === '/trending');
    await page.goto(`${WEB_URL}/create-recipe?method=manual`);
    const offer = page.getByTestId('draft-offer');
    await offer.waitFor({ timeout: 60_000 });
    await expect.poll(() => offer.locator('h2').textContent()).toBe(text.offerTitle);
    const form = page.locator('[data-testid="recipe-form"]');
    expect(await form.locator('#recipe-title').inputValue()).toBe('');
    await screenCheck(page, `draft-offer-${language}`);
    await phoneLayoutCheck(page, `draft-offer-mobile-${language}`);
    await page.getByTestId('draft-restore').click();
    await offer.waitFor({ state: 'detached' });
    expect(await form.locator('#recipe-title').inputValue()).toBe(title);
  }, 120_000);

  it('asks before a reload or close leaves unsaved work (beforeunload)', async () => {
    const form = page.locator('[data-testid="recipe-form"]');
    await form.locator('#recipe-description').fill('A draft that must not be lost');
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const prompt = await asked;
    expect(prompt.type()).toBe('beforeunload');
    await prompt.dismiss();
    expect(new URL(page.url()).href).toContain(`${WEB_URL}/create-recipe`);
  }, 60_000);
});
