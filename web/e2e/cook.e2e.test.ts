/// <reference types="node" />
/**
 * Journey: cook mode (issue 31 §3) for a guest, in English and in Hebrew, desktop and 390 px, on one page. A seeded
 * demo recipe opens at /recipe/:id/cook (the English one at 8 servings, its amounts doubled, from the recipe page
 * without asking for the recipe again); the steps are walked by the arrow keys (mirrored in Hebrew: ArrowLeft is
 * next) and a swipe; two timers run at once and the shorter ends (Playwright's clock jumps the minutes) with its
 * alert, the other still running on the next step. Headless Chromium refuses the screen wake lock, so the page says
 * once that it cannot keep the screen on. axe and screenshots at both widths in both languages.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enCook from '../src/locales/en/cook.json';
import heCook from '../src/locales/he/cook.json';
import {
  WEB_URL,
  chooseLanguage,
  journeyBrowser,
  newVisitor,
  screenCheck,
  phoneLayoutCheck,
} from './support';

/** Seeded public recipes of the demo cook (functions/src/seed/demoRecipes.json): 4 servings each. */
const CORN = 'demo-charred-corn-salad';
const SHAKSHUKA = 'demo-shakshuka';

const browser = journeyBrowser();

describe('cook mode', () => {
  let context: BrowserContext;
  let page: Page;
  const progress = () => page.getByTestId('cook-progress');
  const alert = () => page.getByRole('alert');

  beforeAll(async () => {
    context = await newVisitor(browser());
    page = await context.newPage();
    // time flows as usual until a test jumps it: the timers read Date.now()
    await page.clock.install();
  });

  afterAll(async () => {
    await context?.close();
  });

  it('walks an English recipe at 8 servings by keys and swipe, runs two timers and alerts when one ends', async () => {
    // from the recipe page, as its "Start cooking" link goes: the recipe is the page's query, not asked again
    await page.goto(`${WEB_URL}/recipe/${CORN}?servings=8`);
    await page.getByTestId('recipe-detail').waitFor({ timeout: 60_000 });
    const detailRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/recipes/detail')) detailRequests.push(request.url());
    });
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, `/recipe/${CORN}/cook?servings=8`);
    const cook = page.getByTestId('cook-mode');
    await cook.waitFor({ timeout: 60_000 });
    expect(detailRequests).toEqual([]);
    await expect.poll(() => progress().textContent()).toBe('Step 1 of 5');
    const bar = page.getByRole('progressbar', { name: enCook.progressLabel });
    expect(await bar.getAttribute('aria-valuenow')).toBe('1');
    // the amounts are the doubled recipe's; the step's own ingredients are beside it
    const checklist = page.locator('.cook__checklist li');
    expect(await checklist.first().textContent()).toBe('8 ears of corn, kernels cut off');
    expect(await checklist.nth(4).textContent()).toBe('4 tbsp olive oil');
    // headless Chromium has the API and refuses the lock: said once
    await expect.poll(() => cook.getAttribute('data-wake-lock')).toBe('refused');
    expect(await page.getByTestId('cook-wake-lock-notice').textContent()).toBe(enCook.wakeLockUnavailable);

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => progress().textContent()).toBe('Step 2 of 5');
    expect(await bar.getAttribute('aria-valuenow')).toBe('2');
    await page.getByRole('button', { name: 'Start 3 min timer' }).click();
    // a swipe leftwards brings the next step in
    const step = await page.getByTestId('cook-step').boundingBox();
    if (!step) throw new Error('no step card');
    await page.mouse.move(step.x + step.width * 0.8, step.y + step.height / 2);
    await page.mouse.down();
    await page.mouse.move(step.x + step.width * 0.2, step.y + step.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => progress().textContent()).toBe('Step 3 of 5');
    await page.getByRole('button', { name: 'Start 5 min timer' }).click();
    await expect.poll(() => page.getByTestId('cook-timer').count()).toBe(2);

    await page.clock.fastForward('03:00');
    await expect.poll(() => alert().textContent()).toContain("Time's up: Step 2 · 3 min");
    await expect.poll(() => page.getByTestId('cook-timer').count()).toBe(1);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => progress().textContent()).toBe('Step 4 of 5');
    // the other timer is still running on the next step, and the step's ingredients are the ones it names
    expect(await page.getByTestId('cook-timer').textContent()).toContain('Step 3 · 5 min');
    expect(await page.getByTestId('cook-step-ingredients').locator('li').allTextContents()).toEqual([
      '2 small red onions, finely chopped',
      '2 limes, zest and juice',
      '4 tbsp olive oil',
      '1 tsp salt',
    ]);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => progress().textContent()).toBe('Step 3 of 5');
    await screenCheck(page, 'cook-en-desktop');
    await phoneLayoutCheck(page, 'cook-en-phone');
  });

  it('walks a Hebrew recipe right to left: ArrowLeft is next', async () => {
    await chooseLanguage(page, 'he');
    await page.goto(`${WEB_URL}/recipe/${SHAKSHUKA}/cook`);
    const progressOf = (current: number) =>
      heCook.progress.replace('{{current}}', String(current)).replace('{{total}}', '4');
    await expect.poll(() => progress().textContent(), { timeout: 60_000 }).toBe(progressOf(1));
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => progress().textContent()).toBe(progressOf(2));
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => progress().textContent()).toBe(progressOf(1));
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('button', { name: 'הפעלת טיימר: דקה' }).click();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => progress().textContent()).toBe(progressOf(3));
    await page.getByRole('button', { name: 'הפעלת טיימר: 15 דקות' }).click();
    await page.clock.fastForward('01:00');
    await expect.poll(() => alert().textContent()).toContain('הזמן נגמר: שלב 2 · דקה');
    expect(await page.getByTestId('cook-timer').textContent()).toContain('שלב 3 · 15 דקות');
    expect(await page.getByTestId('cook-wake-lock-notice').textContent()).toBe(heCook.wakeLockUnavailable);
    await screenCheck(page, 'cook-he-desktop');
    await phoneLayoutCheck(page, 'cook-he-phone');
  });
});
