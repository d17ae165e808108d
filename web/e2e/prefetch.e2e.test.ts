/// <reference types="node" />
/**
 * Journey: the 1 s prefetch of extra modules (002 §2, §9). A guest opens home; the chunks of the screens likely
 * opened next (the recipe page, search, trending, sign-in) are not among what the first paint needs, and each is
 * fetched exactly once, about 1 s after the first paint; opening a recipe then fetches its chunk no more.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, releaseBrowser, newVisitor, WEB_URL } from './support';

const LIKELY_NEXT = ['RecipeDetailPage', 'searchRoute', 'TrendingPage', 'LoginPage'] as const;
const chunkOf = (url: string) =>
  LIKELY_NEXT.find((name) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(new URL(url).pathname));

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await releaseBrowser(browser);
});

describe('prefetch of the screens opened next', () => {
  it('fetches each likely-next chunk once, about 1 s after the first paint', async () => {
    const context = await newVisitor(browser);
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => {
      const name = chunkOf(request.url());
      if (name) requested.push(name);
    });
    try {
      await page.goto(`${WEB_URL}/`);
      await page.locator('main').first().waitFor();
      await page.waitForFunction(
        (names) =>
          names.every((name) =>
            performance
              .getEntriesByType('resource')
              .some((entry) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(entry.name)),
          ),
        [...LIKELY_NEXT],
        { timeout: 20_000 },
      );
      const timing = await page.evaluate(
        (names) => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
          const starts = names.map(
            (name) =>
              performance
                .getEntriesByType('resource')
                .find((entry) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(entry.name))?.startTime ??
              NaN,
          );
          return { paint, starts };
        },
        [...LIKELY_NEXT],
      );
      expect(Number.isFinite(timing.paint)).toBe(true);
      for (const start of timing.starts) expect(start - timing.paint).toBeGreaterThanOrEqual(900);
      expect([...requested].sort()).toEqual([...LIKELY_NEXT].sort());

      // the recipe page opens from the cache: no second request for its chunk
      const link = page.locator('a[href^="/recipe/"]').first();
      await link.waitFor({ timeout: 30_000 });
      await link.click();
      await page.waitForURL(/\/recipe\//);
      await page.locator('h1').first().waitFor({ timeout: 30_000 });
      expect(requested.filter((name) => name === 'RecipeDetailPage')).toHaveLength(1);
    } finally {
      await context.close();
    }
  }, 120_000);
});
