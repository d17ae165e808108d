/// <reference types="node" />
/**
 * Journey: the category pills bar is a shell piece (002 §2, issue 27 item 8): every page of the shell shows it, not
 * only home. A guest sees it on /trending, on a recipe page and on /login, in English and Hebrew; a pill picked
 * there goes to /?category={id}. Screenshots: test-output/screenshots/shell-pills-*.jpg.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  chooseLanguage,
  journeyBrowser,
  noViolations,
  PHONE,
  queryMirror,
  readPills,
  screenshot,
  WEB_URL,
  withVisitorPage,
} from './support';

const browser = journeyBrowser();
let recipeId = '';

beforeAll(async () => {
  const [recipe] = await queryMirror<{ firebase_id: string }>(
    `select firebase_id from public.recipes where visibility = 'public' order by firebase_id limit 1`,
    [],
  );
  if (!recipe) throw new Error('no public demo recipe');
  recipeId = recipe.firebase_id;
});

describe.each(['en', 'he'] as const)('the shell’s category pills (%s)', (language) => {
  it('shows the bar on every page and a pill goes to home filtered by it', async () => {
    await withVisitorPage(browser(), async (page) => {
      await page.goto(`${WEB_URL}/trending`);
      if (language === 'he') await chooseLanguage(page, 'he');
      for (const path of ['/trending', `/recipe/${recipeId}`, '/login']) {
        await page.goto(`${WEB_URL}${path}`);
        await expect.poll(async () => (await readPills(page)).length, { timeout: 30_000 }).toBeGreaterThan(1);
        expect((await readPills(page))[0]).toMatchObject({ id: '' });
      }
      await screenshot(page, `shell-pills-login-${language}`, false);
      await noViolations(page, `pills on /login (${language})`);
      await page.setViewportSize(PHONE);
      await page.goto(`${WEB_URL}/trending`);
      await expect.poll(async () => (await readPills(page)).length, { timeout: 30_000 }).toBeGreaterThan(1);
      await screenshot(page, `shell-pills-trending-phone-${language}`, false);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);

      const [, first] = await readPills(page);
      await page.locator(`nav.category-pills a[data-category-id="${first?.id}"]`).click();
      await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('category') === first?.id);
    });
  }, 180_000);
});
