/**
 * Journey: one recipe in several languages (issue 34, decisions 0073 and 0074). A cook (English) adds a Hebrew
 * version of their English recipe from the recipe page: the form opens with the recipe's texts, "Translate draft"
 * (the offline provider) fills it and marks the lines it kept "To review", and saving opens the Hebrew version. A
 * Hebrew reader who opens the English recipe lands on the Hebrew version, right to left; an English reader (the cook)
 * who opens the Hebrew one lands on the English one, and the language switch moves between them. The Hebrew reader
 * suggests a French version; the cook opens it from the bell and accepts it, and it joins the switch. A comment the
 * reader writes on the Hebrew version is read on the French one, right to left (decision 0077). The cook deletes the
 * English original keeping the Hebrew version (decision 0076): the original's address reads in Hebrew. axe and
 * screenshots (en and he, desktop and 390 px).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type enNotifications from '../src/locales/en/notifications.json';
import type enRecipes from '../src/locales/en/recipes.json';
import { HUMAN, publishRecipe } from './createRecipe';
import {
  RUN,
  WEB_URL,
  callFunctionAs,
  chooseLanguage,
  createVerifiedAccount,
  idTokenOf,
  journeyBrowser,
  localeTexts,
  newContext,
  pageDirection,
  phoneCheck,
  phoneLayoutCheck,
  queryMirror,
  screenCheck,
  screenshot,
  signInPage,
  toastText,
} from './support';

type Texts = typeof enRecipes;
const en = {
  ...localeTexts<Texts>('en', 'recipes'),
  notifications: localeTexts<typeof enNotifications>('en', 'notifications'),
};
const he = localeTexts<Texts>('he', 'recipes');

const browser = journeyBrowser();

interface Account {
  uid: string;
  account: { email: string; password: string };
  token: string;
  context: BrowserContext;
  page: Page;
}

interface Person {
  uid: string;
  account: { email: string; password: string };
  token: string;
}

/** A verified account with its profile (the one the sign-in makes), so it can write before its page opens. */
async function person(role: 'cook' | 'reader', language: 'en' | 'he'): Promise<Person> {
  const account = { email: `versions-${role}-${RUN}@matkon.test`, password: 'matkon-versions' };
  const uid = await createVerifiedAccount(account.email, account.password, `Versions ${role} ${RUN}`);
  const token = await idTokenOf(account);
  await callFunctionAs('users-ensureProfile', { language }, token);
  return { uid, account, token };
}

async function signedIn(who: Person, language: 'en' | 'he'): Promise<Account> {
  const context = await newContext(browser(), {
    locale: language === 'he' ? 'he-IL' : 'en-US',
    timezoneId: 'UTC',
    viewport: { width: 1280, height: 860 },
  });
  const page = await signInPage(context, who.account, {
    at: null,
    language: language === 'he' ? 'he' : undefined,
  });
  return { ...who, context, page };
}

/** The recipe page of `id` has shown its answer (the app's, not the server's first view). */
async function recipeShown(page: Page, id: string): Promise<void> {
  await page.locator(`[data-testid="recipe-detail"][data-recipe-id="${id}"]`).waitFor({ timeout: 60_000 });
}

const titleDirection = (page: Page) =>
  page.locator('h1#recipe-title').evaluate((title) => getComputedStyle(title).direction);

const ORIGINAL = `versions-${RUN}`;

describe('a recipe in several languages', () => {
  let cook: Account;
  let reader: Account;
  let hebrewId = '';

  /** A first translation, asked while the pages sign in: its function's first run starts a worker (~15 s loaded). */
  let warmed: Promise<unknown> = Promise.resolve();

  beforeAll(async () => {
    const [cookPerson, readerPerson] = await Promise.all([person('cook', 'en'), person('reader', 'he')]);
    await publishRecipe(cookPerson.token, ORIGINAL, {
      title: `Lentil soup ${RUN}`,
      ingredients: ['2 cups red lentils', '1 onion', 'a pinch of love'],
    });
    warmed = callFunctionAs(
      'recipes-translateDraft',
      { recipeId: ORIGINAL, language: 'he' },
      cookPerson.token,
    ).catch(() => undefined);
    [cook, reader] = await Promise.all([signedIn(cookPerson, 'en'), signedIn(readerPerson, 'he')]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([cook?.context.close(), reader?.context.close()]);
    if (cook)
      await callFunctionAs(
        'recipes-delete',
        { recipeId: ORIGINAL, withVersions: true, botToken: HUMAN },
        cook.token,
      ).catch(() => undefined);
  });

  it('the cook adds a Hebrew version from a translated draft, its kept lines marked to review', async () => {
    const { page } = cook;
    await page.goto(`${WEB_URL}/recipe/${ORIGINAL}`);
    await recipeShown(page, ORIGINAL);
    const panel = page.getByTestId('recipe-versions-panel');
    await panel.getByLabel(en.versions.addLanguage).selectOption('he');
    await panel.getByTestId('add-version-go').click();
    const form = page.getByTestId('recipe-form');
    await form.waitFor({ timeout: 30_000 });
    // the form holds the recipe's own texts, and none of the family's fields
    await expect(form.locator('#recipe-title').inputValue()).resolves.toBe(`Lentil soup ${RUN}`);
    expect(await form.locator('[data-testid="category-picker"]').count()).toBe(0);
    // its last section holds the version's own tags only (the dietary flags are the family's), and says so
    expect(await form.locator('#recipe-form-tags').textContent()).toBe(en.form.sections.tags);
    expect(await form.locator('#recipe-form-more').count()).toBe(0);

    await warmed;
    await page.getByTestId('version-translate').click();
    const outcome = page.locator(
      '[data-testid="version-translate-status"]:not(:empty), [data-testid="version-translate-error"]',
    );
    await outcome.first().waitFor({ timeout: 60_000 });
    await expect(page.getByTestId('version-translate-status').textContent()).resolves.toMatch(/\d/);
    // offline, the steps are kept as written and marked; the title too
    expect(await form.getByTestId('row-to-review').count()).toBeGreaterThanOrEqual(2);
    await expect(form.locator('#recipe-title').getAttribute('data-review')).resolves.toBe('true');
    await screenCheck(page, 'versions-form-en');
    await phoneCheck(page, 'versions-form-en-phone');

    await form.locator('#recipe-title').fill(`מרק עדשים ${RUN}`);
    await form.locator('#recipe-description').fill('מרק חם לערב חורף');
    await form.getByTestId('recipe-form-submit').click();
    await toastText(page, 'success', 90_000);
    await page.waitForURL((url) => !url.pathname.endsWith(ORIGINAL) && !url.pathname.endsWith('/version'));
    hebrewId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
    await recipeShown(page, hebrewId);
    // the cook chose it: an English interface stays on the Hebrew version, which reads right to left
    await expect(titleDirection(page)).resolves.toBe('rtl');
    const [row] = await queryMirror<{ family_id: string; language: string }>(
      'select family_id, language from public.recipes where firebase_id = $1',
      [hebrewId],
    );
    expect(row).toEqual({ family_id: ORIGINAL, language: 'he' });
    // the cook's grid answers each card's family, for "Also in"
    const grid = (await (
      await fetch(`${WEB_URL}/api/supabase/get-user-recipes?targetUserId=${cook.uid}`)
    ).json()) as { recipes: { id: string; languageVersions?: unknown }[] };
    expect(grid.recipes.find((recipe) => recipe.id === ORIGINAL)?.languageVersions).toEqual([
      { id: ORIGINAL, language: 'en' },
      { id: hebrewId, language: 'he' },
    ]);
  });

  it('a Hebrew reader lands on the Hebrew version, right to left; an English reader on the English one', async () => {
    const { page } = reader;
    await page.goto(`${WEB_URL}/recipe/${ORIGINAL}`);
    await recipeShown(page, hebrewId);
    expect(new URL(page.url()).pathname).toBe(`/recipe/${hebrewId}`);
    await expect(pageDirection(page)).resolves.toBe('rtl');
    await expect(titleDirection(page)).resolves.toBe('rtl');
    const current = page.getByTestId('recipe-language-switch').locator('[aria-current="page"]');
    await expect(current.textContent()).resolves.toBe('עברית');
    await screenCheck(page, 'versions-recipe-he');
    await phoneCheck(page, 'versions-recipe-he-phone');

    // the cook reads in English: opening the Hebrew version's address (no choice in its history entry) shows the
    // English one, in the app, without a page load
    const english = cook.page;
    await english.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, `/recipe/${hebrewId}`);
    await recipeShown(english, ORIGINAL);
    expect(new URL(english.url()).pathname).toBe(`/recipe/${ORIGINAL}`);
    await expect(titleDirection(english)).resolves.toBe('ltr');
    // the switch takes the reader to the version they chose, and keeps them there
    await english.getByTestId('recipe-version-he').click();
    await recipeShown(english, hebrewId);
    await expect(titleDirection(english)).resolves.toBe('rtl');
    await english.getByTestId('recipe-version-en').click();
    await recipeShown(english, ORIGINAL);
  });

  it('the reader suggests a French version and the cook accepts it', async () => {
    const { page } = reader;
    const panel = page.getByTestId('recipe-versions-panel');
    await panel.getByLabel(he.versions.suggestLanguage).selectOption('fr');
    await panel.getByTestId('suggest-version-go').click();
    const form = page.getByTestId('recipe-form');
    await form.waitFor({ timeout: 30_000 });
    expect(await form.locator('#recipe-form-tags').textContent()).toBe(he.form.sections.tags);
    await form.locator('#recipe-title').fill(`Soupe aux lentilles ${RUN}`);
    await form.locator('#recipe-description').fill('Une soupe chaude pour un soir d’hiver');
    await phoneCheck(page, 'versions-suggest-he-phone');
    await form.getByTestId('recipe-form-submit').click();
    // the suggestion's first call starts its function's worker: slow on a loaded machine
    await expect(toastText(page, 'success', 90_000)).resolves.toContain(he.versions.suggested);

    // the cook is told in the bell, which opens the recipe's versions
    const cookPage = cook.page;
    await cookPage.getByTestId('notification-bell').click();
    const told = en.notifications.types.translation_suggested
      .replace('{{name}}', `Versions reader ${RUN}`)
      .replace('{{title}}', `Lentil soup ${RUN}`);
    await cookPage.getByText(told, { exact: true }).first().click();
    await recipeShown(cookPage, ORIGINAL);
    expect(new URL(cookPage.url()).hash).toBe('#versions');
    // .first(): a retry of this test has sent a second suggestion
    const suggestion = cookPage.getByTestId('version-suggestion').first();
    await suggestion.waitFor({ timeout: 30_000 });
    await expect(suggestion.textContent()).resolves.toContain(`Soupe aux lentilles ${RUN}`);
    await screenCheck(cookPage, 'versions-suggestions-en');
    await suggestion.getByTestId('suggestion-accept').click();
    await cookPage.waitForURL((url) => !url.pathname.endsWith(ORIGINAL));
    const switcher = cookPage.getByTestId('recipe-language-switch');
    await switcher.locator('[aria-current="page"]', { hasText: 'Français' }).waitFor({ timeout: 30_000 });
    await expect(switcher.locator('li').allTextContents()).resolves.toEqual(['English', 'עברית', 'Français']);
    await expect(cookPage.getByTestId('recipe-translated-by').textContent()).resolves.toContain(
      `Versions reader ${RUN}`,
    );
  });

  it('a comment written on the Hebrew version is read on the French one in its own language', async () => {
    const text = `מרק מצוין ${RUN}`;
    const posted = await fetch(`${WEB_URL}/api/comments/create`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${reader.token}` },
      body: JSON.stringify({ recipeId: hebrewId, content: text, language: 'he', recaptchaToken: HUMAN }),
    });
    expect(posted.status).toBe(200);
    const page = cook.page;
    await page.reload();
    const comment = page.locator('[data-testid="comment"] .comment__text', { hasText: text });
    await comment.waitFor({ timeout: 30_000 });
    await expect(
      comment.evaluate((node) => [node.getAttribute('lang'), getComputedStyle(node).direction]),
    ).resolves.toEqual(['he', 'rtl']);
  });

  it('the cook deletes the English original keeping the Hebrew version, which now reads at its address', async () => {
    const page = cook.page;
    const dialog = page.getByRole('dialog');
    // in Hebrew first: the original's address shows the Hebrew version, whose switch leads back to the original
    await page.goto(`${WEB_URL}/recipe/${ORIGINAL}`);
    await recipeShown(page, ORIGINAL);
    await chooseLanguage(page, 'he');
    await recipeShown(page, hebrewId);
    await page.getByTestId('recipe-version-en').click();
    await recipeShown(page, ORIGINAL);
    await page.getByTestId('recipe-delete').click();
    const keepHebrew = he.delete.keepVersion.replace('{{language}}', 'עברית');
    await dialog.getByRole('radio', { name: keepHebrew }).check();
    await screenshot(page, 'versions-delete-he');
    await phoneCheck(page, 'versions-delete-he-phone');
    await dialog.getByRole('button', { name: he.delete.cancel }).click();
    await dialog.waitFor({ state: 'detached' });

    await chooseLanguage(page, 'en');
    await recipeShown(page, ORIGINAL);
    await page.getByTestId('recipe-delete').click();
    const choice = dialog.getByRole('group', { name: en.delete.versionsChoice });
    await expect(choice.getByRole('radio').count()).resolves.toBe(3);
    await dialog.getByRole('radio', { name: en.delete.keepVersion.replace('{{language}}', 'עברית') }).check();
    await screenCheck(page, 'versions-delete-en');
    await phoneLayoutCheck(page, 'versions-delete-en-phone');
    await dialog.getByRole('button', { name: en.delete.confirm }).click();
    await expect(toastText(page, 'success', 60_000)).resolves.toContain(
      en.delete.kept.replace('{{language}}', 'עברית'),
    );

    // the same address, now in Hebrew, right to left; the switch lists the family left
    expect(new URL(page.url()).pathname).toBe(`/recipe/${ORIGINAL}`);
    await page.locator('h1#recipe-title', { hasText: `מרק עדשים ${RUN}` }).waitFor({ timeout: 30_000 });
    await expect(titleDirection(page)).resolves.toBe('rtl');
    const switcher = page.getByTestId('recipe-language-switch');
    await expect(switcher.locator('li').allTextContents()).resolves.toEqual(['עברית', 'Français']);
    const rows = await queryMirror<{ firebase_id: string; language: string }>(
      'select firebase_id, language from public.recipes where firebase_id = any($1) order by firebase_id',
      [[ORIGINAL, hebrewId]],
    );
    expect(rows).toEqual([{ firebase_id: ORIGINAL, language: 'he' }]);
  });
});
