/// <reference types="node" />
/**
 * A guest's pages render from function answers (decision 0011, issue 9 "A fast home page"): the home page's
 * category pills come from GET /api/catalog and a guest's home reads nothing from Firestore and never fetches its
 * SDK (issue 30, decision 0043: 0 reads, where the catalogue's version watch cost 1 per view). A recipe page watches
 * its pending calories only, after load; a guest's channel reads none either (decision 0068). The figures go to
 * test-output/guest-reads.json.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  WEB_URL,
  assertNoPolicyViolations,
  eventually,
  journeyBrowser,
  newContext,
  policyViolationCount,
  readPills,
  screenshot,
  visitorPage,
  withVisitorPage,
} from './support';

const OUTPUT = new URL('../../test-output/', import.meta.url);

/** The targets a page's Firestore listen channel asked for: documents by path, and queries. */
function watchListenTargets(page: Page) {
  const documents: string[] = [];
  let queries = 0;
  page.on('request', (request) => {
    if (!request.url().includes('google.firestore.v1.Firestore/Listen')) return;
    const body = decodeURIComponent((request.postData() ?? '').replace(/\+/g, ' '));
    for (const match of body.matchAll(/"documents":\{"documents":\["([^"]+)"\]/g))
      documents.push(match[1] ?? '');
    queries += body.match(/"query":\{/g)?.length ?? 0;
  });
  return { documents, queries: () => queries };
}

/** Milliseconds from the load event to the first request to Firestore (negative: before it), or null. */
function firestoreAfterLoad(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const first = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('google.firestore.v1.Firestore'))
      .map((entry) => entry.startTime)
      .sort((a, b) => a - b)[0];
    return first === undefined ? null : first - navigation.loadEventEnd;
  });
}

/** The Firestore SDK's chunks the page fetched. */
function firestoreChunks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /\/assets\/firestore-[\w-]+\.js$/.test(name)),
  );
}

const browser = journeyBrowser();

/** A fresh guest's page for the enclosing describe block. */
function guestPage(): () => Page {
  let page: Page | undefined;
  visitorPage(browser, (opened) => {
    page = opened;
  });
  return () => {
    if (!page) throw new Error('the guest page is not open yet');
    return page;
  };
}

const figures: Record<string, unknown> = {};

afterAll(async () => {
  mkdirSync(OUTPUT, { recursive: true });
  writeFileSync(new URL('guest-reads.json', OUTPUT), `${JSON.stringify(figures, null, 1)}\n`);
});

describe('a guest home view', () => {
  const guest = guestPage();

  it('shows the pills from the catalog answer and reads nothing from Firestore, not even its SDK', async () => {
    const page = guest();
    const targets = watchListenTargets(page);
    const catalogAnswers: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/catalog'))
        catalogAnswers.push(
          `${response.url().replace(/^.*\/api\//, '/api/')} ${response.headers()['cache-control']}`,
        );
    });
    // What went wrong before the first answer, if it is not the unversioned one (a clean-clone run saw `?v=` first)
    const trouble: string[] = [];
    page.on('requestfailed', (request) =>
      trouble.push(`${request.url()} failed: ${request.failure()?.errorText ?? ''}`),
    );
    page.on('console', (message) => {
      if (message.type() === 'error') trouble.push(`console: ${message.text()}`);
    });
    await page.goto(`${WEB_URL}/`);
    const pills = await eventually(
      () => readPills(page),
      (p) => p.length >= 11,
      30_000,
    );
    expect(pills[0]?.text).toBe('All');
    expect(catalogAnswers[0], trouble.join('\n')).toMatch(/^\/api\/catalog public, .*s-maxage=\d+/);
    await page.waitForFunction(() => document.readyState === 'complete');
    // A fixed window on purpose: the test asserts that nothing is read after load, and an absence has no event.
    await page.waitForTimeout(1500);
    expect(targets.documents).toEqual([]);
    expect(targets.queries()).toBe(0);
    expect(await firestoreAfterLoad(page)).toBeNull();
    expect(await firestoreChunks(page)).toEqual([]);

    // Coming back to the tab asks for the catalogue again (decision 0043), still without Firestore.
    const again = page.waitForResponse((response) => response.url().includes('/api/catalog'));
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await again;
    expect(targets.documents).toEqual([]);
    figures.home = {
      documentTargets: targets.documents.length,
      queryTargets: targets.queries(),
      firestoreReads: targets.documents.length,
      firestoreChunks: (await firestoreChunks(page)).length,
      catalogAnswers,
    };
  });
});

describe('a guest recipe page', () => {
  const guest = guestPage();

  it('renders the recipe with its first image fetched first; Firestore only after load, for pending calories', async () => {
    const page = guest();
    const targets = watchListenTargets(page);
    await page.setViewportSize({ width: 412, height: 823 });
    // the HTML paints the recipe's first view before the app's code (decision 0011); the app's view replaces it
    const html = await (await page.request.get(`${WEB_URL}/recipe/demo-charred-corn-salad`)).text();
    expect(html).toMatch(
      /<div id="server-view"[^>]*><img [^>]*fetchpriority="high"[^>]*><h1>Charred Corn and Lime Salad/,
    );
    await page.goto(`${WEB_URL}/recipe/demo-charred-corn-salad`);
    const image = page.getByTestId('recipe-gallery-image');
    await image.waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator('#server-view').count(), { timeout: 10_000 }).toBe(0);
    expect(await image.getAttribute('fetchpriority')).toBe('high');
    expect(await image.getAttribute('srcset')).toMatch(/ 400w, .* 800w, .* 1200w$/);
    const preload = page.locator('link[rel="preload"][as="image"]');
    expect(await preload.getAttribute('imagesrcset')).toBe(await image.getAttribute('srcset'));
    // After load only, and only for pending calories: the demo recipes' calories stay pending offline (no AI), so
    // the calories line watches the recipe. A guest's category pills watch nothing (decision 0043).
    const pending = (await page.getByTestId('recipe-calories').getAttribute('data-status')) === 'pending';
    const expected = pending ? ['recipes/demo-charred-corn-salad'] : [];
    await eventually(
      () => Promise.resolve(targets.documents.length),
      (n) => n >= expected.length,
      30_000,
    );
    // A fixed window on purpose, as above: no other document or query may follow, and an absence has no event.
    await page.waitForTimeout(1500);
    const paths = targets.documents.map((path) => path.replace(/^.*\/documents\//, ''));
    expect([...paths].sort()).toEqual(expected.sort());
    expect(targets.queries()).toBe(0);
    const delay = await firestoreAfterLoad(page);
    if (pending) expect(delay ?? -1).toBeGreaterThanOrEqual(0);
    else expect(delay).toBeNull();
    figures.recipe = { firestoreReads: paths.length, caloriesPending: pending };
  });
});

/**
 * Opens `path` as a fresh guest and waits for the app to replace the server's first view (decision 0060): the first
 * card of `grid` must be the HTML's first card, and no request matching `asked` may have gone out once `later` (what
 * answers a call the first view does not hold, asked for in the same render) is on screen.
 */
async function appTakesOver(
  page: Page,
  path: string,
  { grid, later, asked }: { grid: string; later: string; asked: (path: string) => boolean },
): Promise<{ html: string; askedAgain: string[] }> {
  const askedAgain: string[] = [];
  page.on('request', (request) => {
    if (asked(new URL(request.url()).pathname)) askedAgain.push(request.url());
  });
  const html = (await (await page.goto(`${WEB_URL}${path}`))?.text()) ?? '';
  const firstCard = /<h3 dir="auto"><a href="([^"]+)">/.exec(html)?.[1];
  const cards = page.locator(grid).getByTestId('recipe-card-link');
  await cards.first().waitFor({ timeout: 30_000 });
  await expect.poll(() => page.locator('#server-view').count(), { timeout: 10_000 }).toBe(0);
  expect(await cards.first().getAttribute('href')).toBe(firstCard);
  await page.locator(later).first().waitFor({ timeout: 30_000 });
  return { html, askedAgain };
}

describe("a guest's home and search come from the server (decision 0060)", () => {
  it('home: the hero and the first cards in the HTML, in Hebrew right to left, cacheable at the CDN', async () => {
    await withVisitorPage(browser(), async (page) => {
      const [home, hebrew] = await Promise.all([
        page.request.get(`${WEB_URL}/`),
        page.request.get(`${WEB_URL}/?lang=he`),
      ]);
      expect(home.headers()['cache-control']).toMatch(/^public, .*s-maxage=\d+/);
      const html = await home.text();
      expect(html).toMatch(/<html lang="en" dir="ltr">/);
      expect(html).toMatch(
        /<div id="server-view"><h1 dir="auto">Welcome to Matkon<\/h1>.*<ul><li><img src="[^"]+" [^>]*fetchpriority="high" \/><h3 dir="auto"><a href="\/recipe\//,
      );
      expect(html).toContain('<script type="application/json" id="first-view-data">');
      const rtl = await hebrew.text();
      expect(rtl).toMatch(/<html lang="he" dir="rtl">/);
      expect(rtl).toContain('<h1 dir="auto">ברוכים הבאים למתכון</h1>');
    });
  });

  it("home: a browser that had a signed-in user never paints the first view's sign-up promotion", async () => {
    await withVisitorPage(browser(), async (page) => {
      // the app's code is held back, so the server's first view stays on screen to be looked at
      await page.route('**/assets/index-*.js', (route) => route.abort());
      await page.goto(`${WEB_URL}/__journey-blank`).catch(() => undefined);
      await page.evaluate(() => localStorage.setItem('matkon.signedIn', '1')).catch(() => undefined);
      await page.goto(`${WEB_URL}/`);
      const promotion = page.locator('#server-view [data-guest-only]');
      expect(await promotion.count()).toBe(1);
      expect(await promotion.isVisible()).toBe(false);
      await page.evaluate(() => localStorage.removeItem('matkon.signedIn'));
      await page.reload();
      expect(await page.locator('#server-view [data-guest-only]').isVisible()).toBe(true);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  });

  it('home: the app shows the same cards without asking for the trending and newest lists again', async () => {
    await withVisitorPage(browser(), async (page) => {
      const { askedAgain } = await appTakesOver(page, '/', {
        grid: '[data-testid="feed-trending"]',
        // the discover feed, which the first view does not hold, is asked for in the render the grids would be
        later: '[data-testid="feed-discover"] [data-testid="recipe-card"]',
        asked: (path) => /^\/api\/supabase\/get-(trending|newest)-recipes$/.test(path),
      });
      await page.waitForFunction(() => document.readyState === 'complete');
      expect(askedAgain).toEqual([]);
      figures.homeFirstView = { trendingAndNewestRequests: askedAgain.length };
    });
  });

  it('search: the first results in the HTML; the app shows them without searching again', async () => {
    await withVisitorPage(browser(), async (page) => {
      const { html, askedAgain } = await appTakesOver(page, '/search?q=corn', {
        grid: '.search-page__grid',
        // the trending section below asks for its own list in the render the search would have been asked in
        later: '[data-testid="search-trending"]',
        asked: (path) => path === '/api/search',
      });
      expect(html).toMatch(/<h2>Top results<\/h2><ul><li><img [^>]*fetchpriority="high"/);
      expect(askedAgain).toEqual([]);
    });
  });
});

describe("a guest's channel comes from the server (decision 0068)", () => {
  it('the header and first cards in the HTML; the app shows them without asking again, and reads no Firestore', async () => {
    await withVisitorPage(browser(), async (page) => {
      const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
      if (!firestoreHost) throw new Error('FIRESTORE_EMULATOR_HOST is not set: source the stack env');
      const firestore: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).host === firestoreHost) firestore.push(request.url());
      });
      const { html, askedAgain } = await appTakesOver(page, '/dana_cook', {
        grid: '[data-testid="user-recipe-grid"]',
        // whom the cook follows is asked for in the render that shows the grid, and answers after it
        later: '[data-testid="channel-following"] :is(.person-grid, [data-testid="channel-following-empty"])',
        asked: (path) => path === '/api/channels/profile' || path === '/api/supabase/get-user-recipes',
      });
      expect(html).toContain('<p dir="ltr">@dana_cook</p>');
      expect(html).toMatch(/<h2>Recipes<\/h2><ul><li><img [^>]*fetchpriority="high"/);
      expect(await page.getByTestId('channel').locator('h1').textContent()).toBe(
        /<h1 dir="auto">([^<]+)/.exec(html)?.[1]?.trim(),
      );
      await page.waitForFunction(() => document.readyState === 'complete');
      // A fixed window on purpose, as above: nothing may follow, and an absence has no event.
      await page.waitForTimeout(1000);
      expect(askedAgain).toEqual([]);
      expect(firestore).toEqual([]);
      expect(await firestoreChunks(page)).toEqual([]);
      const hebrew = await page.request.get(`${WEB_URL}/dana_cook?lang=he`);
      expect(await hebrew.text()).toMatch(/<html lang="he" dir="rtl">/);
      figures.channel = {
        profileAndFirstPageRequests: askedAgain.length,
        firestoreRequests: firestore.length,
      };
    });
  });
});

describe("the site's security headers (decision 0052)", () => {
  const guest = guestPage();
  const directive = (policy: string, name: string) =>
    policy.split(/;\s*/).find((part) => part.startsWith(`${name} `)) ?? '';

  it("answer home, a recipe page and a built chunk; the policy allows the recipe page's start script by its hash", async () => {
    const page = guest();
    const home = await page.goto(`${WEB_URL}/`);
    if (!home) throw new Error('home gave no answer');
    // home's entry is a modulepreload link its start script imports once the first view has painted (decision 0060)
    const chunk = /<link rel="modulepreload" crossorigin id="app-entry" href="(\/assets\/[^"]+\.js)"/.exec(
      await home.text(),
    )?.[1];
    const recipe = await page.request.get(`${WEB_URL}/recipe/demo-charred-corn-salad`);
    const asset = await page.request.get(`${WEB_URL}${chunk ?? '/assets/missing.js'}`);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const [what, headers] of [
      ['home', await home.allHeaders()],
      ['recipe page', recipe.headers()],
      ['chunk', asset.headers()],
    ] as const) {
      const policy = headers['content-security-policy'] ?? '';
      expect(directive(policy, 'script-src'), what).toMatch(/^script-src 'self' 'sha256-/);
      expect(directive(policy, 'script-src'), what).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(directive(policy, 'frame-ancestors'), what).toBe("frame-ancestors 'none'");
      expect(headers['x-content-type-options'], what).toBe('nosniff');
      expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
      expect(headers['strict-transport-security'], what).toMatch(/^max-age=\d{7,}/);
    }
    const start = /<script type="module">([\s\S]*?)<\/script>/.exec(await recipe.text())?.[1] ?? '';
    expect(start).toContain('import(');
    const hash = `'sha256-${createHash('sha256').update(start).digest('base64')}'`;
    expect(directive(recipe.headers()['content-security-policy'] ?? '', 'script-src')).toContain(hash);
  });

  it("catch a page that runs an inline script: the journeys' policy check fails", async () => {
    const page = guest();
    // starts from a clean record (and fails here, naming them, if this file's pages broke the policy so far)
    assertNoPolicyViolations();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.body.append(script);
    });
    await expect.poll(policyViolationCount).toBe(1);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    expect(assertNoPolicyViolations).toThrow(/Content-Security-Policy violations[\s\S]*script-src/);
    expect(policyViolationCount()).toBe(0);
  });
});

/** What the page saw, recorded from its first byte: the first view's photo, the app's first render, the hand-over. */
interface StartLog {
  photoLoadedAt: number;
  appRenderedAt: number;
  /**
   * At the moment the first view left: the app's recipe title, and the splash or loading states showing (the shell's
   * category pills excepted: they fill in from their own watch, in their reserved row, on any screen).
   */
  handOver: { title: string | null; busy: string[] } | null;
}

describe("a recipe page's app starts after its first view (decision 0023)", () => {
  it.each([
    ['en', { locale: 'en-US', timezoneId: 'UTC' }],
    ['he', { locale: 'he-IL', timezoneId: 'Asia/Jerusalem' }],
  ])(
    '%s: the photo loads before the app renders; the app takes over with the same recipe, then navigates in place',
    async (language, visitor) => {
      const context = await newContext(browser(), { ...visitor, viewport: { width: 412, height: 823 } });
      try {
        const page = await context.newPage();
        await page.addInitScript(() => {
          const log: StartLog = { photoLoadedAt: -1, appRenderedAt: -1, handOver: null };
          Object.assign(window, { startLog: log });
          document.addEventListener(
            'load',
            (event) => {
              const target = event.target;
              if (
                target instanceof HTMLImageElement &&
                target.closest('#server-view') &&
                log.photoLoadedAt < 0
              )
                log.photoLoadedAt = performance.now();
            },
            true,
          );
          new MutationObserver((mutations) => {
            for (const mutation of mutations) {
              const target = mutation.target as Element;
              // React's first render replaces index.html's boot mark inside #root
              const booted = [...mutation.removedNodes].some(
                (node) => (node as Element).className === 'boot',
              );
              if (target.id === 'root' && booted && log.appRenderedAt < 0)
                log.appRenderedAt = performance.now();
              const left = [...mutation.removedNodes].some((node) => (node as Element).id === 'server-view');
              if (left && !log.handOver)
                log.handOver = {
                  title: document.querySelector('#root h1')?.textContent ?? null,
                  busy: [...document.querySelectorAll('#root .splash, #root [aria-busy="true"]')]
                    .filter((element) => !element.matches('nav.category-pills'))
                    .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
                };
            }
          }).observe(document, { childList: true, subtree: true });
        });
        // a phone's slower photo (1 s late, within the start's 2.5 s cap): the app's code is ready long before it
        await page.route('**/api/media/images/recipes/demo-charred-corn-salad/**', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          await route.continue();
        });
        await page.goto(`${WEB_URL}/recipe/demo-charred-corn-salad`);
        await page.getByTestId('recipe-gallery-image').waitFor({ state: 'visible', timeout: 30_000 });
        await expect.poll(() => page.locator('#server-view').count(), { timeout: 10_000 }).toBe(0);
        const log = await page.evaluate(() => (window as unknown as { startLog: StartLog }).startLog);
        expect(log.photoLoadedAt).toBeGreaterThan(0);
        expect(log.appRenderedAt).toBeGreaterThan(log.photoLoadedAt);
        expect(log.handOver).toEqual({ title: 'Charred Corn and Lime Salad', busy: [] });
        expect(await page.locator('html').getAttribute('lang')).toBe(language);
        await screenshot(page, `recipe-start-after-first-view-${language}`, false);

        // interactive: the header's home link is the router's, so the document (and this marker) stays
        await page.evaluate(() => Object.assign(window, { sameDocument: true }));
        await page.locator('a.header__logo').click({ timeout: 30_000 });
        await page.waitForURL(`${WEB_URL}/`, { timeout: 30_000 });
        await expect
          .poll(() => page.getByTestId('recipe-gallery-image').count(), { timeout: 30_000 })
          .toBe(0);
        expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
      } finally {
        await context.close();
      }
    },
  );
});
