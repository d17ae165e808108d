/**
 * Journey: Matkon as an installable app that reads offline (issue 33 §3, decision 0065). The manifest of the page's
 * language (right to left in Hebrew, its icons there); a guest with the service worker on opens a seeded recipe, and
 * offline reloads it from the worker's copies and still opens the app on a page never visited; the install offer
 * comes on a later visit only (never the first), and not again for 30 days after "Not now". The browser's
 * `beforeinstallprompt` is Chromium's to fire when it judges the site installable, which headless Chromium does not
 * do on demand: the journey dispatches one shaped as Chromium's. A signed-in cook opens their favorites and their
 * week online, and offline still reads both, kept on the device (decision 0070), with the page saying so. A planner
 * offline adds a note to the week and removes an entry, reloads offline, comes back online and sees "All changes
 * synced.": Firestore and the mirror hold exactly that week; signing out clears Firestore's cache, and the next
 * account signed in on the same page finds nothing of the first's in it. axe and screenshots (en, he; desktop and
 * 390 px).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayIn } from '@domain/planning';
import heCommon from '../src/locales/he/common.json';
import enPlan from '../src/locales/en/plan.json';
import hePlan from '../src/locales/he/plan.json';
import heRecipes from '../src/locales/he/recipes.json';
import enPwa from '../src/locales/en/pwa.json';
import hePwa from '../src/locales/he/pwa.json';
import { HUMAN } from './createRecipe';
import {
  RUN,
  WEB_URL,
  callFunctionAs,
  chooseLanguage,
  createVerifiedAccount,
  eventually,
  firestoreDoc,
  idTokenOf,
  journeyBrowser,
  newContext,
  newVisitor,
  pageDirection,
  phoneCheck,
  queryMirror,
  screenCheck,
  phoneLayoutCheck,
  signInPage,
} from './support';

/** A seeded public recipe of the demo cook (functions/src/seed/demoRecipes.json). */
const SHAKSHUKA = 'demo-shakshuka';
const DAY_MS = 86_400_000;

const browser = journeyBrowser();

interface Manifest {
  name: string;
  lang: string;
  dir: string;
  start_url: string;
  icons: { src: string; sizes: string; purpose?: string }[];
}

describe('the installable app', () => {
  it("links the manifest of the page's language, right to left in Hebrew, with icons that load", async () => {
    for (const [language, texts, dir] of [
      ['en', enPwa, 'ltr'],
      ['he', hePwa, 'rtl'],
    ] as const) {
      const response = await fetch(`${WEB_URL}/manifest-${language}.webmanifest`);
      expect(response.status).toBe(200);
      const manifest = (await response.json()) as Manifest;
      expect(manifest).toMatchObject({ name: texts.manifest.name, lang: language, dir, start_url: '/' });
      expect(manifest.icons.map((icon) => `${icon.sizes}${icon.purpose ? ` ${icon.purpose}` : ''}`)).toEqual(
        expect.arrayContaining(['192x192', '512x512', '512x512 maskable']),
      );
      for (const icon of manifest.icons) expect((await fetch(`${WEB_URL}${icon.src}`)).status).toBe(200);
    }
    const context = await newVisitor(browser());
    try {
      const page = await context.newPage();
      // the server's page carries the language's manifest, and the app keeps it with the interface language
      await page.goto(`${WEB_URL}/recipe/${SHAKSHUKA}?lang=he`);
      await page.getByTestId('recipe-detail').waitFor({ timeout: 60_000 });
      expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
        '/manifest-he.webmanifest',
      );
      await chooseLanguage(page, 'en');
      expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
        '/manifest-en.webmanifest',
      );
    } finally {
      await context.close();
    }
  });
});

describe('reading offline', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext(browser(), {
      serviceWorkers: 'allow',
      locale: 'en-US',
      timezoneId: 'UTC',
      viewport: { width: 1280, height: 860 },
    });
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
  });

  it('reloads a recipe opened online without a connection, and opens the app on a page never visited', async () => {
    await page.goto(`${WEB_URL}/recipe/${SHAKSHUKA}`);
    await page.getByTestId('recipe-detail').waitFor({ timeout: 60_000 });
    const title = await page.locator('#recipe-title').textContent();
    // the worker registers once the page has loaded, and takes this page over when it has installed the app's files
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    // the page and its answers were fetched before the worker was there: read once more through it
    await page.reload();
    await page.getByTestId('recipe-detail').waitFor({ timeout: 60_000 });
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const kept = await caches.open('matkon-api').then((cache) => cache.keys());
          return kept.some((request) => request.url.includes('/api/recipes/detail'));
        }),
      )
      .toBe(true);

    await context.setOffline(true);
    try {
      await page.reload();
      await page.getByTestId('recipe-detail').waitFor({ timeout: 30_000 });
      expect(await page.locator('#recipe-title').textContent()).toBe(title);
      expect(await page.locator('.recipe-detail li').count()).toBeGreaterThan(3);

      // a page never opened: the worker answers the app itself, which says what it cannot load (no browser error page)
      const answer = await page.goto(`${WEB_URL}/trending`);
      expect(answer?.status()).toBe(200);
      await page.locator('header').first().waitFor({ timeout: 30_000 });
      expect(await page.locator('main#main').count()).toBe(1);
    } finally {
      await context.setOffline(false);
    }
  });

  it("reads a signed-in cook's favorites and week opened online, and says they are this device's copy", async () => {
    const favorite = 'demo-shakshuka';
    const planned = 'demo-mujadara';
    const account = { email: `offline-cook-${RUN}@matkon.test`, password: 'matkon-offline-cook' };
    const uid = await createVerifiedAccount(account.email, account.password, `Offline cook ${RUN}`);
    // the profile first (signInPage makes it, as the login form does), then the cook's favorite and plan: in the
    // context whose worker already holds the app
    const cook = await signInPage(context, account, { at: null, language: 'en' });
    const token = await idTokenOf(account);
    await callFunctionAs(
      'favorites-toggle',
      { recipeId: favorite, operation: 'add', botToken: HUMAN },
      token,
    );
    const today = new Date().toISOString().slice(0, 10);
    await callFunctionAs(
      'plan-add',
      { entry: { day: today, meal: 'dinner', recipeId: planned, servings: 2 } },
      token,
    );
    const saved = cook.locator('li.favorites-item', { has: cook.locator(`[data-recipe-id="${favorite}"]`) });
    const entry = cook.locator(`[data-testid="plan-entry"][data-recipe-id="${planned}"]`);
    const offlineLine = cook.getByTestId('offline-copy');

    await cook.goto(`${WEB_URL}/favorites`);
    await saved.waitFor({ timeout: 60_000 });
    expect(await offlineLine.count()).toBe(0);
    await cook.goto(`${WEB_URL}/plan`);
    await entry.waitFor({ timeout: 60_000 });
    expect(await offlineLine.count()).toBe(0);

    await context.setOffline(true);
    try {
      await cook.reload();
      await entry.waitFor({ timeout: 30_000 });
      // the plan says it once: its sync line (changes are kept), not the device copy's notice besides
      await expect(cook.getByTestId('plan-sync').textContent()).resolves.toBe(enPlan.sync.offline);
      expect(await offlineLine.count()).toBe(0);

      await cook.goto(`${WEB_URL}/favorites`);
      await saved.waitFor({ timeout: 30_000 });
      expect(await offlineLine.textContent()).toBe(enPwa.offline.copy);
      await screenCheck(cook, 'offline-favorites-en');
      await phoneLayoutCheck(cook, 'offline-favorites-en-phone');

      await chooseLanguage(cook, 'he');
      await cook.getByText(hePwa.offline.copy).waitFor({ timeout: 30_000 });
      expect(await pageDirection(cook)).toBe('rtl');
      await saved.waitFor();
      await phoneCheck(cook, 'offline-favorites-he-phone');

      // planned offline from the favorites: kept on the device, and sent when the connection returns though the
      // cook never opens /plan
      await saved.getByRole('button', { name: new RegExp(`^${heRecipes.addToPlan}`) }).click();
      const dialog = cook.getByRole('dialog');
      await dialog.getByRole('button', { name: hePlan.add.confirm }).click();
      await dialog.waitFor({ state: 'detached' });
      await cook.getByText(hePlan.add.queued.split('}}').at(-1)?.trim() ?? '').waitFor();
    } finally {
      await context.setOffline(false);
    }
    const plannedOffline = (plan: Record<string, string>) =>
      Object.values(plan).filter((recipe) => recipe === favorite).length;
    // in Firestore and in the mirror, exactly once
    for (const stored of [storedPlan, mirroredPlan])
      expect(
        plannedOffline(
          await eventually(
            () => stored(uid),
            (plan) => plannedOffline(plan) > 0,
          ),
        ),
      ).toBe(1);
    // sent, so no longer kept on the device
    await expect
      .poll(() => cook.evaluate((key) => localStorage.getItem(key), `matkon.outbox.${uid}`))
      .toBeNull();

    // signing out forgets them: another person may use the phone
    const kept = () =>
      cook.evaluate(async () =>
        (await indexedDB.databases()).some((db) => db.name === 'matkon-device-copies'),
      );
    expect(await kept()).toBe(true);
    await cook.locator('button.header__avatar').click();
    await cook.getByRole('menuitem', { name: heCommon.userMenu.logout }).click();
    await cook.locator('a.header__button--outline[href="/login"]').waitFor({ timeout: 30_000 });
    await expect.poll(kept).toBe(false);
    await cook.close();
  }, 180_000);

  it("keeps the plan's changes made offline across a reload and syncs them exactly; signing out clears Firestore's cache", async () => {
    // a retry signs up afresh: the first attempt's accounts are there
    const attempt = `${RUN}-${Date.now().toString(36)}`;
    const account = { email: `offline-planner-${attempt}@matkon.test`, password: 'matkon-offline-planner' };
    const uid = await createVerifiedAccount(account.email, account.password, `Offline planner ${RUN}`);
    const planner = await signInPage(context, account, { at: null, language: 'en' });
    const token = await idTokenOf(account);
    const today = dayIn(new Date(), 'UTC');
    const { result: planned } = (await callFunctionAs(
      'plan-add',
      { entry: { day: today, meal: 'dinner', recipeId: 'demo-mujadara', servings: 2 } },
      token,
    )) as { result: { id: string } };
    const dropped = `Soup from the freezer ${RUN}`;
    await callFunctionAs('plan-add', { entry: { day: today, meal: 'lunch', note: dropped } }, token);
    const typed = `Pizza night ${RUN}`;
    const entries = planner.getByTestId('plan-entry');
    const entry = (text: string) => entries.filter({ hasText: text });
    const status = planner.getByTestId('plan-sync');

    await planner.goto(`${WEB_URL}/plan`);
    await entry(dropped).waitFor({ timeout: 60_000 });
    // the worker has the app (the profile the session read is in Firestore's cache: checked at sign-out)
    await planner.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 60_000,
    });
    expect(await status.getAttribute('data-state')).toBe('idle');

    await context.setOffline(true);
    let typedId = '';
    try {
      await status.filter({ hasText: enPlan.sync.offline }).waitFor();
      await planner.getByTestId('plan-add-note').click();
      const noting = planner.getByRole('dialog');
      await noting.getByLabel(enPlan.note.text).fill(typed);
      await noting.getByRole('button', { name: enPlan.note.confirm, exact: true }).click();
      await noting.waitFor({ state: 'detached' });
      await entry(typed).filter({ hasText: enPlan.entry.pending }).waitFor();
      typedId = (await entry(typed).getAttribute('data-entry-id')) ?? '';
      await planner.getByRole('button', { name: enPlan.entry.remove.replace('{{name}}', dropped) }).click();
      await entry(dropped).waitFor({ state: 'detached' });

      // reloaded offline: the worker serves the app, the week is this device's copy, the changes the outbox's
      await planner.reload();
      await entry(typed).filter({ hasText: enPlan.entry.pending }).waitFor({ timeout: 30_000 });
      await status.filter({ hasText: enPlan.sync.offline }).waitFor();
      expect(await entry(dropped).count()).toBe(0);
      expect(await entries.count()).toBe(2);
      await screenCheck(planner, 'offline-plan-en');
      await phoneLayoutCheck(planner, 'offline-plan-en-phone');
      await chooseLanguage(planner, 'he');
      await status.filter({ hasText: hePlan.sync.offline }).waitFor({ timeout: 30_000 });
      await entry(typed).filter({ hasText: hePlan.entry.pending }).waitFor();
      await phoneCheck(planner, 'offline-plan-he-phone');
      await screenCheck(planner, 'offline-plan-he');
    } finally {
      await context.setOffline(false);
    }
    await status.filter({ hasText: hePlan.sync.synced }).waitFor({ timeout: 60_000 });
    await entry(typed).waitFor();
    expect(await entries.filter({ hasText: hePlan.entry.pending }).count()).toBe(0);

    const expected = { [planned.id]: 'demo-mujadara', [typedId]: typed };
    expect(
      await eventually(
        () => storedPlan(uid),
        (plan) => samePlan(plan, expected),
      ),
    ).toEqual(expected);
    expect(
      await eventually(
        () => mirroredPlan(uid),
        (plan) => samePlan(plan, expected),
      ),
    ).toEqual(expected);

    // signing out ends Firestore and clears its cache; the next account on this page starts from an empty one (the
    // journey's one tab: the recipe's, signed in with the context, is closed)
    await page.close();
    expect(await firestoreCacheMentions(planner, uid)).toBeGreaterThan(0);
    await planner.locator('button.header__avatar').click();
    await planner.getByRole('menuitem', { name: heCommon.userMenu.logout }).click();
    await planner.locator('a.header__button--outline[href="/login"]').click();
    const next = { email: `offline-next-${attempt}@matkon.test`, password: 'matkon-offline-next' };
    const nextUid = await createVerifiedAccount(next.email, next.password, `Next on the phone ${RUN}`);
    await planner.locator('section.login input[name="email"]').fill(next.email);
    await planner.locator('section.login input[name="password"]').fill(next.password);
    await planner.locator('section.login button[type="submit"]').click();
    await planner.locator('button.header__avatar').waitFor({ timeout: 60_000 });
    // a fresh instance caches the new session's profile, and nothing of the first account's
    await expect.poll(() => firestoreCacheMentions(planner, nextUid), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await firestoreCacheMentions(planner, uid)).toBe(0);
    await planner.close();
  }, 240_000);
});

/** The household's week as Firestore holds it (the emulator's REST, past the rules): entry id → its note or recipe. */
async function storedPlan(household: string): Promise<Record<string, string>> {
  const answer = (await firestoreDoc('GET', `households/${household}/planEntries?pageSize=300`)) as {
    documents?: {
      name: string;
      fields: { note?: { stringValue?: string }; recipeId?: { stringValue?: string } };
    }[];
  };
  return Object.fromEntries(
    (answer.documents ?? []).map((doc) => [
      doc.name.split('/').at(-1) ?? '',
      doc.fields.note?.stringValue ?? doc.fields.recipeId?.stringValue ?? '',
    ]),
  );
}

async function mirroredPlan(household: string): Promise<Record<string, string>> {
  const rows = await queryMirror<{ firebase_id: string; note: string | null; recipe_id: string | null }>(
    'select firebase_id, note, recipe_id from public.plan_entries where household_id = $1',
    [household],
  );
  return Object.fromEntries(
    rows.map((row) => [row.firebase_id.split('/').at(-1) ?? '', row.note ?? row.recipe_id ?? '']),
  );
}

const samePlan = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** How many of Firestore's IndexedDB stores on this page mention `text` (a user's uid: their documents' paths). */
function firestoreCacheMentions(page: Page, text: string): Promise<number> {
  return page.evaluate(async (needle) => {
    const request = <T>(made: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        made.onsuccess = () => resolve(made.result);
        made.onerror = () => reject(made.error);
      });
    const names = (await indexedDB.databases()).flatMap(({ name }) =>
      name?.startsWith('firestore/') ? [name] : [],
    );
    let found = 0;
    for (const name of names) {
      const db = await request(indexedDB.open(name));
      try {
        for (const store of Array.from(db.objectStoreNames)) {
          const values = await request(db.transaction(store).objectStore(store).getAll());
          if (JSON.stringify(values).includes(needle)) found += 1;
        }
      } finally {
        db.close();
      }
    }
    return found;
  }, text);
}

/** Dispatches an install offer shaped as Chromium's; its prompt() is counted and answers `outcome`. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed'): Promise<void> {
  await page.locator('header').first().waitFor({ timeout: 60_000 });
  await page.evaluate((answer) => {
    const state = window as unknown as { prompts?: number };
    state.prompts = 0;
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        state.prompts = (state.prompts ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome: answer }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

const prompts = (page: Page) => page.evaluate(() => (window as unknown as { prompts?: number }).prompts ?? 0);

describe('the install offer', () => {
  let context: BrowserContext;

  beforeAll(async () => {
    context = await newVisitor(browser());
  });

  afterAll(async () => {
    await context?.close();
  });

  /** A visit: a new tab is a new browser session, so it counts once. */
  async function visit(): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${WEB_URL}/`);
    return page;
  }

  it('is never made on a first visit', async () => {
    const page = await visit();
    await offerInstall(page, 'accepted');
    // the app has taken the event (the browser's own bar is held back) and shows nothing
    await page.waitForFunction(() => Number(localStorage.getItem('matkon.visits')) === 1);
    await page.locator('main#main').waitFor();
    expect(await page.getByRole('region', { name: enPwa.install.title }).count()).toBe(0);
    await page.close();
  });

  it('is made on a later visit, in English and Hebrew, and paused for 30 days by "Not now"', async () => {
    const page = await visit();
    await offerInstall(page, 'accepted');
    const banner = page.getByRole('region', { name: enPwa.install.title });
    await banner.waitFor({ timeout: 30_000 });
    expect(await banner.textContent()).toContain(enPwa.install.text);
    await screenCheck(page, 'install-offer-en');
    await phoneLayoutCheck(page, 'install-offer-en-phone');
    await chooseLanguage(page, 'he');
    const hebrew = page.getByRole('region', { name: hePwa.install.title });
    await hebrew.waitFor({ timeout: 30_000 });
    // the card sits at the inline end of the screen: the left edge in Hebrew
    const box = await hebrew.boundingBox();
    expect(box && box.x).toBeLessThan(100);
    await screenCheck(page, 'install-offer-he');
    await phoneLayoutCheck(page, 'install-offer-he-phone');
    await hebrew.getByRole('button', { name: hePwa.install.later }).click();
    await hebrew.waitFor({ state: 'detached' });
    expect(await prompts(page)).toBe(0);
    await page.close();

    const next = await visit();
    await offerInstall(next, 'accepted');
    await next.locator('main#main').waitFor();
    expect(await next.getByRole('region', { name: hePwa.install.title }).count()).toBe(0);
    await next.close();
  });

  it("comes back after 30 days, and Install opens the browser's own dialog", async () => {
    const page = await visit();
    await page.evaluate(
      (at) => localStorage.setItem('matkon.installDeclinedAt', String(at)),
      Date.now() - 31 * DAY_MS,
    );
    await offerInstall(page, 'accepted');
    const banner = page.getByRole('region', { name: hePwa.install.title });
    await banner.waitFor({ timeout: 30_000 });
    await banner.getByRole('button', { name: hePwa.install.accept }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await prompts(page)).toBe(1);
    await page.close();
  });
});
