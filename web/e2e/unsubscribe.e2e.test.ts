/**
 * Journey: the digest mail's one-click unsubscribe link (issue 27 item 2; decision 0034) against forged and tampered
 * copies, in English and in Hebrew, against the running local stack. A cook gets a new follower, the daily digest
 * job mails them (MailDev), and the mail's link is opened in a browser that has never seen the cook (signed out,
 * English). A forged signature, a signature changed by one character, one lengthened past what the server takes,
 * and the cook's signature on another user's id each show "This link does not work" in the mail's language and
 * leave both users' e-mail switches on (read in Firestore after). The genuine link, made by the digest's own token
 * function, turns the cook's switch off and says so. axe-core checks both pages; screenshots at desktop and 390 px
 * go to test-output/screenshots/unsubscribe-*.jpg.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type enNotifications from '../src/locales/en/notifications.json';
import { HUMAN } from './createRecipe';
import { digestMailTo, emailSwitchOf, UNSUBSCRIBE_LINK } from './digest';
import {
  WEB_URL,
  callFunctionAs,
  cookForBlock,
  eventually,
  firestoreDoc,
  idTokenOf,
  journeyBrowser,
  localeTexts,
  newVisitor,
  pageDirection,
  screenCheck,
  type SignedUpCook,
  phoneLayoutCheck,
} from './support';

const browser = journeyBrowser();

/** One character of a base64url signature swapped for another. */
const changedOne = (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;

describe.each(['en', 'he'] as const)('the unsubscribe link in %s', (language) => {
  const texts = localeTexts<typeof enNotifications>(language, 'notifications').unsubscribe;
  let reader: SignedUpCook;
  let follower: SignedUpCook;
  let link: URL;

  cookForBlock(browser, { journey: 'Unsubscribe reader', language, at: null }, (made) => (reader = made));
  cookForBlock(browser, { journey: 'Unsubscribe follower', language, at: null }, (made) => (follower = made));

  /** `path` opened in a fresh, signed-out, English browser: the reader's phone, say, opening the mail. */
  async function openInNewBrowser(path: string): Promise<Page> {
    const context = await newVisitor(browser());
    const page = await context.newPage();
    await page.goto(`${WEB_URL}${path}`);
    return page;
  }

  /** The reader's e-mail switch is `readerOn`; the follower's, whom no link names, stays on. */
  async function expectEmailSwitches(readerOn: boolean): Promise<void> {
    expect(await emailSwitchOf(reader.uid)).toBe(readerOn);
    expect(await emailSwitchOf(follower.uid)).toBe(true);
  }

  beforeAll(async () => {
    // the mail speaks the reader's saved language (chosen on sign-up's page, saved to the profile in the background)
    await eventually(
      async () => (await firestoreDoc('GET', `users/${reader.uid}`))?.fields?.language,
      (saved) => JSON.stringify(saved ?? null).includes(`"${language}"`),
      30_000,
    );
    await callFunctionAs(
      'social-follow',
      { targetUserId: reader.uid, operation: 'follow', botToken: HUMAN },
      await idTokenOf(follower.account),
    );
    const mail = await digestMailTo(reader.account.email);
    const path = UNSUBSCRIBE_LINK.exec(mail.text)?.[0];
    if (!path) throw new Error(`the digest mail has no unsubscribe link:\n${mail.text}`);
    link = new URL(path, WEB_URL);
    expect(link.searchParams.get('uid')).toBe(reader.uid);
    await expectEmailSwitches(true);
  }, 240_000);

  it('a forged or tampered link says it does not work, in the mail’s language, and turns nothing off', async () => {
    const token = link.searchParams.get('token') ?? '';
    const forgeries = {
      forged: { uid: reader.uid, token: 'A'.repeat(token.length) },
      changed: { uid: reader.uid, token: changedOne(token) },
      lengthened: { uid: reader.uid, token: `${token}${'x'.repeat(200)}` },
      otherUser: { uid: follower.uid, token },
    };
    for (const [name, forged] of Object.entries(forgeries)) {
      const query = new URLSearchParams({ ...forged, lang: link.searchParams.get('lang') ?? '' });
      const page = await openInNewBrowser(`/unsubscribe?${query}`);
      await page.getByRole('heading', { name: texts.invalidTitle }).waitFor({ timeout: 60_000 });
      await page.getByText(texts.invalid).waitFor();
      expect(await page.getByRole('heading', { name: texts.doneTitle }).count(), name).toBe(0);
      expect(await pageDirection(page)).toBe(language === 'he' ? 'rtl' : 'ltr');
      if (name === 'changed') {
        await screenCheck(page, `unsubscribe-invalid-${language}`);
        await phoneLayoutCheck(page, `unsubscribe-invalid-phone-${language}`);
      }
      await page.context().close();
    }
    await expectEmailSwitches(true);
  }, 240_000);

  it('the genuine link turns the e-mail switch off and says so', async () => {
    const page = await openInNewBrowser(`${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: texts.doneTitle }).waitFor({ timeout: 60_000 });
    await page.getByText(texts.done).waitFor();
    await screenCheck(page, `unsubscribe-done-${language}`);
    await phoneLayoutCheck(page, `unsubscribe-done-phone-${language}`);
    await page.context().close();
    await expectEmailSwitches(false);
  }, 120_000);
});
