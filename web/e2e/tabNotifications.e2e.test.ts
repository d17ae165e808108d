/**
 * Journey: level "all" with the tab open (001 §4, issue 27 item 1 "locally, with the tab open, the browser's
 * Notification API shows it"; decision 0033), against the running local stack. Two readers follow the same cook,
 * each with the site open and the browser's notification permission granted: one at level "all", one at
 * "personalized" (the cook's recipe still reaches their bell, as their language matches, but is no alert). The cook
 * publishes; both bells count it, and only the "all" reader's page asks the browser to show a notification, which
 * names the recipe. The browser shows nothing visible when headless, so an init script records what the page asks of
 * `window.Notification` and of a service worker registration's `showNotification`.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import enNotifications from '../src/locales/en/notifications.json';
import { HUMAN, publishRecipe } from './createRecipe';
import {
  RUN,
  WEB_URL,
  callFunctionAs,
  cookForBlock,
  idTokenOf,
  journeyBrowser,
  type SignedUpCook,
} from './support';

// the browser's own notifications: the whole Chromium (support.ts, BrowserBuild)
const browser = journeyBrowser('full');

interface Shown {
  via: 'Notification' | 'serviceWorker';
  title: string;
  body: string;
}

/** Records every notification the page asks the browser for, in window.__shown (runs before the app's scripts). */
function recordNotifications() {
  const shown: Shown[] = [];
  (window as unknown as { __shown: Shown[] }).__shown = shown;
  const Native = window.Notification;
  class Recorded extends Native {
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ via: 'Notification', title, body: options?.body ?? '' });
      super(title, options);
    }
  }
  window.Notification = Recorded;
  if (typeof ServiceWorkerRegistration !== 'undefined') {
    const showNotification = ServiceWorkerRegistration.prototype.showNotification;
    ServiceWorkerRegistration.prototype.showNotification = function (title, options) {
      shown.push({ via: 'serviceWorker', title, body: options?.body ?? '' });
      return showNotification.call(this, title, options);
    };
  }
}

const shownBy = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shown?: Shown[] }).__shown ?? []);

/** The page has rendered what it received and run the effects that follow (two frames). */
const settled = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

async function keepOpenWithPermission(reader: SignedUpCook): Promise<void> {
  await reader.context.grantPermissions(['notifications'], { origin: WEB_URL });
  await reader.context.addInitScript(recordNotifications);
  await reader.page.goto(WEB_URL);
  await reader.page.getByTestId('notification-bell').waitFor({ timeout: 60_000 });
  expect(await reader.page.evaluate(() => Notification.permission)).toBe('granted');
}

describe('a followed cook publishes while the readers’ tabs are open', () => {
  let cook: SignedUpCook;
  let allReader: SignedUpCook;
  let personalizedReader: SignedUpCook;
  const title = `Open-tab shakshuka ${RUN}`;

  cookForBlock(browser, { journey: 'Tab alert', language: 'en', at: null }, (made) => (cook = made));
  cookForBlock(browser, { journey: 'Tab alert all', language: 'en', at: null }, (made) => (allReader = made));
  cookForBlock(
    browser,
    { journey: 'Tab alert quiet', language: 'en', at: null },
    (made) => (personalizedReader = made),
  );

  beforeAll(async () => {
    for (const reader of [allReader, personalizedReader]) {
      await callFunctionAs(
        'social-follow',
        { targetUserId: cook.uid, operation: 'follow', botToken: HUMAN },
        await idTokenOf(reader.account),
      );
      await keepOpenWithPermission(reader);
    }
    const saved = await fetch(`${WEB_URL}/api/notifications/settings`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${await idTokenOf(personalizedReader.account)}`,
      },
      body: JSON.stringify({
        followedUserId: cook.uid,
        notificationLevel: 'personalized',
        recaptchaToken: HUMAN,
      }),
    });
    expect(saved.status).toBe(200);
  }, 180_000);

  it('level "all" gets a browser notification naming the recipe; level "personalized" gets none', async () => {
    // a retry publishes under a new id (the cook's recipes go with the cook)
    await publishRecipe(await idTokenOf(cook.account), `e2e-tab-alert-${RUN}-${Date.now()}`, {
      title,
      language: 'en',
    });

    for (const reader of [allReader, personalizedReader]) {
      const badge = reader.page.getByTestId('notification-badge');
      await expect.poll(() => badge.textContent(), { timeout: 60_000 }).toBe('1');
    }
    await expect.poll(() => shownBy(allReader.page), { timeout: 30_000 }).toHaveLength(1);
    const [alert] = await shownBy(allReader.page);
    expect(alert?.title).toBe(enNotifications.alert.title);
    expect(alert?.body).toContain(title);

    // the same notification is in the quiet reader's bell (counted above) and was not shown
    await settled(personalizedReader.page);
    expect(await shownBy(personalizedReader.page)).toEqual([]);
  }, 180_000);
});
