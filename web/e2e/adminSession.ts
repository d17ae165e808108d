/** One signed-in admin page per browser journey of the admin screens (issue 15's journeys share it). */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, newVisitor, signInAsAdmin } from './support';

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
