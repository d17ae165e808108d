/// <reference types="node" />
/**
 * Journey: the feeds' recipe languages (issue 27; 001 §1 contentLanguage), in English and Hebrew. A new cook's
 * feeds read the language they signed up in (no Hebrew recipe for an English cook); /profile has the setting, whose
 * save lands in users/{uid} and which the feeds follow at once. axe and screenshots of the setting, desktop and phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  WEB_URL,
  cookForBlock,
  firestoreDoc,
  idTokenOf,
  journeyBrowser,
  localeTexts,
  screenCheck,
  type SignedUpCook,
  phoneLayoutCheck,
} from './support';

const browser = journeyBrowser();

interface AccountTexts {
  profile: { saved: string };
}

/**
 * The recipe languages the cook's discover feed reads, as the server reports them; every language (null) when the
 * stack holds too few recipes in them (the feeds' fallback, issue 27), which the answer says.
 */
async function feedLanguages(cook: SignedUpCook, language: string, expected: string[]): Promise<void> {
  const response = await fetch(`${WEB_URL}/api/infinite-feed?language=${language}&limit=5`, {
    headers: { Authorization: `Bearer ${await idTokenOf(cook.account)}` },
  });
  const body = (await response.json()) as {
    languageFallback: boolean;
    algorithm_info: { languages: unknown };
  };
  expect(body.algorithm_info.languages).toEqual(body.languageFallback ? null : expected);
}

describe.each(['en', 'he'] as const)('the content-language setting in %s', (language) => {
  const saved = localeTexts<AccountTexts>(language, 'accounts').profile.saved;
  let cook: SignedUpCook;
  let page: Page;
  cookForBlock(browser, { journey: 'Content language', language, at: null }, (made) => {
    cook = made;
    page = made.page;
  });

  // The cook signs in with the interface in their language, so their profile and its feeds start in it (001 §1).
  const start = [language];
  const other = language === 'en' ? 'he' : 'en';
  /** en: adds Hebrew; he: adds English and unticks Hebrew, which the feeds still read as the interface language. */
  const clicks = language === 'en' ? ['he'] : ['en', 'he'];
  const stored = language === 'en' ? ['en', 'he'] : ['en'];
  const after = ['en', 'he'];

  it("starts a new cook's feeds in the language they signed up in", async () => {
    await feedLanguages(cook, language, start);
  }, 60_000);

  it('saves the languages ticked on /profile, and the feeds follow', async () => {
    await page.goto(`${WEB_URL}/profile`);
    const field = page.getByTestId('content-language');
    await field.waitFor({ timeout: 60_000 });
    expect(await field.locator(`input[value="${language}"]`).isChecked()).toBe(true);
    expect(await field.locator(`input[value="${other}"]`).isChecked()).toBe(false);
    for (const code of clicks) await field.locator(`label:has(input[value="${code}"])`).click();
    await screenCheck(page, `content-language-${language}`);
    await phoneLayoutCheck(page, `content-language-mobile-${language}`);
    await page.locator('form button[type="submit"]').last().click();
    await page.getByText(saved).first().waitFor({ timeout: 30_000 });
    const profile = await firestoreDoc('GET', `users/${cook.uid}`);
    const values = (
      profile?.fields?.contentLanguage as { arrayValue?: { values?: { stringValue: string }[] } }
    )?.arrayValue?.values;
    expect(values?.map((value) => value.stringValue)).toEqual(stored);
    await feedLanguages(cook, language, after);
  }, 120_000);
});
