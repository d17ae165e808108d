/// <reference types="node" />
/**
 * Journey: the back office, part 1 (issue 14; spec 002 §2, §4, §5) against the running local stack. The demo
 * admin opens the overview, finds a cook of this run on /admin/users, verifies them (mirrored), deactivates them
 * and the cook is refused at sign-in and by the functions, reactivates them, then forces their username; the
 * same screens in Hebrew, right to left. Then every admin screen on a phone, in English and Hebrew, reached the way
 * a phone reaches it (the Menu drawer). A cook of its own, so no other journey's demo accounts are touched.
 * Screenshots go to test-output/screenshots/; axe runs on each screen.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  PHONE,
  RUN,
  WEB_URL,
  callFunctionAs,
  createVerifiedAccount,
  eventually,
  firestoreDoc,
  idTokenOf,
  newVisitor,
  pageDirection,
  phoneCheck,
  phoneLayoutCheck,
  queryMirror,
  screenCheck,
  screenshot,
} from './support';
import { adminJourney, banner, flip, heading, hebrewPass } from './adminSession';

const cook = {
  email: `e2e-bo-${RUN}@matkon.local`,
  password: 'backoffice-123',
  name: `Backoffice Cook ${RUN}`,
};
let cookId = '';
let cookUsername = '';
let browser: Browser;
let admin: Page;

/** The row of the cook on /admin/users, found by searching their username. */
async function findCook(page: Page) {
  await page.getByRole('searchbox').fill(cookUsername);
  const row = page.getByTestId(`user-row-${cookId}`);
  await row.waitFor({ state: 'visible', timeout: 30_000 });
  return row;
}

adminJourney((page, opened) => {
  admin = page;
  browser = opened;
});

beforeAll(async () => {
  cookId = await createVerifiedAccount(cook.email, cook.password);
  const token = await idTokenOf(cook);
  await callFunctionAs('users-ensureProfile', { language: 'en' }, token);
  const done = (await callFunctionAs('users-completeProfile', { displayName: cook.name }, token)) as {
    result: { profile: { username: string } };
  };
  cookUsername = done.result.profile.username;
}, 120_000);

afterAll(async () => {
  // Leave the cook active even when a step failed midway.
  if (cookId) {
    const token = await idTokenOf(ADMIN).catch(() => '');
    if (token)
      await callFunctionAs('users-adminSetActive', { userId: cookId, active: true }, token).catch(() => 0);
  }
});

/**
 * The banners of a screen hold nothing any more: the message cleared itself once its time (5 s at most) was up, the
 * page's clock jumped past it instead of waited for.
 */
async function bannersCleared(page: Page) {
  await page.clock.fastForward(5_000);
  await expect.poll(() => page.locator('[data-testid^="banner-"]').count(), { timeout: 15_000 }).toBe(0);
}

describe('the back office in English', () => {
  it('runs the trend jobs on demand; each message says what was done and clears itself (002 §9)', async () => {
    // time flows as usual; bannersCleared jumps it
    await admin.clock.install();
    await admin.goto(`${WEB_URL}/admin/trending-users`);
    await heading(admin, 'Trending users');
    await admin.getByRole('button', { name: 'Rebuild trending' }).click();
    await banner(admin, 'success', 'Trending rebuilt:');
    expect(await admin.getByTestId('banner-success').textContent()).toMatch(
      /Trending rebuilt: \d+ weekly and \d+ monthly periods\./,
    );
    await screenCheck(admin, 'back-office-trend-jobs-en');
    await bannersCleared(admin);
    await admin.getByRole('button', { name: 'Recalculate top followed' }).click();
    await banner(admin, 'success', 'Top followed recalculated');
    await bannersCleared(admin);
  });

  it('shows the overview with the counts, the top recipes and the audit log', async () => {
    await admin.goto(`${WEB_URL}/admin`);
    await heading(admin, 'Overview');
    const users = admin.locator('.bo-stat', { hasText: 'Users' }).first();
    await expect
      .poll(() => users.locator('.bo-stat__value').textContent(), { timeout: 30_000 })
      .toMatch(/\d/);
    await expect
      .poll(() => admin.getByRole('region', { name: 'Most viewed recipes' }).locator('li').count())
      .toBeGreaterThan(0);
    await expect
      .poll(() => admin.getByRole('heading', { name: 'Recent admin actions' }).isVisible())
      .toBe(true);
    await screenCheck(admin, 'back-office-overview-en');
  });

  it('verifies the cook (mirrored), deactivates them and the cook is refused, then reactivates them', async () => {
    await admin.goto(`${WEB_URL}/admin/users`);
    await heading(admin, 'Users');
    const row = await findCook(admin);
    await flip(row, `${cook.name} is verified`, true);
    await banner(admin, 'success', `${cook.name} is now verified.`);
    const verified = await eventually(
      () =>
        queryMirror<{ is_verified: boolean }>('select is_verified from profiles where firebase_id = $1', [
          cookId,
        ]),
      (rows) => rows[0]?.is_verified === true,
    );
    expect(verified[0]?.is_verified).toBe(true);
    const stored = await firestoreDoc('GET', `users/${cookId}`);
    expect(stored?.fields?.verificationType).toEqual({ stringValue: 'manual' });

    await flip(row, `${cook.name} is active`, false);
    await banner(admin, 'success', 'was deactivated');
    await screenCheck(admin, 'back-office-users-en');
    // the admin's own row: the active switch is disabled (admins cannot be deactivated); searched for, since the
    // oldest account is on page 2 once the journeys have made 20 others
    await admin.getByRole('searchbox').fill('matkon_admin');
    const adminSwitch = admin.locator('tr', { hasText: 'Admin' }).getByRole('switch', { name: /is active/ });
    await expect.poll(() => adminSwitch.first().isDisabled(), { timeout: 30_000 }).toBe(true);

    // the cook: refused at sign-in with the login screen's text, and by the functions with the server's
    const cookContext = await newVisitor(browser);
    const login = await cookContext.newPage();
    await login.goto(`${WEB_URL}/login`);
    await login.locator('section.login input[type="email"]').fill(cook.email);
    await login.locator('section.login input[type="password"]').fill(cook.password);
    await login.locator('section.login button[type="submit"]').click();
    await expect
      .poll(() => login.getByText('This account has been disabled.').isVisible(), { timeout: 30_000 })
      .toBe(true);
    await screenshot(login, 'back-office-deactivated-cook-en');
    await cookContext.close();

    await flip(await findCook(admin), `${cook.name} is active`, true);
    await banner(admin, 'success', 'was activated');
    const token = await idTokenOf(cook);
    await expect(callFunctionAs('users-ensureProfile', {}, token)).resolves.toBeTruthy();
  });

  it('forces the cook’s username', async () => {
    await admin.goto(`${WEB_URL}/admin/username-update`);
    await heading(admin, 'Force username update');
    await admin.getByRole('button', { name: 'Update username' }).click();
    await banner(admin, 'error', 'Please provide both User ID and Display Name');
    await admin.getByLabel('User ID').fill(cookId);
    await admin.getByLabel('Display name').fill(`Renamed ${RUN}`);
    await admin.getByRole('button', { name: 'Update username' }).click();
    await banner(admin, 'success', `@renamed_${RUN}`);
    const profile = await firestoreDoc('GET', `users/${cookId}`);
    expect(profile?.fields).toMatchObject({
      displayName: { stringValue: `Renamed ${RUN}` },
      username: { stringValue: `renamed_${RUN}` },
      profileComplete: { booleanValue: true },
    });
    cookUsername = `renamed_${RUN}`;
    await screenCheck(admin, 'back-office-username-en');
  });
});

describe('trending users (issue 10)', () => {
  it('shows the latest periods’ top cooks', async () => {
    await admin.goto(`${WEB_URL}/admin/trending-users`);
    await heading(admin, 'Trending users');
    await admin.locator('.bo-top-list, .admin-empty').first().waitFor({ timeout: 30_000 });
    await screenCheck(admin, 'back-office-trending-en');
  });
});

describe('comment management', () => {
  it('hides a comment and a visitor no longer sees it on the recipe page', async () => {
    const [recipe] = await queryMirror<{ firebase_id: string }>(
      "select firebase_id from recipes where visibility = 'public' order by created_at limit 1",
      [],
    );
    const recipeId = recipe?.firebase_id ?? '';
    const text = `Moderation check ${RUN}`;
    const posted = await fetch(`${WEB_URL}/api/comments/create`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await idTokenOf(cook)}` },
      body: JSON.stringify({ recipeId, content: text, recaptchaToken: 'test-score-0.9' }),
    });
    expect(posted.status).toBe(200);

    const visitorContext = await newVisitor(browser);
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${WEB_URL}/recipe/${recipeId}`);
    await expect.poll(() => visitor.getByText(text).isVisible(), { timeout: 30_000 }).toBe(true);

    await admin.goto(`${WEB_URL}/admin/comments`);
    await heading(admin, 'Comments');
    await admin.getByLabel('Search').fill(text);
    const item = admin.locator('li.bo-comment', { hasText: text });
    await item.waitFor({ state: 'visible', timeout: 30_000 });
    await screenCheck(admin, 'back-office-comments-en');
    await item.getByRole('button', { name: 'Hide' }).click();
    await banner(admin, 'success', 'Comment hidden.');

    await visitor.reload();
    await visitor.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
    await expect.poll(() => visitor.getByText(text).count(), { timeout: 30_000 }).toBe(0);
    await visitorContext.close();
  });
});

describe('the back office in Hebrew', () => {
  it('shows the same screens right to left', async () => {
    await hebrewPass(admin, [
      { path: '/admin', title: 'סקירה כללית', shot: 'back-office-overview-he' },
      { path: '/admin/users', title: 'משתמשים', shot: 'back-office-users-he', ready: findCook },
      { path: '/admin/username-update', title: 'עדכון שם משתמש בכפייה', shot: 'back-office-username-he' },
      {
        path: '/admin/trending-users',
        title: 'משתמשים בטרנד',
        shot: 'back-office-trend-jobs-he',
        ready: async (page) => {
          await page.getByRole('button', { name: 'בנייה מחדש של המגמות' }).click();
          await banner(page, 'success', 'המגמות נבנו מחדש');
        },
      },
      {
        path: '/admin/comments',
        title: 'תגובות',
        shot: 'back-office-comments-he',
        ready: (page) => page.locator('li.bo-comment, .admin-empty').first().waitFor({ timeout: 30_000 }),
      },
    ]);
  });
});

/** An admin screen on a phone: how it is reached from the one before, and what shows once its data is there. */
interface PhoneScreen {
  shot: string;
  open: (page: Page) => Promise<unknown>;
  ready: string;
  /**
   * A tab of a screen, not a route's first view: axe scans it here. The routes' first views it scans at 390 px in
   * the accessibility gate (a11y.e2e, the demo admin in en and he), so here they are laid out and shot.
   */
  tab?: true;
}

/** Opens the Menu drawer and follows its link to `path`, as a thumb does. */
const viaMenu = (path: string) => async (page: Page) => {
  await page.locator('.admin-topbar__toggle').click();
  await page.locator(`.admin-sidebar a[href="${path}"]`).click();
  await page.waitForURL((url) => url.pathname === path, { timeout: 30_000 });
  // the drawer has slid away (axe would read its links over the page while it moves)
  await page.locator('.admin-sidebar').waitFor({ state: 'hidden', timeout: 30_000 });
};

const PHONE_SCREENS: readonly PhoneScreen[] = [
  { shot: 'overview', open: (page) => page.goto(`${WEB_URL}/admin`), ready: '.bo-stat__value' },
  { shot: 'users', open: viaMenu('/admin/users'), ready: 'tbody tr' },
  { shot: 'recipes', open: viaMenu('/admin/recipes'), ready: 'li.ar-card' },
  {
    shot: 'recipe-editor',
    open: (page) => page.locator('main a[href^="/admin/recipes/"]').first().click(),
    ready: 'main form input',
  },
  { shot: 'comments', open: viaMenu('/admin/comments'), ready: 'li.bo-comment, .admin-empty' },
  {
    shot: 'banned-users',
    open: (page) => page.locator('nav.admin-tabs a[href*="tab=banned"]').click(),
    ready: 'tbody tr, .admin-empty',
    tab: true,
  },
  { shot: 'categories', open: viaMenu('/admin/categories'), ready: 'tbody tr' },
  { shot: 'analytics', open: viaMenu('/admin/analytics'), ready: '[data-testid="analytics-banner"]' },
  {
    shot: 'analytics-charts',
    open: (page) => page.getByRole('tab').nth(1).click(),
    ready: '[data-testid="heat-strip"]',
    tab: true,
  },
  { shot: 'monitoring', open: viaMenu('/admin/monitoring'), ready: '[role="progressbar"]' },
  { shot: 'cleanup', open: viaMenu('/admin/cleanup'), ready: 'main fieldset input' },
  { shot: 'data-consistency', open: viaMenu('/admin/data-consistency'), ready: '[role="tablist"]' },
  { shot: 'exporter', open: viaMenu('/admin/firebase-exporter'), ready: 'main button' },
  { shot: 'content-editor', open: viaMenu('/admin/content-editor'), ready: 'main .admin-card' },
  { shot: 'settings', open: viaMenu('/admin/settings'), ready: 'main input' },
  { shot: 'username', open: viaMenu('/admin/username-update'), ready: 'main input' },
  { shot: 'trending', open: viaMenu('/admin/trending-users'), ready: '.bo-top-list, .admin-empty' },
  { shot: 'audit-log', open: viaMenu('/admin/audit-log'), ready: 'tbody tr' },
];

/**
 * Nothing on the screen is still loading (the admin screens say so in words, some also with aria-busy), and the
 * pictures on the first screenful are drawn.
 */
async function settled(page: Page, ready: string) {
  await page.locator(ready).first().waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main');
      return (
        main !== null &&
        !/Loading|טוען/.test(main.innerText) &&
        main.querySelector('.page-loading, [aria-busy="true"]') === null &&
        [...main.querySelectorAll('img')].every(
          (img) => img.complete || img.getBoundingClientRect().top > window.innerHeight,
        )
      );
    },
    null,
    { timeout: 60_000 },
  );
}

describe('the back office on a phone', () => {
  for (const language of ['en', 'he'] as const) {
    it(`every admin screen fits 390 px, with its data, in ${language}`, async () => {
      // this browser's choice only: the admin's saved profile language stays as other journeys expect it
      await admin.evaluate((lng) => localStorage.setItem('matkon.language', lng), language);
      await admin.setViewportSize(PHONE);
      try {
        for (const { shot, open, ready, tab } of PHONE_SCREENS) {
          await open(admin);
          await settled(admin, ready);
          expect(await pageDirection(admin)).toBe(language === 'he' ? 'rtl' : 'ltr');
          await admin.evaluate(() => window.scrollTo(0, 0));
          await (tab ? phoneCheck : phoneLayoutCheck)(admin, `back-office-phone-${shot}-${language}`);
        }
      } finally {
        await admin.setViewportSize({ width: 1280, height: 860 });
        await admin.evaluate(() => localStorage.setItem('matkon.language', 'en'));
      }
    }, 300_000);
  }
});
