/// <reference types="node" />
/**
 * Journey: accounts (spec 000 §2, §4, §5, §8; 001 §2; 002 §2, §4, §8) against the running local stack, in English
 * and again in Hebrew (right-to-left): sign up → /verify-email → the verification link from the Auth emulator →
 * the page notices within its 5 s poll and lands on / → /profile: bio, location and a social link saved, the toast,
 * a reload shows them, the Postgres mirror has them; a generated PNG uploaded as the photo shows after a reload →
 * the channel page shows them and the photo → log out → /profile sends to
 * /login → log in → back on /profile. Also: /create-admin says "Admin Already Exists" (the demo admin is seeded),
 * and the bot-check's failure and 429 answers stop a login with their messages. Google sign-up goes through the
 * in-app stand-in for Google that the app shows with the emulators → /set-username → /.
 * Screenshots go to test-output/screenshots/.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { deriveUsername } from '@domain/username';
import enAccounts from '../src/locales/en/accounts.json';
import enChannel from '../src/locales/en/channel.json';
import enCommon from '../src/locales/en/common.json';
import heAccounts from '../src/locales/he/accounts.json';
import heChannel from '../src/locales/he/channel.json';
import heCommon from '../src/locales/he/common.json';
import {
  RUN,
  WEB_URL,
  chooseLanguage,
  createVerifiedAccount,
  eventually,
  journeyBrowser,
  toastText,
  pageDirection,
  queryMirror,
  screenshot,
  uploadProfilePhoto,
  visitorPage,
} from './support';

const TEXTS = {
  en: { accounts: enAccounts, channel: enChannel, common: enCommon },
  he: { accounts: heAccounts, channel: heChannel, common: heCommon },
} as const;

const PASSWORD = 'e2e-Secret-42';

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

/** The Auth emulator's outbox (REST): the newest VERIFY_EMAIL link sent to `email`. */
async function verificationLink(email: string): Promise<string | undefined> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host)
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: source the stack env (.state/stack-N/env.sh)');
  const project = process.env.GCLOUD_PROJECT ?? 'demo-matkon';
  const response = await fetch(`http://${host}/emulator/v1/projects/${project}/oobCodes`);
  const { oobCodes = [] } = (await response.json()) as { oobCodes?: OobCode[] };
  return oobCodes.filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL').at(-1)
    ?.oobLink;
}

async function logIn(page: Page, email: string, password: string) {
  await page.locator('section.login input[name="email"]').fill(email);
  await page.locator('section.login input[name="password"]').fill(password);
  await page.locator('section.login button[type="submit"]').click();
}

const browser = journeyBrowser();

/**
 * On /set-username: types the channel name `name`, sees its address and "available" (then the screenshot `shot`, when
 * given), continues to / and answers the profile's mirror row once it is complete.
 */
async function chooseChannelName(page: Page, name: string, shot?: string) {
  const form = page.locator('section.set-username form');
  const username = deriveUsername(name).username;
  await form.locator('input[name="displayName"]').fill(name);
  expect(await page.getByTestId('username-preview').textContent()).toBe(`matkon.app/${username}`);
  await expect
    .poll(() => form.locator('.username-preview__status').textContent(), { timeout: 10_000 })
    .toBe(enAccounts.setUsername.available);
  if (shot) await screenshot(page, shot);
  await form.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
  return eventually(
    () =>
      queryMirror<{ profile_complete: boolean; display_name: string; email_verified: boolean }>(
        'select profile_complete, display_name, email_verified from profiles where username = $1',
        [username],
      ),
    (r) => r[0]?.profile_complete === true,
  );
}

for (const language of ['en', 'he'] as const) {
  describe(`accounts journey (${language})`, () => {
    const texts = TEXTS[language];
    const email = `e2e-${language}-${RUN}@matkon.test`;
    const displayName = `E2E Cook ${language} ${RUN}`;
    const username = deriveUsername(displayName).username;
    const edits = {
      bio: language === 'he' ? `מבשלת שקשוקה כל שבת (${RUN})` : `Weekend shakshuka cook (${RUN})`,
      location: language === 'he' ? 'חיפה' : 'Haifa',
      youtube: `https://youtube.com/@e2e${RUN}`,
    };
    let page: Page;
    visitorPage(browser, (opened) => (page = opened));

    beforeAll(async () => {
      // time flows as usual; the verification test jumps it to the page's next poll instead of waiting for it
      await page.clock.install();
      await page.goto(`${WEB_URL}/`);
      if (language === 'he') await chooseLanguage(page, 'he');
      // (The dev server may reload the page once while it optimises a dependency it meets for the first time.)
      const dir = await eventually(
        () => pageDirection(page).catch(() => null),
        (value) => value === (language === 'he' ? 'rtl' : 'ltr'),
      );
      expect(dir).toBe(language === 'he' ? 'rtl' : 'ltr');
    });

    it('signs up and lands on /verify-email showing the address', async () => {
      await page.goto(`${WEB_URL}/signup`);
      const form = page.locator('section.signup form');
      await form.waitFor();
      expect(await page.locator('section.signup h1').textContent()).toBe(texts.accounts.signup.title);

      // The form's own checks first: mismatched confirmation, short password.
      await form.locator('input[name="displayName"]').fill(displayName);
      await form.locator('input[name="email"]').fill(email);
      await form.locator('input[name="password"]').fill('abc');
      await form.locator('input[name="confirmPassword"]').fill('abd');
      await form.locator('button[type="submit"]').click();
      await expect
        .poll(() => form.locator('.form__field-error').allTextContents())
        .toEqual([
          texts.accounts.signup.errors.weakPassword,
          texts.accounts.signup.errors.passwordsDoNotMatch,
        ]);
      // Focus moved to the first field that needs fixing.
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe(
        'password',
      );

      await form.locator('input[name="password"]').fill(PASSWORD);
      await form.locator('input[name="confirmPassword"]').fill(PASSWORD);
      expect(await form.locator('.form__field-error').count()).toBe(0);
      // The channel address preview under the display name.
      expect(await form.locator('.form__hint').first().textContent()).toContain(`/${username}`);
      await screenshot(page, `accounts-signup-${language}`);

      await form.locator('button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname === '/verify-email', { timeout: 30_000 });
      const card = page.locator('section.verify-email');
      await card.waitFor();
      expect(await card.locator('.auth-card__subtitle strong').textContent()).toBe(email);
      // The unverified banner does not repeat itself on this page.
      expect(await page.locator('.verify-banner').count()).toBe(0);
      await screenshot(page, `accounts-verify-email-${language}`);

      // "Check status" before verifying says so.
      await card.getByRole('button', { name: texts.accounts.verify.check }).click();
      await expect.poll(() => card.locator('.form__notice').textContent()).toBe(texts.accounts.verify.notYet);
    });

    it('notices the verification within its poll and goes to /', async () => {
      const link = await eventually(
        () => verificationLink(email),
        (value) => !!value,
      );
      expect(link).toBeTruthy();
      const answer = await fetch(link!);
      expect(answer.ok).toBe(true);

      // The page polls every 5 s: the success message at the next poll, then / two seconds later (the clock jumped
      // to each instead of waited for).
      await page.clock.fastForward(5_000);
      await page
        .locator('section.verify-email .form__notice--success', { hasText: texts.accounts.verify.verified })
        .waitFor({ timeout: 12_000 });
      await page.clock.fastForward(2_000);
      await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
      // The banner for unverified users is gone, and the profile says verified (ensureProfile synced it).
      await page.locator('.home').waitFor();
      expect(await page.locator('.verify-banner').count()).toBe(0);
      const rows = await eventually(
        () =>
          queryMirror<{ email_verified: boolean; profile_complete: boolean; language: string }>(
            'select email_verified, profile_complete, language from profiles where username = $1',
            [username],
          ),
        (r) => r[0]?.email_verified === true,
      );
      expect(rows).toEqual([{ email_verified: true, profile_complete: true, language }]);
    });

    it('edits the profile: toast, persisted after a reload, mirrored to Postgres', async () => {
      await page.goto(`${WEB_URL}/profile`);
      const form = page.locator('form.profile-form');
      await form.waitFor({ timeout: 30_000 });
      expect(await form.locator('input[name="displayName"]').inputValue()).toBe(displayName);

      // A social link must be a valid URL: saving is refused with the domain's message.
      await form.locator('input[name="social-youtube"]').fill('not a link');
      await form.locator('button[type="submit"]').click();
      await expect
        .poll(() => form.locator('.form__field-error').allTextContents())
        .toEqual([texts.accounts.profile.errors.socialLinkInvalid]);

      await form.locator('textarea[name="bio"]').fill(edits.bio);
      await form.locator('input[name="location"]').fill(edits.location);
      await form.locator('input[name="social-youtube"]').fill(edits.youtube);
      await form.locator('button[type="submit"]').click();
      expect(await toastText(page, 'success')).toContain(texts.accounts.profile.saved);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `accounts-profile-${language}`);

      await page.reload();
      await form.waitFor({ timeout: 30_000 });
      expect(await form.locator('textarea[name="bio"]').inputValue()).toBe(edits.bio);
      expect(await form.locator('input[name="location"]').inputValue()).toBe(edits.location);
      expect(await form.locator('input[name="social-youtube"]').inputValue()).toBe(edits.youtube);

      const rows = await eventually(
        () =>
          queryMirror<{ bio: string; location: string; youtube: string }>(
            "select bio, location, social_links->>'youtube' as youtube from profiles where username = $1",
            [username],
          ),
        (r) => r[0]?.bio === edits.bio,
      );
      expect(rows).toEqual([{ bio: edits.bio, location: edits.location, youtube: edits.youtube }]);

      // The photo: a generated PNG through "Upload photo" (the user's own folder), saved at once.
      const photo = form.locator('.profile-photo');
      // The file input itself is the labelled, focusable control (its label looks like a button).
      await uploadProfilePhoto(page, photo, texts.accounts.profile.photo, [60, 110, 180]);
      await page.reload();
      await form.waitFor({ timeout: 30_000 });
      const avatar = page.locator('.profile-hero .avatar__image');
      await avatar.waitFor({ timeout: 30_000 });
      expect(await avatar.getAttribute('src')).toMatch(
        /^\/api\/media\/images\/users\/[\w-]+\/[a-f0-9]+\/detail\.jpg$/,
      );
      await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
      expect(await photo.getByRole('button', { name: texts.accounts.profile.photo.remove }).count()).toBe(1);
    });

    it('shows the channel page with the new bio and link, and Manage channel for its owner', async () => {
      await page.goto(`${WEB_URL}/${username}`);
      const channel = page.getByTestId('channel');
      await channel.waitFor({ timeout: 30_000 });
      expect(await channel.locator('h1').textContent()).toBe(displayName);
      expect(await channel.locator('.channel__bio').textContent()).toBe(edits.bio);
      expect(await channel.locator('.channel__location').textContent()).toBe(edits.location);
      expect(await channel.getByTestId('channel-link-youtube').getAttribute('href')).toBe(edits.youtube);
      expect(await channel.getByTestId('channel-followers').locator('dd').textContent()).toBe('0');
      const photo = channel.locator('.channel__avatar .avatar__image');
      expect(await photo.getAttribute('src')).toMatch(/^\/api\/media\/images\/users\//);
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(await channel.getByRole('link', { name: texts.channel.manage }).getAttribute('href')).toBe(
        '/profile',
      );
      expect(await channel.locator('.channel__empty').textContent()).toContain(
        texts.channel.recipes.emptyOwn,
      );
      await screenshot(page, `accounts-channel-${language}`);

      // Upper case in the address goes to the lower-case channel; an address no cook owns is "Page not found"
      // (issue 27), while a missing user's /user/{id} says "User not found".
      await page.goto(`${WEB_URL}/${username.toUpperCase()}`);
      await page.waitForURL((url) => url.pathname === `/${username}`);
      await page.goto(`${WEB_URL}/nobody_${RUN}`);
      await page
        .locator('.not-found h1', { hasText: texts.common.notFound.title })
        .waitFor({ timeout: 30_000 });
      expect(await page.locator('.channel-missing').count()).toBe(0);
      await screenshot(page, `accounts-unknown-address-${language}`);
      await page.goto(`${WEB_URL}/user/nobody${RUN}`);
      await page
        .locator('.channel-missing h1', { hasText: texts.channel.notFound.title })
        .waitFor({ timeout: 30_000 });
    });

    it('after logging out, /profile sends to /login, and logging in returns to /profile', async () => {
      await page.goto(`${WEB_URL}/`);
      await page.locator('button.header__avatar').click();
      await page.getByRole('menuitem', { name: texts.common.userMenu.logout }).click();
      await page.locator('a.header__button--outline[href="/login"]').waitFor({ timeout: 30_000 });

      await page.goto(`${WEB_URL}/profile`);
      await page.waitForURL((url) => url.pathname === '/login', { timeout: 30_000 });
      expect(await page.evaluate(() => sessionStorage.getItem('returnAfterLogin'))).toBe('/profile');

      // A wrong password and an unknown email read the same (decision 0035: Firebase's email-enumeration
      // protection), and the email is kept.
      await logIn(page, email, 'wrong-password');
      const error = page.locator('section.login .form__error');
      await error.waitFor({ timeout: 30_000 });
      expect(await error.textContent()).toBe(texts.accounts.login.errors.invalidCredentials);
      expect(await page.locator('section.login input[name="email"]').inputValue()).toBe(email);
      await page.reload();
      await logIn(page, `nobody-${RUN}@matkon.test`, PASSWORD);
      await error.waitFor({ timeout: 30_000 });
      expect(await error.textContent()).toBe(texts.accounts.login.errors.invalidCredentials);

      await logIn(page, email, PASSWORD);
      await page.waitForURL((url) => url.pathname === '/profile', { timeout: 30_000 });
      await page.locator('form.profile-form').waitFor({ timeout: 30_000 });
      expect(await pageDirection(page)).toBe(language === 'he' ? 'rtl' : 'ltr');
    });

    it('a language chosen in the header is saved to the profile too', async () => {
      const other = language === 'he' ? 'it' : 'fr';
      await chooseLanguage(page, other);
      const mirrored = await eventually(
        () =>
          queryMirror<{ language: string }>('select language from profiles where username = $1', [username]),
        (r) => r[0]?.language === other,
      );
      expect(mirrored).toEqual([{ language: other }]);
      await chooseLanguage(page, language);
      await eventually(
        () =>
          queryMirror<{ language: string }>('select language from profiles where username = $1', [username]),
        (r) => r[0]?.language === language,
      );
    });
  });
}

describe('Google sign-up against the Auth emulator', () => {
  let page: Page;
  visitorPage(browser, (opened) => (page = opened));

  it('the in-app stand-in for Google signs up, then /set-username, then /', async () => {
    const email = `e2e-google-${RUN}@matkon.test`;
    const googleName = `Google Cook ${RUN}`;
    await page.goto(`${WEB_URL}/signup`);
    await page.locator('section.signup form').waitFor({ timeout: 30_000 });
    const google = page.getByRole('button', { name: enAccounts.google.signUp });
    await google.click();

    const dialog = page.getByRole('dialog', { name: enAccounts.google.emulator.title });
    await dialog.waitFor({ timeout: 30_000 });
    const emailField = dialog.getByLabel(enAccounts.fields.email);
    // Prefilled, focused on the email; Escape closes it like closing Google's popup, with no error shown.
    expect(await emailField.inputValue()).toBe('google.cook@example.com');
    expect(await dialog.getByLabel(enAccounts.fields.displayName).inputValue()).toBe('Google Cook');
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
      .toBe('googleEmail');
    expect(await dialog.textContent()).toContain(enAccounts.google.emulator.note);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => google.isEnabled()).toBe(true);
    expect(await page.locator('section.signup .form__error').count()).toBe(0);

    await google.click();
    await dialog.waitFor();
    await emailField.fill(email);
    await dialog.getByLabel(enAccounts.fields.displayName).fill(googleName);
    await screenshot(page, 'accounts-google-emulator-en');
    await dialog.getByRole('button', { name: enAccounts.google.emulator.submit }).click();

    // A Google profile has no chosen name yet: /set-username, suggesting the Google name.
    await page.waitForURL((url) => url.pathname === '/set-username', { timeout: 30_000 });
    const form = page.locator('section.set-username form');
    await form.waitFor({ timeout: 30_000 });
    const field = form.locator('input[name="displayName"]');
    await expect.poll(() => field.inputValue()).toBe(googleName);
    const name = `Google Chef ${RUN}`;
    expect(await chooseChannelName(page, name)).toEqual([
      { profile_complete: true, display_name: name, email_verified: true },
    ]);
  });
});

describe('set-username, first admin and the bot-check', () => {
  let page: Page;
  visitorPage(browser, (opened) => (page = opened));

  it('a verified account without a username chooses its channel name on /set-username', async () => {
    const email = `e2e-nousername-${RUN}@matkon.test`;
    await createVerifiedAccount(email, PASSWORD);
    await page.goto(`${WEB_URL}/login`);
    await logIn(page, email, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/set-username', { timeout: 30_000 });
    const form = page.locator('section.set-username form');
    await form.waitFor();
    const field = form.locator('input[name="displayName"]');
    const submit = form.locator('button[type="submit"]');
    const preview = page.getByTestId('username-preview');

    // Blank: Continue is disabled. Rules are checked live with the domain's messages.
    expect(await field.inputValue()).toBe('');
    expect(await submit.isDisabled()).toBe(true);
    await field.fill('דנה');
    await expect
      .poll(() => form.locator('.form__field-error').textContent())
      .toBe(enAccounts.username.tooShort);
    expect(await submit.isDisabled()).toBe(true);
    // A name whose username another cook holds (the seeded demo cook).
    await field.fill('Dana Cook');
    expect(await preview.textContent()).toBe('matkon.app/dana_cook');
    await expect
      .poll(() => form.locator('.form__field-error').textContent(), { timeout: 10_000 })
      .toBe(enAccounts.username.taken);
    expect(await submit.isDisabled()).toBe(true);

    const name = `Fresh Cook ${RUN}`;
    expect(await chooseChannelName(page, name, 'accounts-set-username-en')).toEqual([
      { profile_complete: true, display_name: name, email_verified: true },
    ]);
    // Complete now: /set-username sends on to /.
    await page.goto(`${WEB_URL}/set-username`);
    await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
    await page.locator('button.header__avatar').click();
    await page.getByRole('menuitem', { name: enCommon.userMenu.logout }).click();
    await page.locator('a.header__button--outline[href="/login"]').waitFor({ timeout: 30_000 });
  });

  it('/create-admin says "Admin Already Exists" (the demo admin is seeded) with Go to Login', async () => {
    await page.goto(`${WEB_URL}/create-admin`);
    const card = page.locator('section.create-admin--exists');
    await card.waitFor({ timeout: 30_000 });
    expect(await card.locator('h1').textContent()).toBe('Admin Already Exists');
    await screenshot(page, 'accounts-create-admin-en');
    await card.getByRole('link', { name: 'Go to Login' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('a failed bot-check and a 429 stop the login with their messages', async () => {
    await page.goto(`${WEB_URL}/login`);
    await page.route('**/api/verify-recaptcha', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, score: 0.1, error: 'Verification failed' }),
      }),
    );
    await logIn(page, 'cook@matkon.local', 'matkon-cook');
    await expect
      .poll(() => page.locator('section.login .form__error').textContent(), { timeout: 30_000 })
      .toBe('Security verification failed');
    await page.unroute('**/api/verify-recaptcha');

    await page.route('**/api/verify-recaptcha', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'resource-exhausted', message: 'Too many requests' } }),
      }),
    );
    await page.locator('section.login button[type="submit"]').click();
    await expect
      .poll(() => page.locator('section.login .form__error').textContent(), { timeout: 30_000 })
      .toBe('Too many requests. Please try again later.');
    await screenshot(page, 'accounts-login-bot-check-en');
    await page.unroute('**/api/verify-recaptcha');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('/forgot-password sends a reset email and shows the confirmation, in Hebrew too', async () => {
    await page.goto(`${WEB_URL}/`);
    await chooseLanguage(page, 'he');
    await page.goto(`${WEB_URL}/forgot-password`);
    const card = page.locator('section.forgot-password');
    await card.waitFor({ timeout: 30_000 });
    expect(await card.locator('.auth-card__bot-notice').textContent()).toBe(heAccounts.reset.botNotice);
    await card.locator('button[type="submit"]').click();
    expect(await card.locator('.form__field-error').textContent()).toBe(
      heAccounts.fields.errors.emailRequired,
    );
    await card.locator('input[name="email"]').fill('cook@matkon.local');
    await card.locator('button[type="submit"]').click();
    const sent = page.locator('section.forgot-password--sent');
    await sent.waitFor({ timeout: 30_000 });
    expect(await sent.locator('h1').textContent()).toBe(heAccounts.reset.sentTitle);
    expect(await sent.locator('.auth-card__email').textContent()).toBe('cook@matkon.local');
    expect(await sent.getByRole('link', { name: heAccounts.reset.backToLogin }).getAttribute('href')).toBe(
      '/login',
    );
    await screenshot(page, 'accounts-forgot-password-he');

    // an email without an account gets the very same confirmation (decision 0035)
    await sent.locator('button').click();
    await card.locator('input[name="email"]').fill(`nobody-${RUN}@matkon.test`);
    await card.locator('button[type="submit"]').click();
    await sent.waitFor({ timeout: 30_000 });
    expect(await sent.locator('h1').textContent()).toBe(heAccounts.reset.sentTitle);
    expect(await sent.locator('.auth-card__email').textContent()).toBe(`nobody-${RUN}@matkon.test`);
    expect(await page.locator('section.forgot-password .form__error').count()).toBe(0);
    await chooseLanguage(page, 'en');
  });
});
