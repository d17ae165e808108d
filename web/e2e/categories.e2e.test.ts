/// <reference types="node" />
/**
 * Journey: the category pills bar (spec 000 §2) and the admin Categories / Dietary Options screen (spec 002 §2,
 * §4, §5, §8) against the running local stack: seeded pills in English and Hebrew, an admin creating a category
 * that appears live on an already open home page (a signed-in one; a guest's on coming back to the tab) and in the
 * Postgres mirror, deleting it again, and reordering the dietary options. Screenshots go to test-output/screenshots/.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RUN,
  WEB_URL,
  chooseLanguage,
  dietaryOrder,
  eventually,
  firestoreDoc,
  journeyBrowser,
  newVisitor,
  pageDirection,
  queryMirror,
  readPills,
  screenshot,
  signInAsAdmin,
} from './support';

const SEEDED_EN = [
  'Appetizers',
  'Beverages',
  'Breakfast',
  'Desserts',
  'Dinner',
  'Lunch',
  'Main Courses',
  'Salads',
  'Snacks',
  'Soups',
  'Vegan',
  'Vegetarian',
];
const SEEDED_HE = [
  'מתאבנים',
  'משקאות',
  'ארוחת בוקר',
  'קינוחים',
  'ארוחת ערב',
  'ארוחת צהריים',
  'מנות עיקריות',
  'סלטים',
  'חטיפים',
  'מרקים',
  'טבעוני',
  'צמחוני',
];

const created = {
  nameEn: `E2E Pastries ${RUN}`,
  nameHe: `מאפים ${RUN}`,
  nameFr: `Viennoiseries ${RUN}`,
  nameIt: `Pasticcini ${RUN}`,
  emoji: '🥐',
};

const browser = journeyBrowser();
let visitor: BrowserContext;
let admin: BrowserContext;
let home: Page;
let watcher: Page;
let adminPage: Page;
let createdId: string | undefined;
const recipePath = `recipes/e2e-recipe-${RUN}`;

/** The pills' names without their emoji. */
const names = (pills: { text: string }[]) =>
  pills.map((p) => p.text.replace(/^\p{Extended_Pictographic}\uFE0F?\s*/u, ''));

beforeAll(async () => {
  visitor = await newVisitor(browser());
  admin = await newVisitor(browser());
});

afterAll(async () => {
  // Leave the stack as found even when a step failed midway.
  if (createdId && adminPage && !adminPage.isClosed()) {
    try {
      await adminPage.goto(`${WEB_URL}/admin/categories`);
      const button = adminPage.getByRole('button', { name: `Delete ${created.nameEn}`, exact: true });
      if (await button.count()) {
        await button.click();
        await adminPage.locator('dialog[open] button[type="submit"]').click();
        await adminPage.getByTestId('banner-success').waitFor({ timeout: 20_000 });
      }
    } catch {
      // best effort
    }
  }
  await firestoreDoc('DELETE', recipePath).catch(() => undefined);
});

describe('category pills and the admin categories screen', () => {
  it('shows the twelve seeded categories as pills, in English, ordered by English name', async () => {
    home = await visitor.newPage();
    await home.goto(`${WEB_URL}/`);
    const pills = await eventually(
      () => readPills(home),
      (p) => p.length >= 13,
      30_000,
    );
    expect(pills[0]).toMatchObject({ id: '', text: 'All', current: true });
    const seeded = pills.slice(1).filter((p) => !p.text.includes('E2E'));
    expect(names(seeded)).toEqual(SEEDED_EN);
    // every seeded category carries its emoji
    expect(seeded.every((p) => /\p{Extended_Pictographic}/u.test(p.text))).toBe(true);
    await screenshot(home, 'categories-home-en');
  });

  it('selecting a pill links to /?category={id} and marks it current; All goes back to /', async () => {
    await home.locator('nav.category-pills a[data-category-id="desserts"]').click();
    await home.waitForURL((url) => url.searchParams.get('category') === 'desserts');
    await expect.poll(async () => (await readPills(home)).find((p) => p.current)?.id).toBe('desserts');
    await home.locator('nav.category-pills a[data-category-id=""]').click();
    await home.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('category'));
    await expect.poll(async () => (await readPills(home)).find((p) => p.current)?.id).toBe('');
  });

  it('switches to Hebrew: right-to-left page, Hebrew category names', async () => {
    await chooseLanguage(home, 'he');
    expect(await pageDirection(home)).toBe('rtl');
    const pills = await eventually(
      () => readPills(home),
      (p) => p[0]?.text === 'הכל',
    );
    expect(pills[0]?.text).toBe('הכל');
    expect(names(pills.slice(1).filter((p) => !p.text.includes('E2E')))).toEqual(SEEDED_HE);
    // The previous/next arrows are labelled in Hebrew too.
    const labels = await home
      .locator('nav.category-pills button.category-pills__arrow')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
    expect(labels).toEqual(['הצגת הקטגוריות הקודמות', 'הצגת קטגוריות נוספות']);
    await screenshot(home, 'categories-home-he');
    await chooseLanguage(home, 'en');
  });

  it('an admin creates a category; it appears live on an open home page and in the mirror', async () => {
    // The watcher (signed in: a guest's page watches no Firestore, decision 0043) opens the home page BEFORE the
    // category exists and is never reloaded.
    watcher = await signInAsAdmin(await newVisitor(browser()), '/');
    await eventually(
      () => readPills(watcher),
      (p) => p.length >= 13,
      30_000,
    );
    await watcher.evaluate(() => {
      (window as unknown as { __e2eNoReload: boolean }).__e2eNoReload = true;
    });

    adminPage = await signInAsAdmin(admin, '/admin/categories');
    await adminPage.getByRole('tab', { name: 'Categories' }).waitFor();
    expect(await adminPage.getByRole('tab', { name: 'Categories' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await adminPage.locator('table.admin-table tbody tr').first().waitFor({ timeout: 30_000 });
    await expect
      .poll(() => adminPage.locator('table.admin-table tbody tr').count())
      .toBeGreaterThanOrEqual(10);
    expect(await adminPage.getByTestId('admin-email').textContent()).toContain('admin@matkon.local');

    await adminPage.getByRole('button', { name: 'Add category' }).click();
    // While the form is open, Edit and Delete are disabled (spec 002 §4).
    expect(await adminPage.getByRole('button', { name: 'Edit Appetizers', exact: true }).isDisabled()).toBe(
      true,
    );
    expect(await adminPage.getByRole('button', { name: 'Delete Appetizers', exact: true }).isDisabled()).toBe(
      true,
    );

    // Client-side validation with the spec's message before any call.
    await adminPage.getByLabel('English name').fill(created.nameEn);
    await adminPage.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => adminPage.getByTestId('banner-error').textContent())
      .toContain('English, Hebrew, French, and Italian names are all required');

    await adminPage.getByLabel('Hebrew name').fill(created.nameHe);
    await adminPage.getByLabel('French name').fill(created.nameFr);
    await adminPage.getByLabel('Italian name').fill(created.nameIt);
    await adminPage.getByLabel('Emoji').fill(created.emoji);
    await adminPage.getByRole('button', { name: 'Save' }).click();
    await adminPage.getByTestId('banner-success').waitFor({ timeout: 30_000 });
    expect(await adminPage.getByTestId('banner-success').textContent()).toContain(
      'Category created successfully',
    );
    const row = adminPage.locator('table.admin-table tbody tr', { hasText: created.nameEn });
    await row.waitFor();
    createdId = (await row.getAttribute('data-category-id')) ?? undefined;
    expect(createdId).toBeTruthy();
    await expect
      .poll(() => adminPage.locator('[data-testid="recipe-count"]', { hasText: '…' }).count(), {
        timeout: 20_000,
      })
      .toBe(0);
    // Recipes do not exist yet: the computed count of the new category is 0.
    expect(await row.getByTestId('recipe-count').textContent()).toBe('0 recipes');
    await screenshot(adminPage, 'admin-categories-en');

    // Live: the pill shows up on the page that was opened before, without a reload.
    const pill = watcher.locator(`nav.category-pills a[data-category-id="${createdId}"]`);
    await pill.waitFor({ timeout: 20_000 });
    expect(await pill.textContent()).toContain(created.nameEn);
    expect(
      await watcher.evaluate(() => (window as unknown as { __e2eNoReload?: boolean }).__e2eNoReload),
    ).toBe(true);
    const order = names(await readPills(watcher)).slice(1);
    expect(order).toEqual([...order].sort((a, b) => a.localeCompare(b, 'en')));
    // The guest's home page, open since the first test, shows it once the guest comes back to the tab.
    await home.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await home.locator(`nav.category-pills a[data-category-id="${createdId}"]`).waitFor({ timeout: 20_000 });

    // Mirror: Postgres holds the row.
    const rows = await eventually(
      () =>
        queryMirror<{ firebase_id: string; name_he: string }>(
          'select firebase_id, name_he from categories where name_en = $1',
          [created.nameEn],
        ),
      (r) => r.length === 1,
    );
    expect(rows).toEqual([{ firebase_id: createdId, name_he: created.nameHe }]);
  });

  it('shows the admin screen and the new pill in Hebrew', async () => {
    await adminPage.goto(`${WEB_URL}/`);
    await chooseLanguage(adminPage, 'he');
    await eventually(
      () => readPills(adminPage),
      (p) => p.some((x) => x.text.includes(created.nameHe)),
      20_000,
    );
    await adminPage.goto(`${WEB_URL}/admin/categories`);
    await adminPage.getByRole('tab', { name: 'קטגוריות' }).waitFor();
    await adminPage
      .locator('table.admin-table tbody tr', { hasText: created.nameEn })
      .waitFor({ timeout: 30_000 });
    expect(await pageDirection(adminPage)).toBe('rtl');
    // Recipe counts are computed per category (count() aggregates); wait until none is pending.
    await expect
      .poll(() => adminPage.locator('[data-testid="recipe-count"]', { hasText: '…' }).count(), {
        timeout: 20_000,
      })
      .toBe(0);
    await screenshot(adminPage, 'admin-categories-he');
    await adminPage.goto(`${WEB_URL}/`);
    await chooseLanguage(adminPage, 'en');
  });

  it('deleting a category that has recipes requires a replacement; the recipes move there', async () => {
    // A recipe in the new category (fixture written straight to the emulator).
    await firestoreDoc('PATCH', recipePath, {
      title: { stringValue: `E2E recipe ${RUN}` },
      visibility: { stringValue: 'public' },
      categories: { arrayValue: { values: [{ stringValue: createdId }] } },
      primaryCategory: { stringValue: createdId },
    });
    await adminPage.goto(`${WEB_URL}/admin/categories`);
    const row = adminPage.locator(`table.admin-table tbody tr[data-category-id="${createdId}"]`);
    await expect
      .poll(() => row.getByTestId('recipe-count').textContent(), { timeout: 20_000 })
      .toBe('1 recipe');

    const primaryBefore = await adminPage
      .locator('table.admin-table tbody tr', { has: adminPage.locator('.admin-badge') })
      .getAttribute('data-category-id');

    await adminPage.getByRole('button', { name: `Delete ${created.nameEn}`, exact: true }).click();
    const dialog = adminPage.locator('dialog[open]');
    await dialog.waitFor();
    expect(await dialog.locator('h2').textContent()).toContain(created.nameEn);
    const replacement = dialog.getByLabel('Replacement category');
    // Focus moves into the dialog, on the field that needs an answer.
    await expect.poll(() => replacement.evaluate((el) => el === document.activeElement)).toBe(true);
    await dialog.locator('button[type="submit"]').click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('Please select a replacement category');
    await screenshot(adminPage, 'admin-categories-delete-dialog-en');
    // Escape cancels and gives focus back to the Delete button.
    await adminPage.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await adminPage.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `Delete ${created.nameEn}`,
    );

    await adminPage.keyboard.press('Enter');
    await dialog.waitFor();
    await dialog.getByLabel('Replacement category').selectOption('soups');
    await dialog.locator('button[type="submit"]').click();
    await adminPage.getByTestId('banner-success').waitFor({ timeout: 30_000 });
    expect(await adminPage.getByTestId('banner-success').textContent()).toContain(
      'Category deleted successfully',
    );
    await row.waitFor({ state: 'detached' });

    // The recipe now uses the replacement, which is also its primary category.
    const recipe = await firestoreDoc('GET', recipePath);
    expect(recipe?.fields?.categories).toEqual({ arrayValue: { values: [{ stringValue: 'soups' }] } });
    expect(recipe?.fields?.primaryCategory).toEqual({ stringValue: 'soups' });
    await firestoreDoc('DELETE', recipePath);

    // Live on the open home page (the guest's on coming back), and gone from the mirror.
    await watcher
      .locator(`nav.category-pills a[data-category-id="${createdId}"]`)
      .waitFor({ state: 'detached', timeout: 20_000 });
    await home.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await home
      .locator(`nav.category-pills a[data-category-id="${createdId}"]`)
      .waitFor({ state: 'detached', timeout: 20_000 });
    const rows = await eventually(
      () => queryMirror('select firebase_id from categories where name_en = $1', [created.nameEn]),
      (r) => r.length === 0,
    );
    expect(rows).toEqual([]);
    createdId = undefined;

    // The replacement may have become the primary category: put the primary back through the Edit form.
    const primaryRow = adminPage.locator('table.admin-table tbody tr', {
      has: adminPage.locator('.admin-badge'),
    });
    if (primaryBefore && (await primaryRow.getAttribute('data-category-id')) !== primaryBefore) {
      await adminPage.locator(`button[data-edit-id="${primaryBefore}"]`).click();
      await adminPage.getByLabel('Primary category').check();
      await adminPage.getByRole('button', { name: 'Save' }).click();
      await expect
        .poll(() => adminPage.getByTestId('banner-success').textContent(), { timeout: 30_000 })
        .toContain('Category updated successfully');
      await expect.poll(() => primaryRow.getAttribute('data-category-id')).toBe(primaryBefore);
    }
  });

  it('reorders dietary options with the keyboard path; the order persists and is restored', async () => {
    await adminPage.goto(`${WEB_URL}/admin/categories?tab=dietary`);
    await adminPage.getByRole('tab', { name: 'Dietary Options' }).waitFor();
    await adminPage.locator('[data-testid="dietary-list"] > li').first().waitFor({ timeout: 30_000 });
    const before = await dietaryOrder(adminPage);
    expect(before.length).toBeGreaterThanOrEqual(2);
    const [first, second] = before as [string, string];
    const firstName =
      (await adminPage
        .locator(`[data-testid="dietary-list"] > li[data-option-id="${first}"] .admin-names__main`)
        .textContent()) ?? '';

    const moveDown = adminPage.getByRole('button', { name: `Move ${firstName} down`, exact: true });
    await moveDown.focus();
    await adminPage.keyboard.press('Enter');
    await adminPage.getByTestId('banner-success').waitFor({ timeout: 30_000 });
    expect(await adminPage.getByTestId('banner-success').textContent()).toContain(
      'Order updated successfully',
    );
    expect((await dietaryOrder(adminPage)).slice(0, 2)).toEqual([second, first]);
    await screenshot(adminPage, 'admin-dietary-en');

    await adminPage.reload();
    await adminPage.locator('[data-testid="dietary-list"] > li').first().waitFor({ timeout: 30_000 });
    expect((await dietaryOrder(adminPage)).slice(0, 2)).toEqual([second, first]);
    const mirrored = await queryMirror<{ firebase_id: string }>(
      'select firebase_id from dietary_options order by sort_order',
      [],
    );
    expect(mirrored.map((r) => r.firebase_id).slice(0, 2)).toEqual([second, first]);

    // Deleting an option that recipes use is refused with the server's text in the error banner.
    const fieldName =
      (await adminPage
        .locator(`[data-testid="dietary-list"] > li[data-option-id="${first}"] .admin-code`)
        .textContent()) ?? '';
    await firestoreDoc('PATCH', recipePath, {
      title: { stringValue: `E2E recipe ${RUN}` },
      [fieldName]: { booleanValue: true },
    });
    await adminPage.getByRole('button', { name: `Delete ${firstName}`, exact: true }).click();
    await adminPage.locator('dialog[open] button[type="submit"]').click();
    // The demo recipes use the seeded options too, so the count is ours plus theirs: at least 1.
    await expect
      .poll(() => adminPage.getByTestId('banner-error').textContent(), { timeout: 30_000 })
      .toMatch(
        /Cannot delete dietary option\. (1 recipe is|[1-9]\d+ recipes are|[2-9] recipes are) using this option\./,
      );
    await firestoreDoc('DELETE', recipePath);
    expect((await dietaryOrder(adminPage)).slice(0, 2)).toEqual([second, first]);

    // A failed save shows the spec's text and the list comes back from the server unchanged.
    await adminPage.route('**/admin-reorderDietaryOptions', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { status: 'UNAVAILABLE', message: 'Service unavailable' } }),
      }),
    );
    await adminPage.getByRole('button', { name: `Move ${firstName} down`, exact: true }).click();
    await expect
      .poll(() => adminPage.getByTestId('banner-error').textContent())
      .toContain('Failed to update order');
    await adminPage.locator('[data-testid="dietary-list"]:not([aria-busy])').waitFor();
    expect((await dietaryOrder(adminPage)).slice(0, 2)).toEqual([second, first]);
    await adminPage.unroute('**/admin-reorderDietaryOptions');

    // Move it back by drag and drop: onto the upper half of the first row.
    await adminPage
      .locator(`[data-testid="dietary-list"] > li[data-option-id="${first}"]`)
      .dragTo(adminPage.locator(`[data-testid="dietary-list"] > li[data-option-id="${second}"]`), {
        targetPosition: { x: 40, y: 4 },
      });
    await adminPage.getByTestId('banner-success').waitFor({ timeout: 30_000 });
    await adminPage.locator('[data-testid="dietary-list"]:not([aria-busy])').waitFor();
    await adminPage.reload();
    await adminPage.locator('[data-testid="dietary-list"] > li').first().waitFor({ timeout: 30_000 });
    expect(await dietaryOrder(adminPage)).toEqual(before);
  });
});
