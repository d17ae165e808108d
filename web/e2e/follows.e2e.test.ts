/// <reference types="node" />
/**
 * Journey: following (spec 001 §2, §4, §6; 000 §2 access modes), in English and in Hebrew, against the running
 * local stack. A new verified cook chooses a channel name, opens one of the demo cook's followers-only recipes (locked),
 * follows from the lock (the recipe opens in place), picks a notification level on the cook's channel, comes back
 * to the recipe; the demo cook publishes a recipe and it reaches the follower's /activity (the
 * fan-out of decision 0014), the Activity tab of /notifications and home's "from cooks you follow" grid, while
 * Discover Chefs no longer suggests the cook; then /following and /followers' following tab show the cook. Both
 * stores are checked: the edge in Firestore and its row in the mirror. Screenshots in test-output/screenshots/.
 * The follower then comments on the recipe that was locked a moment before (the comment in both stores); the rest
 * of the comments half of issue 10's journey (reply, like; the cook's bell, /notifications, mark all read, delete
 * the thread) is comments.e2e.test.ts.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enActivity from '../src/locales/en/activity.json';
import enComments from '../src/locales/en/comments.json';
import heComments from '../src/locales/he/comments.json';
import type enFollows from '../src/locales/en/follows.json';
import heActivity from '../src/locales/he/activity.json';
import enNotifications from '../src/locales/en/notifications.json';
import heNotifications from '../src/locales/he/notifications.json';
import {
  RUN,
  WEB_URL,
  callFunctionAs,
  chooseLanguage,
  committedDoc,
  createVerifiedAccount,
  eventually,
  firestoreDoc,
  idTokenOf,
  journeyBrowser,
  localeTexts,
  mirrorRows,
  newVisitor,
  queryMirror,
  screenCheck,
  screenshot,
} from './support';
import { HUMAN, publishRecipe } from './createRecipe';

const PASSWORD = 'e2e-Follow-42';
const ACTIVITY = { en: enActivity, he: heActivity } as const;
const NOTIFICATIONS = { en: enNotifications, he: heNotifications } as const;
const COMMENTS = { en: enComments, he: heComments } as const;
const COOK = { email: 'cook@matkon.local', password: 'matkon-cook' } as const;
const published: string[] = [];

/** A call of a callable as the demo cook (an ID token from the Auth emulator), as the browser would make it. */
async function asCook(name: string, data: unknown): Promise<void> {
  await callFunctionAs(name, data, await idTokenOf(COOK));
}

/** The demo cook publishes a recipe in `language` (recipes-create); resolves to its id and title. */
async function cookPublishes(language: 'en' | 'he'): Promise<{ id: string; title: string }> {
  const id = `e2e-activity-${language}-${RUN}`;
  const hebrew = language === 'he';
  const title = hebrew ? `מרק עדשים של ${RUN}` : `Lentil soup ${RUN}`;
  await publishRecipe(await idTokenOf(COOK), id, {
    title,
    description: hebrew ? 'מרק חם ומנחם לערב חורפי' : 'A warm soup for a winter evening',
    ingredients: hebrew ? ['שתי כוסות עדשים כתומות', 'בצל קצוץ'] : ['2 cups red lentils', '1 onion, diced'],
    instructions: hebrew
      ? ['מטגנים את הבצל', 'מבשלים את העדשים 20 דקות']
      : ['Fry the onion', 'Simmer 20 minutes'],
  });
  published.push(id);
  return { id, title };
}

const browser = journeyBrowser();
let recipe: { id: string; authorId: string };

beforeAll(async () => {
  // a followers-only recipe of the demo cook (seeded by npm start)
  const [row] = await queryMirror<{ firebase_id: string; author_id: string }>(
    `select firebase_id, author_id from public.recipes
      where firebase_id like 'demo-%' and visibility = 'followers-only' order by firebase_id limit 1`,
    [],
  );
  if (!row) throw new Error('no followers-only demo recipe: start the stack with its seed');
  recipe = { id: row.firebase_id, authorId: row.author_id };
});

afterAll(async () => {
  for (const recipeId of published) await asCook('recipes-delete', { recipeId, botToken: HUMAN });
}, 60_000);

async function signUpVerified(page: Page, language: 'en' | 'he'): Promise<string> {
  const email = `e2e-follower-${language}-${RUN}@matkon.test`;
  const uid = await createVerifiedAccount(email, PASSWORD);
  await page.goto(`${WEB_URL}/login`);
  if (language === 'he') await chooseLanguage(page, 'he');
  await page.locator('section.login input[name="email"]').fill(email);
  await page.locator('section.login input[name="password"]').fill(PASSWORD);
  await page.locator('section.login button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/set-username', { timeout: 30_000 });
  const form = page.locator('section.set-username form');
  await form.locator('input[name="displayName"]').fill(`Follower ${language} ${RUN}`);
  // Continue is enabled once the name's username is known to be free
  await page.waitForFunction(
    () =>
      document.querySelector<HTMLButtonElement>('section.set-username form button[type="submit"]')
        ?.disabled === false,
    undefined,
    { timeout: 15_000 },
  );
  await form.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
  return uid;
}

async function followerCount(page: Page): Promise<string> {
  return ((await page.getByTestId('channel-followers').locator('dd').textContent()) ?? '').trim();
}

describe.each(['en', 'he'] as const)('following in %s', (language) => {
  const text = localeTexts<typeof enFollows>(language, 'follows');
  let page: Page;
  let uid: string;

  beforeAll(async () => {
    const context = await newVisitor(browser());
    await context.grantPermissions(['notifications']);
    page = await context.newPage();
    uid = await signUpVerified(page, language);
  }, 90_000);

  afterAll(async () => {
    await page?.context().close();
  });

  it('a followers-only recipe is locked, following its cook opens it', async () => {
    await page.goto(`${WEB_URL}/recipe/${recipe.id}`);
    const lock = page.getByTestId('recipe-locked');
    await lock.waitFor({ timeout: 30_000 });
    expect(await lock.getAttribute('data-access')).toBe('followers-only');
    expect(await page.locator('html').getAttribute('dir')).toBe(language === 'he' ? 'rtl' : 'ltr');
    await screenshot(page, `follows-locked-${language}`);

    // the lock's button follows the author right here (issue 27 item 9), and the recipe opens in its place
    const unlock = page.getByTestId('recipe-unlock');
    await expect.poll(() => unlock.getAttribute('aria-busy'), { timeout: 30_000 }).toBeNull();
    await unlock.click();
    await page.getByTestId('recipe-author').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe(`/recipe/${recipe.id}`);
    expect(await page.getByTestId('recipe-locked').count()).toBe(0);
    await screenshot(page, `follows-recipe-open-${language}`);
    const edge = await mirrorRows('select 1 from public.follows where firebase_id = $1', [
      `${recipe.authorId}/${uid}`,
    ]);
    expect(edge).toHaveLength(1);
    expect(await committedDoc(`users/${uid}/following/${recipe.authorId}`)).toBeTruthy();

    // on the channel the button says so, and the cook's followers-only recipes are in the grid
    await page.goto(`${WEB_URL}/dana_cook`);
    const button = page.getByTestId('follow-button');
    await expect.poll(() => button.getAttribute('aria-pressed'), { timeout: 30_000 }).toBe('true');
    expect((await button.textContent())?.trim().startsWith(text.button.following)).toBe(true);
    expect(Number(await followerCount(page))).toBeGreaterThan(0);

    // the notification level: all by default, then none
    const levels = page.locator('.follow-levels__trigger');
    await levels.waitFor();
    expect((await levels.textContent())?.trim()).toBe(text.notifications.short.all);
    await levels.click();
    await page.getByRole('menuitemradio', { name: text.notifications.levels.none }).click();
    await expect.poll(() => levels.textContent()).toBe(text.notifications.short.none);
    const saved = await eventually(
      () =>
        queryMirror<{ notification_level: string }>(
          'select notification_level from public.notification_settings where firebase_id = $1',
          [`${uid}/${recipe.authorId}`],
        ),
      (rows) => rows[0]?.notification_level === 'none',
    );
    expect(saved[0]?.notification_level).toBe('none');
    // and back to all (the browser's notification permission is granted to this context)
    await levels.click();
    await page.getByRole('menuitemradio', { name: text.notifications.levels.all }).click();
    await expect.poll(() => levels.textContent()).toBe(text.notifications.short.all);
    await eventually(
      () =>
        queryMirror<{ notification_level: string }>(
          'select notification_level from public.notification_settings where firebase_id = $1',
          [`${uid}/${recipe.authorId}`],
        ),
      (rows) => rows[0]?.notification_level === 'all',
    );
    await screenCheck(page, `follows-channel-${language}`);
    expect((await levels.textContent())?.trim()).toBe(text.notifications.short.all);

    // back to the recipe: still readable
    await page.goto(`${WEB_URL}/recipe/${recipe.id}`);
    await page.getByTestId('recipe-author').waitFor({ timeout: 30_000 });

    // and open to the follower's comment: posted, listed, in both stores
    const c = COMMENTS[language];
    const words =
      language === 'he' ? `נפתח לי, מבשלת מחר (${RUN})` : `Unlocked, cooking it tomorrow (${RUN})`;
    const section = page.getByTestId('comments');
    await section.getByLabel(c.form.label).fill(words);
    await section.getByRole('button', { name: c.form.post }).click();
    const posted = section.getByTestId('comment').filter({ hasText: words });
    await posted.waitFor({ timeout: 30_000 });
    const commentId = ((await posted.getAttribute('id')) ?? '').replace('comment-', '');
    const rows = await mirrorRows<{ recipe_id: string; author_id: string }>(
      'select recipe_id, author_id from public.comments where firebase_id = $1',
      [commentId],
    );
    expect(rows).toEqual([{ recipe_id: recipe.id, author_id: uid }]);
  }, 150_000);

  it("the cook's new recipe reaches /activity, /notifications and home; Discover Chefs leaves the cook out", async () => {
    const words = ACTIVITY[language];
    const fresh = await cookPublishes(language);
    // the fan-out runs after the create commits: wait for the item in Firestore, then read the page
    await eventually(
      () => firestoreDoc('GET', `users/${uid}/activity/new_recipe-${fresh.id}`).catch(() => null),
      (doc) => doc !== null,
      60_000,
    );
    await page.goto(`${WEB_URL}/activity`);
    const item = page.getByTestId('activity-item').filter({ hasText: fresh.title });
    await item.waitFor({ timeout: 30_000 });
    expect(await item.getAttribute('data-type')).toBe('new_recipe');
    await screenCheck(page, `activity-feed-${language}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, `activity-feed-mobile-${language}`);

    await page.getByRole('tab', { name: words.tabs.chefs }).click();
    const chefs = page.getByTestId('discover-chefs').or(page.getByTestId('chefs-empty'));
    await chefs.first().waitFor({ timeout: 30_000 });
    expect(await page.locator(`[data-testid="person-card"][data-user-id="${recipe.authorId}"]`).count()).toBe(
      0,
    );
    expect(page.url()).toContain('tab=chefs');
    await screenshot(page, `activity-chefs-mobile-${language}`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenCheck(page, `activity-chefs-${language}`);

    await page.goto(`${WEB_URL}/notifications`);
    await page.getByRole('tab', { name: NOTIFICATIONS[language].tabs.activity }).click();
    await page.getByTestId('activity-item').filter({ hasText: fresh.title }).waitFor({ timeout: 30_000 });

    await page.goto(`${WEB_URL}/`);
    const grid = page.getByTestId('feed-following');
    await grid.getByText(fresh.title).waitFor({ timeout: 30_000 });
    expect(await grid.getByRole('heading', { name: words.home.title }).count()).toBe(1);
    await grid.screenshot({ path: await screenshot(page, `activity-home-${language}`) });
  }, 150_000);

  it('/following and /followers show the followed cook', async () => {
    await page.goto(`${WEB_URL}/following`);
    const card = page.locator(`[data-testid="person-card"][data-user-id="${recipe.authorId}"]`);
    await card.waitFor({ timeout: 30_000 });
    expect(await card.getByTestId('follow-button').getAttribute('aria-pressed')).toBe('true');
    await screenCheck(page, `follows-following-${language}`);

    await page.goto(`${WEB_URL}/followers`);
    await page.getByTestId('followers-page').waitFor({ timeout: 30_000 });
    await page.getByRole('tab', { name: text.followers.followingTab.replace('{{count}}', '1') }).click();
    await card.waitFor({ timeout: 30_000 });
    await screenCheck(page, `follows-followers-${language}`);

    // unfollow from the card: the cook leaves the list's state and both stores
    await card.getByTestId('follow-button').click();
    await expect.poll(() => card.getByTestId('follow-button').getAttribute('aria-pressed')).toBe('false');
    const gone = await eventually(
      () => queryMirror('select 1 from public.follows where firebase_id = $1', [`${recipe.authorId}/${uid}`]),
      (rows) => rows.length === 0,
    );
    expect(gone).toHaveLength(0);
  }, 120_000);
});
