/// <reference types="node" />
/**
 * Journey: the profile photo reaches the header and the author card (issue 27), in English and Hebrew. A new cook
 * uploads a photo on /profile: the header's menu button shows it at once, and so does the author card of their
 * recipe. Screenshots of the recipe page, desktop and phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { publishRecipe } from './createRecipe';
import {
  RUN,
  WEB_URL,
  cookForBlock,
  idTokenOf,
  journeyBrowser,
  localeTexts,
  screenCheck,
  uploadProfilePhoto,
  type SignedUpCook,
  phoneLayoutCheck,
} from './support';

const browser = journeyBrowser();

interface AccountTexts {
  profile: { photo: { upload: string; uploaded: string } };
}

describe.each(['en', 'he'] as const)('the profile photo in %s', (language) => {
  const texts = localeTexts<AccountTexts>(language, 'accounts').profile.photo;
  let cook: SignedUpCook;
  let page: Page;
  let photoUrl = '';
  cookForBlock(browser, { journey: 'Profile photo', language, at: null }, (made) => {
    cook = made;
    page = made.page;
  });

  it('shows the uploaded photo on the header menu button at once', async () => {
    await page.goto(`${WEB_URL}/profile`);
    const photo = page.locator('.profile-photo');
    await uploadProfilePhoto(page, photo, texts, [180, 90, 60]);
    const hero = page.locator('.profile-hero .avatar__image');
    await hero.waitFor({ timeout: 30_000 });
    photoUrl = (await hero.getAttribute('src')) ?? '';
    expect(photoUrl).toMatch(/^\/api\/media\/images\/users\//);
    const header = page.getByTestId('header-avatar-photo');
    await expect.poll(() => header.getAttribute('src'), { timeout: 30_000 }).toBe(photoUrl);
  }, 120_000);

  it("shows it on the author card of the cook's recipe", async () => {
    const recipeId = `photo-${language}-${RUN}`;
    await publishRecipe(await idTokenOf(cook.account), recipeId, { title: `Photo cook soup ${RUN}` });
    await page.goto(`${WEB_URL}/recipe/${recipeId}`);
    const card = page.getByTestId('recipe-author');
    await card.waitFor({ timeout: 60_000 });
    expect(await card.locator('.avatar__image').getAttribute('src')).toBe(photoUrl);
    await screenCheck(page, `author-photo-${language}`);
    await phoneLayoutCheck(page, `author-photo-mobile-${language}`);
  }, 120_000);
});
