/**
 * Journey: the bell carries every kind of notification (spec 001 §4, issue 27 items 1 and 2; decision 0033), in
 * English and in Hebrew, against the running local stack. A reader follows a cook and keeps the site open with the
 * browser's notification permission granted; the cook follows the reader back (new follower) and publishes a recipe
 * (level "all": the browser's Notification API shows it while the tab is open). The reader's badge counts both, the
 * open bell words each kind, and opening the follower's notification leads to their channel. Then the daily digest
 * job mails the reader (read from the stack's MailDev) and the mail's unsubscribe link, opened in the browser, turns
 * the e-mail switch off (item 2). axe-core checks the open bell and /unsubscribe; screenshots at desktop and 390 px
 * go to test-output/screenshots/notifications-*.jpg.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type enNotifications from '../src/locales/en/notifications.json';
import { HUMAN, publishRecipe } from './createRecipe';
import { digestMailTo, emailSwitchOf, UNSUBSCRIBE_LINK } from './digest';
import {
  RUN,
  callFunctionAs,
  cookForBlock,
  idTokenOf,
  journeyBrowser,
  localeTexts,
  noViolations,
  phoneCheck,
  screenshot,
  type SignedUpCook,
  WEB_URL,
} from './support';

// the browser's own notifications: the whole Chromium (support.ts, BrowserBuild)
const browser = journeyBrowser('full');

/** What the page's Notification API was asked to show (the browser shows nothing visible when headless). */
function recordSystemNotifications() {
  const shown: { title: string; body: string }[] = [];
  (window as unknown as { __shown: typeof shown }).__shown = shown;
  const Native = window.Notification;
  class Recorded extends Native {
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body ?? '' });
      super(title, options);
    }
  }
  window.Notification = Recorded;
}

const shownBy = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shown?: { title: string; body: string }[] }).__shown ?? []);

describe.each(['en', 'he'] as const)('the notification bell in %s', (language) => {
  const n = localeTexts<typeof enNotifications>(language, 'notifications');
  let reader: SignedUpCook;
  let cook: SignedUpCook;
  let cookName: string;
  const title = language === 'he' ? `מרק עגבניות ${RUN}` : `Tomato soup ${RUN}`;

  // neither page opens a screen at sign-in: the reader's first load is after its recorder is in place, and the
  // cook acts through the calls only
  cookForBlock(browser, { journey: 'Bell reader', language, at: null }, (made) => (reader = made));
  cookForBlock(browser, { journey: 'Bell', language, at: null }, (made) => (cook = made));

  beforeAll(async () => {
    cookName = `Bell cook ${language} ${RUN}`;
    await reader.context.grantPermissions(['notifications']);
    await reader.context.addInitScript(recordSystemNotifications);
    await reader.page.goto(`${WEB_URL}/`);
    await reader.page.getByTestId('notification-bell').waitFor({ timeout: 60_000 });
    await callFunctionAs(
      'social-follow',
      { targetUserId: cook.uid, operation: 'follow', botToken: HUMAN },
      await idTokenOf(reader.account),
    );
  }, 120_000);

  it('a new follower and a followed cook’s new recipe reach the open bell, and the browser shows the recipe', async () => {
    const cookToken = await idTokenOf(cook.account);
    await callFunctionAs(
      'social-follow',
      { targetUserId: reader.uid, operation: 'follow', botToken: HUMAN },
      cookToken,
    );
    // the cook's recipes go with the cook (cookForBlock); a retry publishes under a new id
    await publishRecipe(cookToken, `e2e-notify-${language}-${RUN}-${Date.now()}`, { title, language });

    const page = reader.page;
    const badge = page.getByTestId('notification-badge');
    await expect.poll(() => badge.textContent(), { timeout: 60_000 }).toBe('2');
    const followed = n.types.new_follower.replace('{{name}}', cookName);
    const published = n.types.new_recipe.replace('{{name}}', cookName).replace('{{title}}', title);
    // level "all": the open tab's Notification API shows the recipe, not the follow
    await expect
      .poll(() => shownBy(page), { timeout: 30_000 })
      .toEqual([{ title: n.alert.title, body: published }]);

    await page.getByTestId('notification-bell').click();
    // the toasts' region shares the name; the bell's is the one with "Mark all as read"
    const panel = page
      .getByRole('region', { name: n.bell.label })
      .filter({ has: page.getByRole('button', { name: n.actions.markAllRead }) });
    await panel.getByText(followed).waitFor();
    await panel.getByText(published).waitFor();
    // the screenful with the open bell (the home feed below it would make a whole-page shot unreadable)
    await screenshot(page, `notifications-bell-${language}`, false);
    await noViolations(page, `notifications-bell-${language}`);
    await phoneCheck(page, `notifications-bell-phone-${language}`, panel);

    await panel.getByText(followed).click();
    await page.getByRole('heading', { name: cookName }).first().waitFor({ timeout: 30_000 });
    await expect.poll(() => badge.textContent(), { timeout: 30_000 }).toBe('1');
  }, 180_000);

  it('the daily digest mails the new follower, and its link turns the e-mail switch off in one click', async () => {
    const mail = await digestMailTo(reader.account.email);
    expect(mail.text).toContain(cookName);
    const link = UNSUBSCRIBE_LINK.exec(mail.text)?.[0];
    expect(link).toBeDefined();

    const page = reader.page;
    await page.goto(`${WEB_URL}${link}`);
    await page.getByRole('heading', { name: n.unsubscribe.doneTitle }).waitFor({ timeout: 30_000 });
    await page.getByText(n.unsubscribe.done).waitFor();
    await screenshot(page, `notifications-unsubscribe-${language}`);
    await noViolations(page, `notifications-unsubscribe-${language}`);
    await phoneCheck(page, `notifications-unsubscribe-phone-${language}`);
    expect(await emailSwitchOf(reader.uid)).toBe(false);
  }, 120_000);
});
