/// <reference types="node" />
/**
 * Journey: the 1 s prefetch of extra modules (002 §2, §9). A guest opens home; the code of the screens likely opened
 * next (the recipe page, search, trending, sign-in: app/routes/likelyNextScreens.ts), which the build puts in one
 * chunk (decision 0051), is not among what the first paint needs and is fetched once, about 1 s after the first
 * paint; opening a recipe then fetches no script at all. A reload of the tab finds that code in the HTTP cache and
 * does not prefetch it again.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyBrowser, WEB_URL, withVisitorPage } from './support';

const PREFETCHED = /\/assets\/next-screens-[\w-]+\.js$/;

const browser = journeyBrowser();

/**
 * Resolves once the page asks for no more code: no script request in flight and none new across two idle moments of
 * the page (a module's imports are asked for as it is parsed, and home loads its after-paint layers when idle, so
 * one wave of requests can follow another). Fails after 30 s.
 */
async function scriptsSettled(page: Page, scripts: { started: number; finished: number }): Promise<void> {
  const deadline = Date.now() + 30_000;
  let seen = -1;
  for (;;) {
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    if (scripts.started === seen && scripts.finished === scripts.started) return;
    if (Date.now() > deadline)
      throw new Error(`scripts still loading: ${scripts.started - scripts.finished}`);
    seen = scripts.started;
  }
}

/** Resolves once the page has been idle past the moment the prefetch would start (1 s after the first paint). */
function pastPrefetchMoment(page: Page): Promise<void> {
  // an in-page wait for the prefetch's own trigger (a timer, then an idle callback): nothing else to await
  return page.evaluate(
    () => new Promise<void>((resolve) => setTimeout(() => requestIdleCallback(() => resolve()), 1500)),
  );
}

describe('prefetch of the screens opened next', () => {
  it('fetches their chunk once, about 1 s after the first paint, and not again on a reload', async () => {
    await withVisitorPage(browser(), async (page) => {
      const scripts: string[] = [];
      const counts = { started: 0, finished: 0 };
      page.on('request', (request) => {
        if (request.resourceType() !== 'script') return;
        scripts.push(new URL(request.url()).pathname);
        counts.started += 1;
      });
      const done = (request: Request) => {
        if (request.resourceType() === 'script') counts.finished += 1;
      };
      page.on('requestfinished', done);
      page.on('requestfailed', done);
      await page.goto(`${WEB_URL}/`);
      await page.locator('main').first().waitFor();
      await page.waitForFunction(
        (pattern) =>
          performance.getEntriesByType('resource').some((entry) => new RegExp(pattern).test(entry.name)),
        PREFETCHED.source,
        { timeout: 20_000 },
      );
      const timing = await page.evaluate((pattern) => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
        const start =
          performance.getEntriesByType('resource').find((entry) => new RegExp(pattern).test(entry.name))
            ?.startTime ?? NaN;
        return { paint, start };
      }, PREFETCHED.source);
      expect(Number.isFinite(timing.paint)).toBe(true);
      expect(timing.start - timing.paint).toBeGreaterThanOrEqual(900);
      expect(scripts.filter((path) => PREFETCHED.test(path))).toHaveLength(1);

      // the recipe page opens from what the prefetch loaded: no script is requested for it (once home has loaded
      // what it loads after its first paint, which is home's, not the recipe page's)
      const link = page.locator('a[href^="/recipe/"]').first();
      await link.waitFor({ timeout: 30_000 });
      await scriptsSettled(page, counts);
      const before = scripts.length;
      await link.click();
      await page.waitForURL(/\/recipe\//);
      // the recipe's own title (home's h1 is there until the recipe page shows), and whatever the open asked for has
      // settled: neither the screens' chunk nor the stove's rewriting code (a chunk of its own that the page starts
      // as it opens, prefetched too) is asked again; the parts the page shows lazily below (the ingredient
      // replacement box) are the page's own later requests
      await page.locator('#recipe-title').waitFor({ timeout: 30_000 });
      await scriptsSettled(page, counts);
      expect(scripts.slice(before).filter((path) => /\/assets\/(next-screens|lines)-/.test(path))).toEqual(
        [],
      );

      // a reload of the tab: the prefetched chunk is in the HTTP cache, so it is not loaded again for home
      await page.goto(`${WEB_URL}/`);
      await page.locator('main').first().waitFor();
      const afterReload = scripts.length;
      await pastPrefetchMoment(page);
      expect(scripts.slice(afterReload).filter((path) => PREFETCHED.test(path))).toEqual([]);
    });
  }, 120_000);
});
