/** One signed-in admin page per browser journey of the admin screens (issue 15's journeys share it). */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  WEB_URL,
  chooseLanguage,
  launchBrowser,
  newVisitor,
  releaseBrowser,
  pageDirection,
  screenCheck,
  signInAsAdmin,
} from './support';

/**
 * Opens a browser signed in as the demo admin before the file's tests, hands over its page (and the browser, for the
 * journey's other visitors), closes its contexts after.
 */
export function adminJourney(onOpen: (page: Page, browser: Browser) => void): void {
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const browser = await launchBrowser();
    close = () => releaseBrowser(browser);
    const page = await signInAsAdmin(await newVisitor(browser), null);
    onOpen(page, browser);
  });
  afterAll(async () => {
    await close?.();
  });
}

/** Waits for the screen's level-1 heading `name`. */
export async function heading(page: Page, name: string): Promise<void> {
  await expect
    .poll(() => page.getByRole('heading', { level: 1, name }).isVisible(), { timeout: 30_000 })
    .toBe(true);
}

/** Waits for the screen's banner (002 §8) of `kind` to say `text`. */
export async function banner(page: Page, kind: 'success' | 'error', text: string): Promise<void> {
  await expect
    .poll(() => page.getByTestId(`banner-${kind}`).textContent(), { timeout: 30_000 })
    .toContain(text);
}

/** Flips a switch as a person does: a click on its label (the drawn track covers the checkbox itself). */
export async function flip(scope: Locator | Page, name: string, on: boolean): Promise<void> {
  const control = scope.getByRole('switch', { name });
  await control.locator('xpath=ancestor::label[1]').click();
  await expect.poll(() => control.isChecked(), { timeout: 30_000 }).toBe(on);
}

export interface HebrewScreen {
  path: string;
  title: string;
  shot: string;
  /** What to wait for once the heading is there (the screen's data), before the screenshot. */
  ready?: (page: Page) => Promise<unknown>;
  /** What else to check on the screen in Hebrew once it is shot (a dialog opened on it, say). */
  then?: (page: Page) => Promise<unknown>;
}

/** Switches the site to `language` on its home page: the language selector is the site's, not the admin area's. */
export async function siteLanguage(page: Page, language: 'en' | 'he'): Promise<void> {
  await page.goto(`${WEB_URL}/`);
  await chooseLanguage(page, language);
}

/** Each screen in Hebrew: right to left, a screenshot, no axe violation; the site's language back to English after. */
export async function hebrewPass(page: Page, screens: readonly HebrewScreen[]): Promise<void> {
  await siteLanguage(page, 'he');
  for (const { path, title, shot, ready, then } of screens) {
    await page.goto(`${WEB_URL}${path}`);
    await heading(page, title);
    expect(await pageDirection(page)).toBe('rtl');
    await ready?.(page);
    await screenCheck(page, shot);
    await then?.(page);
  }
  await siteLanguage(page, 'en').catch(() => undefined);
}
