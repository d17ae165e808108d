/** One signed-in admin page per browser journey of the admin screens (issue 15's journeys share it). */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { WCAG, axeViolations, launchBrowser, newVisitor, signInAsAdmin } from './support';

/** Opens a browser signed in as the demo admin before the file's tests, hands over its page, closes it after. */
export function adminJourney(onOpen: (page: Page) => void): void {
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const browser = await launchBrowser();
    close = () => browser.close();
    const page = await (await newVisitor(browser)).newPage();
    await signInAsAdmin(page);
    onOpen(page);
  });
  afterAll(async () => {
    await close?.();
  });
}

/** The page has no WCAG 2.1 A/AA violation (the one axe helper, with the violations as the message). */
export async function noViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page, WCAG);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

/** Waits for the screen's level-1 heading `name`. */
export async function heading(page: Page, name: string): Promise<void> {
  await expect
    .poll(() => page.getByRole('heading', { level: 1, name }).isVisible(), { timeout: 30_000 })
    .toBe(true);
}

/** Flips a switch as a person does: a click on its label (the drawn track covers the checkbox itself). */
export async function flip(scope: Locator | Page, name: string, on: boolean): Promise<void> {
  const control = scope.getByRole('switch', { name });
  await control.locator('xpath=ancestor::label[1]').click();
  await expect.poll(() => control.isChecked(), { timeout: 30_000 }).toBe(on);
}
