/// <reference types="node" />
/**
 * Journey: the back office's recipes grid, bans and audit log (issue 14; spec 002 §2, §4, §8) against the running
 * local stack. The demo admin flags a recipe of this run trending and sees it lead /trending, opens it in the
 * admin's recipe editor and comes back to the grid, deletes another after the spec's confirmation, bans a
 * commenter of this run (who is then refused) and unbans them, and reads both actions in the audit log; then the
 * same screens in Hebrew, right to left (the delete confirmation too, at desktop and phone width), and the grid at
 * phone width. Its own cook and recipes, cleaned up after.
 * Screenshots go to test-output/screenshots/; axe runs on each new screen.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminJourney, banner, heading, hebrewPass } from './adminSession';
import { HUMAN, publishRecipe } from './createRecipe';
import {
  ADMIN,
  RUN,
  WEB_URL,
  callFunctionAs,
  createVerifiedAccount,
  idTokenOf,
  queryMirror,
  screenCheck,
  screenshot,
  phoneLayoutCheck,
} from './support';

const cook = { email: `e2e-ar-${RUN}@matkon.local`, password: 'admin-recipes-123', name: `Grid Cook ${RUN}` };
const trendingTitle = `Trending tart ${RUN}`;
const doomedTitle = `Doomed stew ${RUN}`;
const recipeIds = { trending: `e2e-ar-trend-${RUN}`, doomed: `e2e-ar-doomed-${RUN}` };
let cookId = '';
let admin: Page;

adminJourney((page) => {
  admin = page;
});

beforeAll(async () => {
  cookId = await createVerifiedAccount(cook.email, cook.password);
  const token = await idTokenOf(cook);
  await callFunctionAs('users-ensureProfile', { language: 'en' }, token);
  await callFunctionAs('users-completeProfile', { displayName: cook.name }, token);
  await publishRecipe(token, recipeIds.trending, { title: trendingTitle });
  await publishRecipe(token, recipeIds.doomed, { title: doomedTitle });
}, 120_000);

afterAll(async () => {
  const token = await idTokenOf(ADMIN).catch(() => '');
  if (!token) return;
  for (const recipeId of Object.values(recipeIds))
    await callFunctionAs('recipes-adminDelete', { recipeId }, token).catch(() => 0);
  await fetch(`${WEB_URL}/api/admin/banned-users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ userId: cookId }),
  }).catch(() => 0);
}, 120_000);

/** The grid's card of `title`, found by searching for it. */
async function card(page: Page, title: string): Promise<Locator> {
  await page.getByRole('searchbox').fill(title);
  const found = page.locator('li.ar-card', { hasText: title });
  await found.waitFor({ state: 'visible', timeout: 30_000 });
  // the search has replaced the unfiltered page (kept on screen while it loads)
  await expect.poll(() => page.locator('li.ar-card').count(), { timeout: 30_000 }).toBe(1);
  return found;
}

/** A comment by the cook through the call the recipe page uses: its status and error text. */
async function cookComments(content: string): Promise<{ status: number; message?: string }> {
  const response = await fetch(`${WEB_URL}/api/comments/create`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await idTokenOf(cook)}` },
    body: JSON.stringify({ recipeId: recipeIds.trending, content, recaptchaToken: HUMAN }),
  });
  const body = (await response.json()) as { error?: { message?: string } };
  return { status: response.status, message: body.error?.message };
}

describe('recipes, bans and the audit log in English', () => {
  it('flags a recipe trending and it leads /trending; the admin editor returns to the grid', async () => {
    await admin.goto(`${WEB_URL}/admin/recipes`);
    await heading(admin, 'Recipes');
    const item = await card(admin, trendingTitle);
    await screenCheck(admin, 'admin-recipes-en');
    const flag = item.getByRole('switch', { name: `Trending: ${trendingTitle}` });
    await flag.locator('xpath=ancestor::label[1]').click();
    await banner(admin, 'success', `“${trendingTitle}” is now trending.`);
    await expect.poll(() => flag.isChecked(), { timeout: 30_000 }).toBe(true);

    await admin.goto(`${WEB_URL}/trending`);
    const tile = admin.locator('[data-testid="recipe-card"]', { hasText: trendingTitle });
    await tile.waitFor({ state: 'visible', timeout: 60_000 });
    await expect.poll(() => tile.locator('.recipe-card__trending').textContent()).toContain('Trending');
    // flagged recipes come before every unflagged one
    const badges = await admin
      .locator('[data-testid="recipe-card"]')
      .evaluateAll((cards) => cards.map((c) => c.querySelector('.recipe-card__trending') !== null));
    const mine = await admin
      .locator('[data-testid="recipe-card"]')
      .evaluateAll((cards, title) => cards.findIndex((c) => c.textContent?.includes(title)), trendingTitle);
    expect(badges.slice(0, mine + 1).every(Boolean)).toBe(true);
    await screenshot(admin, 'admin-recipes-trending-page-en');

    await admin.goto(`${WEB_URL}/admin/recipes`);
    await (await card(admin, trendingTitle)).getByRole('link', { name: `Edit “${trendingTitle}”` }).click();
    await admin.waitForURL(`${WEB_URL}/admin/recipes/${recipeIds.trending}`, { timeout: 30_000 });
    await heading(admin, 'Edit recipe');
    await expect
      .poll(() => admin.locator('#recipe-title').inputValue(), { timeout: 30_000 })
      .toBe(trendingTitle);
    await admin.getByRole('link', { name: 'Cancel' }).click();
    await admin.waitForURL(`${WEB_URL}/admin/recipes`, { timeout: 30_000 });
    await heading(admin, 'Recipes');
  });

  it('deletes a recipe after the spec’s confirmation: gone from the grid and the mirror', async () => {
    const item = await card(admin, doomedTitle);
    await item.getByRole('button', { name: `Delete “${doomedTitle}”` }).click();
    const dialog = admin.getByRole('dialog');
    await expect
      .poll(() => dialog.textContent(), { timeout: 10_000 })
      .toContain(`Are you sure you want to delete "${doomedTitle}"? This action cannot be undone.`);
    await screenshot(admin, 'admin-recipes-delete-en');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await banner(admin, 'success', `“${doomedTitle}” was deleted.`);
    await expect.poll(() => admin.locator('li.ar-card', { hasText: doomedTitle }).count()).toBe(0);
    const rows = await queryMirror('select 1 from recipes where firebase_id = $1', [recipeIds.doomed]);
    expect(rows).toEqual([]);
  });

  it('bans the cook (refused when commenting) and unbans them', async () => {
    await admin.goto(`${WEB_URL}/admin/comments`);
    await heading(admin, 'Comments');
    await admin.getByRole('link', { name: 'Banned Users' }).click();
    await heading(admin, 'Banned users');
    await admin.getByLabel('User ID').fill(cookId);
    await admin.getByLabel('Reason').fill(`Journey ban ${RUN}`);
    await admin.getByRole('button', { name: 'Ban user' }).click();
    await banner(admin, 'success', `${cook.name} is banned permanently.`);
    const row = admin.getByTestId(`banned-${cookId}`);
    await row.waitFor({ state: 'visible', timeout: 30_000 });
    await expect.poll(() => row.textContent()).toContain('Permanent');
    await screenCheck(admin, 'admin-bans-en');
    expect(await cookComments('Let me comment')).toEqual({
      status: 403,
      message: `You are banned from commenting permanently. Reason: Journey ban ${RUN}`,
    });

    await row.getByRole('button', { name: `Unban ${cook.name}` }).click();
    await banner(admin, 'success', `${cook.name} was unbanned and can comment again.`);
    await expect.poll(() => admin.getByTestId(`banned-${cookId}`).count(), { timeout: 30_000 }).toBe(0);
    expect((await cookComments('Thanks for unbanning me')).status).toBe(200);
  });

  it('reads who did what, when, before and after in the paged audit log', async () => {
    await admin.goto(`${WEB_URL}/admin/audit-log`);
    await heading(admin, 'Audit log');
    const entries = admin.getByTestId('audit-entry');
    await entries.first().waitFor({ state: 'visible', timeout: 30_000 });
    const text = (await entries.allTextContents()).join('\n');
    // names to read (the deleted recipe by the title it had), the ids kept beneath them
    expect(text).toContain(`Recipe ${doomedTitle}${recipeIds.doomed}`);
    expect(text).toContain('recipes-adminDelete');
    expect(text).toContain(`User ${cook.name}${cookId}`);
    expect(text).toContain('POST /api/admin/banned-users');
    expect(await admin.getByTestId('audit-actor').allTextContents()).toContain('Matkon Admin');
    expect(text).toContain(ADMIN.email);
    const unban = entries.filter({ hasText: 'POST /api/admin/banned-users' }).first();
    await expect.poll(() => unban.textContent()).toContain(`Journey ban ${RUN}`);
    await expect.poll(() => admin.getByRole('navigation', { name: 'Pages' }).isVisible()).toBe(true);
    await screenCheck(admin, 'admin-audit-log-en');
  });

  it('fits the grid to a phone', async () => {
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.goto(`${WEB_URL}/admin/recipes`);
    await heading(admin, 'Recipes');
    await card(admin, trendingTitle);
    expect(await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenCheck(admin, 'admin-recipes-phone-en');
    await admin.setViewportSize({ width: 1280, height: 860 });
  });
});

/**
 * The console's confirmation in Hebrew, at desktop and phone width (shot and axe): opened on the trending recipe's
 * Delete, title and body right to left, the confirm button left of Cancel (the row mirrored); then cancelled.
 */
async function hebrewDeleteConfirmation(page: Page): Promise<void> {
  const item = await card(page, trendingTitle);
  await item.getByRole('button', { name: `מחיקה: ${trendingTitle}` }).click();
  const dialog = page.getByRole('dialog', { name: 'מחיקת מתכון' });
  await expect
    .poll(() => dialog.textContent(), { timeout: 10_000 })
    .toContain(`האם אתם בטוחים שברצונכם למחוק את "${trendingTitle}"?`);
  const cancel = dialog.getByRole('button', { name: 'ביטול' });
  const [cancelBox, confirmBox] = await Promise.all(
    [cancel, dialog.getByRole('button', { name: 'מחיקה' })].map((button) => button.boundingBox()),
  );
  expect(confirmBox!.x).toBeLessThan(cancelBox!.x);
  await screenCheck(page, 'admin-recipes-delete-he');
  await phoneLayoutCheck(page, 'admin-recipes-delete-phone-he');
  await cancel.click();
  await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
}

describe('recipes, bans and the audit log in Hebrew', () => {
  it('shows the same screens right to left', async () => {
    const listed = (page: Page) =>
      page.locator('li.ar-card, tbody tr, .admin-empty').first().waitFor({ timeout: 30_000 });
    await hebrewPass(admin, [
      {
        path: '/admin/recipes',
        title: 'מתכונים',
        shot: 'admin-recipes-he',
        ready: listed,
        then: hebrewDeleteConfirmation,
      },
      { path: '/admin/comments?tab=banned', title: 'משתמשים חסומים', shot: 'admin-bans-he', ready: listed },
      { path: '/admin/audit-log', title: 'יומן פעולות', shot: 'admin-audit-log-he', ready: listed },
    ]);
  });
});
