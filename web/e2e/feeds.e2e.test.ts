/// <reference types="node" />
/**
 * Journey: the home feeds and /trending (spec 000 §2, 001 §1, §2, §4) against the running local stack, as a guest.
 * The demo cook first publishes 24 English recipes with a photo each (through the product's own calls: the image
 * upload and recipes-create), so the discover feed has more than one page. The guest opens /, sees the trending
 * tags, the trending and newest grids with their photos, scrolls the discover feed until "all caught up", filters
 * by a category, opens an empty category (a link to browse all), opens /trending; then the same home in Hebrew,
 * right to left, with the Hebrew recipes only. axe-core on the loaded pages; screenshots in test-output/screenshots/.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enFeeds from '../src/locales/en/feeds.json';
import heFeeds from '../src/locales/he/feeds.json';
import {
  RUN,
  WEB_URL,
  callFunctionAs,
  chooseLanguage,
  idTokenOf,
  journeyBrowser,
  makePng,
  newVisitor,
  noViolations,
  pageDirection,
  queryMirror,
  screenshot,
  newContext,
} from './support';
import { publishRecipe, uploadRecipePhoto } from './createRecipe';

const COOK = { email: 'cook@matkon.local', password: 'matkon-cook' } as const;
/** The second cook of the journey's tag: a tag trends once two cooks use it (decision 0040). */
const READER = { email: 'reader@matkon.local', password: 'matkon-reader' } as const;
type Account = typeof COOK | typeof READER;
const MADE = 24;
const created: { recipeId: string; account: Account }[] = [];

/** A recipe with a photo, as the create form makes it: upload to the image host, then recipes-create. */
async function publish(account: Account, token: string, index: number): Promise<string> {
  const recipeId = `e2efeed${RUN}${String(index).padStart(2, '0')}`.padEnd(20, 'x');
  const png = makePng(400, 300, [(40 * index) % 255, 120, (90 + 17 * index) % 255]);
  const image = await uploadRecipePhoto(token, recipeId, { filename: `dish-${index}.png`, png });
  await publishRecipe(
    token,
    recipeId,
    {
      title: `Feed dish ${RUN} number ${index}`,
      description: 'A simple supper for the journey of the home feeds, with the bread and the salad.',
      categories: ['main-courses'],
      preparationTime: 10 + index,
      tags: [`feed${RUN}`],
    },
    [image],
  );
  created.push({ recipeId, account });
  return recipeId;
}

/** Every image in the grid has loaded and has pixels (lazy ones once scrolled to). */
async function imagesLoaded(page: Page, grid: string): Promise<number> {
  const images = page.locator(`${grid} img`);
  await images.first().waitFor({ timeout: 60_000 });
  for (const image of await images.all()) await image.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (selector) =>
      [...document.querySelectorAll<HTMLImageElement>(`${selector} img`)].every(
        (image) => image.complete && image.naturalWidth > 0,
      ),
    grid,
    { timeout: 60_000 },
  );
  return images.count();
}

const browser = journeyBrowser();
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  const [cookToken, readerToken] = await Promise.all([idTokenOf(COOK), idTokenOf(READER)]);
  await publish(READER, readerToken, 0);
  for (let index = 1; index < MADE; index += 1) await publish(COOK, cookToken, index);
  context = await newVisitor(browser());
  page = await context.newPage();
}, 300_000);

afterAll(async () => {
  await context?.close();
  for (const account of [COOK, READER]) {
    const token = await idTokenOf(account).catch(() => null);
    if (!token) continue;
    for (const { recipeId } of created.filter((recipe) => recipe.account === account))
      await callFunctionAs('recipes-delete', { recipeId }, token).catch(() => null);
  }
}, 300_000);

describe('a guest on the home page (en)', () => {
  it('sees trending tags, the trending and newest grids with photos, and the discover feed to its end', async () => {
    await page.goto(`${WEB_URL}/`);
    const trending = page.locator('[data-testid="feed-trending"]');
    await trending.locator('[data-testid="recipe-card"]').first().waitFor({ timeout: 60_000 });
    expect(await trending.getByRole('heading', { level: 2 }).textContent()).toBe(enFeeds.trending.title);
    expect(await page.locator('[data-testid="feed-newest"] h2').textContent()).toBe(enFeeds.newest.title);
    expect(await trending.locator('[data-testid="recipe-card"]').count()).toBe(8);
    expect(await imagesLoaded(page, '[data-testid="feed-trending"]')).toBe(8);
    expect(await imagesLoaded(page, '[data-testid="feed-newest"]')).toBe(8);
    // the newest grid starts with the last recipe published
    expect(
      await page
        .locator('[data-testid="feed-newest"] [data-testid="recipe-card-link"]')
        .first()
        .textContent(),
    ).toBe(`Feed dish ${RUN} number ${MADE - 1}`);
    // the first cards' images load at once with high priority, the later ones lazily, with a srcset
    const first = page.locator('[data-testid="feed-trending"] img').first();
    expect([await first.getAttribute('loading'), await first.getAttribute('fetchpriority')]).toEqual([
      'eager',
      'high',
    ]);
    expect(await page.locator('[data-testid="feed-newest"] img').first().getAttribute('loading')).toBe(
      'lazy',
    );
    expect(await first.getAttribute('srcset')).toMatch(/ 400w, .* 800w, .* 1200w$/);
    const tags = page.locator('[data-testid="trending-tags"] a');
    await tags.first().waitFor({ timeout: 30_000 });
    expect(await tags.allTextContents()).toContain(`#feed${RUN}`);
    expect(await tags.filter({ hasText: `#feed${RUN}` }).getAttribute('href')).toBe(`/search?q=feed${RUN}`);
    await screenshot(page, 'feeds-home-en');

    // the discover feed: every public English recipe once, page after page, then "all caught up"
    const expected = Number(
      (
        await queryMirror<{ n: string }>(
          "select count(*) n from recipes where visibility = 'public' and language = 'en'",
          [],
        )
      )[0]?.n,
    );
    expect(expected).toBeGreaterThan(20);
    const discover = page.locator('[data-testid="feed-discover"]');
    const cards = discover.locator('[data-testid="recipe-card"]');
    await cards.first().waitFor({ timeout: 60_000 });
    expect(await cards.count()).toBe(20);
    const caughtUp = discover.getByText(enFeeds.grid.caughtUp);
    for (let step = 0; step < 30 && !(await caughtUp.isVisible()); step += 1) {
      const shown = await cards.count();
      await cards.last().scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 2000);
      // the next page has arrived (more cards) or there is none (caught up)
      await expect.poll(async () => (await cards.count()) > shown || (await caughtUp.isVisible())).toBe(true);
    }
    await caughtUp.waitFor({ timeout: 30_000 });
    const ids = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-recipe-id')));
    expect(ids.length).toBe(expected);
    expect(new Set(ids).size).toBe(expected);
    await noViolations(page);
    await screenshot(page, 'feeds-home-en-caught-up');
  }, 240_000);

  it('filters by a category, and an empty category offers to browse all', async () => {
    await page.goto(`${WEB_URL}/`);
    await page.locator('nav.category-pills a.category-pills__pill[data-category-id="main-courses"]').click();
    await page.waitForURL((url) => url.search === '?category=main-courses');
    const discover = page.locator('[data-testid="feed-discover"]');
    await discover.locator('[data-testid="recipe-card"]').first().waitFor({ timeout: 60_000 });
    const expected = Number(
      (
        await queryMirror<{ n: string }>(
          "select count(*) n from recipes where visibility = 'public' and language = 'en' and categories @> '{main-courses}'",
          [],
        )
      )[0]?.n,
    );
    const cards = discover.locator('[data-testid="recipe-card"]');
    await discover
      .getByText(enFeeds.grid.caughtUp)
      .or(discover.getByRole('button', { name: enFeeds.grid.loadMore }))
      .first()
      .waitFor();
    const loadMore = discover.getByRole('button', { name: enFeeds.grid.loadMore });
    while (await loadMore.isVisible()) {
      const shown = await cards.count();
      await loadMore.click();
      await expect.poll(() => cards.count()).toBeGreaterThan(shown);
    }
    await discover.getByText(enFeeds.grid.caughtUp).waitFor({ timeout: 30_000 });
    expect(await cards.count()).toBe(expected);
    // every card carries the category's badge once the live names arrive
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-testid="feed-discover"] [data-testid="recipe-card"]')].every(
          (card) => card.textContent?.includes('Main Courses'),
        ),
      undefined,
      { timeout: 30_000 },
    );
    await screenshot(page, 'feeds-home-en-category');

    const empty = (
      await queryMirror<{ id: string }>(
        `select c.firebase_id id from categories c where not exists (select 1 from recipes r
           where r.visibility = 'public' and r.language = 'en' and r.categories @> array[c.firebase_id])
         order by 1 limit 1`,
        [],
      )
    )[0]?.id;
    if (empty) {
      await page.goto(`${WEB_URL}/?category=${empty}`);
      const browse = page
        .locator('[data-testid="feed-empty"]')
        .getByRole('link', { name: enFeeds.empty.browseAll });
      await browse.waitFor({ timeout: 60_000 });
      expect(await page.locator('[data-testid="feed-empty"]').textContent()).toContain(
        enFeeds.empty.category,
      );
      await browse.click();
      await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    }
  }, 180_000);

  it('opens /trending', async () => {
    await page.goto(`${WEB_URL}/`);
    await page
      .locator('[data-testid="feed-trending"]')
      .getByRole('link', { name: enFeeds.trending.seeAll })
      .click();
    await page.waitForURL((url) => url.pathname === '/trending');
    await page
      .getByRole('heading', { level: 1, name: enFeeds.trendingPage.title })
      .waitFor({ timeout: 60_000 });
    const cards = page.locator('[data-testid="trending-page"] [data-testid="recipe-card"]');
    await cards.first().waitFor({ timeout: 60_000 });
    const shown = await cards.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('data-recipe-id')),
    );
    const order = await queryMirror<{ id: string }>(
      "select firebase_id id from recipes where visibility = 'public' and language = 'en' order by trend_score desc, firebase_id limit 40",
      [],
    );
    expect(shown).toEqual(order.map((row) => row.id));
    await imagesLoaded(page, '[data-testid="trending-page"] li:nth-child(-n+4)');
    await noViolations(page);
    await screenshot(page, 'feeds-trending-en');
  }, 120_000);
});

describe('a guest on the home page (he)', () => {
  it('reads right to left and shows the Hebrew recipes only', async () => {
    const hebrew = await newContext(browser(), {
      locale: 'he-IL',
      timezoneId: 'UTC',
      viewport: { width: 1280, height: 860 },
    });
    const he = await hebrew.newPage();
    try {
      await he.goto(`${WEB_URL}/`);
      await chooseLanguage(he, 'he');
      expect(await pageDirection(he)).toBe('rtl');
      const trending = he.locator('[data-testid="feed-trending"]');
      await trending.locator('[data-testid="recipe-card"]').first().waitFor({ timeout: 60_000 });
      expect(await trending.locator('h2').textContent()).toBe(heFeeds.trending.title);
      const titles = await he
        .locator('[data-testid="home-feeds"] [data-testid="recipe-card-link"]')
        .allTextContents();
      expect(titles.length).toBeGreaterThan(0);
      for (const title of titles) expect(title).toMatch(/[\u05D0-\u05EA]/);
      await imagesLoaded(he, '[data-testid="feed-trending"]');
      const discover = he.locator('[data-testid="feed-discover"]');
      await discover.getByText(heFeeds.grid.caughtUp).waitFor({ timeout: 60_000 });
      await noViolations(he);
      await screenshot(he, 'feeds-home-he');
    } finally {
      await hebrew.close();
    }
  }, 120_000);
});
