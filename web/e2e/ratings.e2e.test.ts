/// <reference types="node" />
/**
 * Journey: rating a recipe (spec 001 §4 "Rating flow", 000 §2 recipe card), in English and in Hebrew, against the
 * running local stack. A guest's Rate asks to sign in; a verified user rates one of the demo cook's public recipes
 * "made it, excellent" in the two-step modal (axe on it), sees the page's averages move to what the mirror holds,
 * finds the cook rating on the recipe's card in the cook's channel grid, then reopens the modal (titled "update",
 * the current choice marked) and changes it to "just browsing, interested". Both stores are checked: the rating
 * document in Firestore and its row in the mirror. "I made it": the cook adds a photo of the dish to the recipe's
 * photo strip (axe on it); just browsing drops it. Screenshots in test-output/screenshots/.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type enRatings from '../src/locales/en/ratings.json';
import {
  WEB_URL,
  committedDoc,
  cookForBlock,
  eventually,
  firestoreDoc,
  journeyBrowser,
  localeTexts,
  makePng,
  mirrorRows,
  queryMirror,
  screenCheck,
  screenshot,
  withVisitorPage,
  phoneLayoutCheck,
} from './support';

/** One recipe per language, none of them rated by the seed, so the two runs never share one. */
const RECIPES = { en: 'demo-spiced-chickpeas', he: 'demo-chopped-salad' } as const;

type Aggregate = { rating: string; cook_rating: string; total_ratings: number; cook_count: number };

const browser = journeyBrowser();

const aggregateOf = async (recipeId: string) =>
  (
    await queryMirror<Aggregate>(
      'select rating, cook_rating, total_ratings, cook_count from public.recipes where firebase_id = $1',
      [recipeId],
    )
  )[0];

const oneDecimal = (value: string | number, language: string) =>
  Number(value).toLocaleString(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

async function figure(page: Page, testId: string): Promise<string> {
  return ((await page.getByTestId(testId).locator('strong').textContent()) ?? '').trim();
}

describe.each(['en', 'he'] as const)('rating in %s', (language) => {
  const text = localeTexts<typeof enRatings>(language, 'ratings');
  const recipeId = RECIPES[language];
  let page: Page;
  let uid: string;

  beforeAll(async () => {
    if (!(await aggregateOf(recipeId))) throw new Error(`no ${recipeId}: start the stack with its seed`);
    if (language === 'en') {
      // a guest's Rate asks to sign in first
      await withVisitorPage(browser(), async (guestPage) => {
        await guestPage.goto(`${WEB_URL}/recipe/${recipeId}`);
        await guestPage.getByTestId('rate-button').click({ timeout: 90_000 });
        await guestPage.getByRole('dialog', { name: text.login.title }).waitFor({ timeout: 15_000 });
      });
    }
  }, 240_000);
  // in Hebrew the choice is kept in the browser, so every later page of the journey is in Hebrew
  cookForBlock(browser, { journey: 'Rater', language, at: null }, (cook) => ({ page, uid } = cook));

  it('made it, excellent: the page and the card show what the stores hold', async () => {
    await page.goto(`${WEB_URL}/recipe/${recipeId}`);
    const rate = page.getByTestId('rate-button');
    await expect.poll(async () => (await rate.textContent())?.trim(), { timeout: 90_000 }).toBe(text.rate);
    expect(await page.locator('html').getAttribute('dir')).toBe(language === 'he' ? 'rtl' : 'ltr');
    await rate.click();
    const modal = page.getByRole('dialog', { name: text.modal.title });
    await modal.waitFor({ timeout: 15_000 });
    await modal.getByRole('button', { name: text.modal.madeIt }).click();
    await modal.getByRole('button', { name: text.levels.excellent }).waitFor();
    await screenCheck(page, `ratings-modal-${language}`);
    await modal.getByRole('button', { name: text.levels.excellent }).click();
    // saved, then it closes by itself (500 ms later; RatingModal.test.tsx times it)
    await modal.waitFor({ state: 'detached', timeout: 60_000 });

    const row = await mirrorRows('select made_it, rating from public.ratings where firebase_id = $1', [
      `${recipeId}/${uid}`,
    ]);
    expect(row[0]).toMatchObject({ made_it: true, rating: 5 });
    expect(await committedDoc(`recipes/${recipeId}/ratings/${uid}`)).toBeTruthy();
    const stored = await aggregateOf(recipeId);
    expect(stored?.cook_count).toBeGreaterThan(0);
    await expect.poll(() => figure(page, 'rating-overall')).toBe(oneDecimal(stored!.rating, language));
    expect(await figure(page, 'rating-cook')).toBe(oneDecimal(stored!.cook_rating, language));
    expect(await page.getByTestId('rating-mine').textContent()).toContain(text.levels.excellent);
    expect((await rate.textContent())?.trim()).toBe(text.update);
    await screenshot(page, `ratings-recipe-${language}`);

    // I made it: a photo of the dish joins the recipe's strip, stored on the rating in the cook's own folder
    const strip = page.getByTestId('cook-photos');
    await strip.getByText(text.photos.add).waitFor({ timeout: 30_000 });
    await strip.locator('input[type="file"]').setInputFiles({
      name: 'my-dish.png',
      mimeType: 'image/png',
      buffer: makePng(640, 480, [210, 120, 50]),
    });
    const mine = strip.getByTestId('cook-photo').filter({ hasText: text.photos.remove });
    await mine.waitFor({ timeout: 90_000 });
    await expect
      .poll(() => mine.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const saved = await firestoreDoc('GET', `recipes/${recipeId}/ratings/${uid}`);
    expect(JSON.stringify(saved?.fields?.photo)).toContain(`users/${uid}/`);
    await strip.scrollIntoViewIfNeeded();
    await screenCheck(page, `ratings-photo-${language}`);

    // the recipe's card in the cook's channel shows the cook rating
    await page.getByTestId('recipe-author').getByRole('link').first().click();
    const card = page.locator(`[data-testid="recipe-card"][data-recipe-id="${recipeId}"]`);
    await card.waitFor({ timeout: 30_000 });
    const cardRating = card.getByTestId('recipe-card-rating');
    await expect
      .poll(async () => (await cardRating.locator('[aria-hidden="true"]').last().textContent())?.trim(), {
        timeout: 20_000,
      })
      .toContain(Number(stored!.cook_rating).toLocaleString(language, { maximumFractionDigits: 1 }));
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, `ratings-card-${language}`);
  }, 240_000);

  it('update: the modal is prefilled and titled update; just browsing, interested', async () => {
    await page.goto(`${WEB_URL}/recipe/${recipeId}`);
    const rate = page.getByTestId('rate-button');
    await expect.poll(async () => (await rate.textContent())?.trim(), { timeout: 90_000 }).toBe(text.update);
    await rate.click();
    const modal = page.getByRole('dialog', { name: text.modal.updateTitle });
    await modal.waitFor({ timeout: 15_000 });
    const madeIt = modal.getByRole('button', { name: text.modal.madeIt });
    expect(await madeIt.getAttribute('aria-pressed')).toBe('true');
    await modal.getByRole('button', { name: text.modal.justBrowsing }).click();
    await modal.getByRole('button', { name: text.interest.interested, exact: true }).click();
    await modal.waitFor({ state: 'detached', timeout: 30_000 });

    const row = await eventually(
      () =>
        queryMirror<{ made_it: boolean; rating: number; interest: string }>(
          'select made_it, rating, interest from public.ratings where firebase_id = $1',
          [`${recipeId}/${uid}`],
        ),
      (rows) => rows[0]?.made_it === false,
    );
    expect(row[0]).toMatchObject({ made_it: false, rating: 5, interest: 'interested' });
    const stored = await aggregateOf(recipeId);
    await expect.poll(() => figure(page, 'rating-overall')).toBe(oneDecimal(stored!.rating, language));
    expect(await page.getByTestId('rating-mine').textContent()).toContain(text.interest.interested);
    // just browsing holds no photo: the strip no longer shows the cook's own
    await page.getByText(text.photos.rateFirst).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('cook-photo').filter({ hasText: text.photos.remove }).count()).toBe(0);
    await page.getByTestId('recipe-rating').scrollIntoViewIfNeeded();
    await screenshot(page, `ratings-updated-${language}`);

    // the cook's rated recipes: this one, with what they chose
    await page.goto(`${WEB_URL}/rated-recipes`);
    const rated = page.locator(`[data-testid="rated-recipes"] li:has([data-recipe-id="${recipeId}"])`);
    await rated.waitFor({ timeout: 90_000 });
    expect(await rated.getByTestId('rated-choice').textContent()).toContain(text.interest.interested);
    await screenCheck(page, `ratings-rated-recipes-${language}`);
    await phoneLayoutCheck(page, `ratings-rated-recipes-phone-${language}`);
  }, 200_000);
});
