/**
 * Journey: who sees a cook's following list (001 §6 privacy, issue 27 item 10; decision 0042), in English and in
 * Hebrew, against the running local stack. A cook follows another; with the setting at "everyone" a guest sees
 * the list on the cook's channel; at "followers" a signed-in stranger sees none until they follow the cook, and the
 * guest none at all; at "only me" the follower sees none either, while the owner sees their own list and who else
 * may. axe-core checks each shown list; screenshots at desktop and 390 px go to
 * test-output/screenshots/following-privacy-*.jpg.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type enChannel from '../src/locales/en/channel.json';
import { HUMAN } from './createRecipe';
import {
  RUN,
  WEB_URL,
  callFunctionAs,
  chooseLanguage,
  cookForBlock,
  idTokenOf,
  journeyBrowser,
  localeTexts,
  newVisitor,
  PHONE,
  screenCheck,
  type SignedUpCook,
  phoneLayoutCheck,
} from './support';

const browser = journeyBrowser();

/** The channel of `uid` on `page`, once the viewer's follow state has settled (it decides what may show). */
async function openChannel(page: Page, uid: string): Promise<void> {
  await page.goto(`${WEB_URL}/user/${uid}`);
  const follow = page.locator(
    '.channel__actions [data-testid="follow-button"], .channel__actions a[href="/profile"]',
  );
  await follow.first().waitFor({ timeout: 60_000 });
  await expect.poll(() => follow.first().getAttribute('data-state'), { timeout: 30_000 }).not.toBe('loading');
}

const followingSection = (page: Page) => page.getByTestId('channel-following');

describe.each(['en', 'he'] as const)('the following list on a channel in %s', (language) => {
  const t = localeTexts<typeof enChannel>(language, 'channel').following;
  let owner: SignedUpCook;
  let followed: SignedUpCook;
  let viewer: SignedUpCook;
  let guest: Page;
  const followedName = `Followed cook ${language} ${RUN}`;

  cookForBlock(browser, { journey: 'Following owner', language, at: null }, (made) => (owner = made));
  cookForBlock(browser, { journey: 'Followed', language, at: null }, (made) => (followed = made));
  cookForBlock(browser, { journey: 'Following viewer', language, at: null }, (made) => (viewer = made));

  /** Waits for the followed cook's card in `page`'s following list, then checks the screen, desktop and phone. */
  const seesFollowed = async (page: Page, shot: string) => {
    const section = followingSection(page);
    await section
      .getByTestId('person-card')
      .getByRole('link', { name: followedName })
      .waitFor({ timeout: 60_000 });
    await screenCheck(page, `following-privacy-${shot}-${language}`);
    await phoneLayoutCheck(page, `following-privacy-${shot}-phone-${language}`, section);
  };

  const setFollowingPrivacy = async (following: 'private' | 'followers' | 'public') =>
    callFunctionAs('users-updateProfile', { privacy: { following } }, await idTokenOf(owner.account));

  beforeAll(async () => {
    await callFunctionAs(
      'social-follow',
      { targetUserId: followed.uid, operation: 'follow', botToken: HUMAN },
      await idTokenOf(owner.account),
    );
    const context = await newVisitor(browser());
    guest = await context.newPage();
    await guest.goto(WEB_URL);
    if (language === 'he') await chooseLanguage(guest, 'he');
  }, 120_000);

  it('everyone: a guest sees whom the cook follows', async () => {
    await setFollowingPrivacy('public');
    await openChannel(guest, owner.uid);
    const section = followingSection(guest);
    await section.getByRole('heading', { name: t.title }).waitFor({ timeout: 30_000 });
    await seesFollowed(guest, 'public');
    await expect.poll(() => section.getByTestId('person-card').count()).toBe(1);
  }, 180_000);

  // The channel's first view is a guest page the browser may keep for 60 s (decision 0068), so it can still show the
  // list from before the privacy change until the app has read the channel: what the reader is left with counts.
  it('followers: a stranger sees nothing until they follow, a guest nothing at all', async () => {
    await setFollowingPrivacy('followers');
    await openChannel(guest, owner.uid);
    await expect.poll(() => followingSection(guest).count()).toBe(0);

    const page = viewer.page;
    await openChannel(page, owner.uid);
    await expect.poll(() => followingSection(page).count()).toBe(0);
    await page.locator('.channel__actions [data-testid="follow-button"]').click();
    await seesFollowed(page, 'followers');
  }, 180_000);

  it('only me: the follower sees nothing; the owner sees their list and who else may', async () => {
    await setFollowingPrivacy('private');
    await openChannel(viewer.page, owner.uid);
    await expect
      .poll(() =>
        viewer.page.locator('.channel__actions [data-testid="follow-button"]').getAttribute('data-state'),
      )
      .toBe('following');
    await expect.poll(() => followingSection(viewer.page).count()).toBe(0);

    const page = owner.page;
    await openChannel(page, owner.uid);
    const section = followingSection(page);
    await section.getByTestId('channel-following-audience').getByText(t.audience.private).waitFor();
    await seesFollowed(page, 'own');
    // a long handle (one unbroken word) wraps inside its card instead of running under the Follow button
    await page.setViewportSize(PHONE);
    const clipped = await section
      .locator('.person-card__handle')
      .evaluateAll((handles) =>
        handles
          .filter((handle) => handle.scrollWidth > handle.clientWidth)
          .map((handle) => handle.textContent),
      );
    expect(clipped).toEqual([]);
  }, 180_000);
});
