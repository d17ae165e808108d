/// <reference types="node" />
/**
 * Journey: comments and comment notifications (spec 000 §2, 001 §4–§9), in English and in Hebrew, against the running
 * stack. A new verified user comments on the demo cook's recipe, replies and likes; the demo cook signs in, sees the
 * bell's badge, opens /notifications, marks all read (read and readAt stored), goes to the recipe and deletes the
 * thread (both stores emptied, its notifications gone). axe-core checks the recipe page with comments, the open bell
 * and /notifications; screenshots go to test-output/screenshots/comments-*.jpg.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enComments from '../src/locales/en/comments.json';
import enNotifications from '../src/locales/en/notifications.json';
import heComments from '../src/locales/he/comments.json';
import heNotifications from '../src/locales/he/notifications.json';
import {
  RUN,
  WEB_URL,
  createVerifiedAccount,
  eventually,
  firestoreDoc,
  idTokenOf,
  journeyBrowser,
  noViolations,
  pageDirection,
  queryMirror,
  screenCheck,
  screenshot,
  signInPage,
  newContext,
} from './support';

const COOK = { email: 'cook@matkon.local', password: 'matkon-cook' } as const;
const DEMO_USERNAME = 'dana_cook';
const LANGUAGES = {
  en: { locale: 'en-US', timezoneId: 'UTC', comments: enComments, notifications: enNotifications },
  he: { locale: 'he-IL', timezoneId: 'Asia/Jerusalem', comments: heComments, notifications: heNotifications },
} as const;

/**
 * Waits for a success toast saying `text` (earlier toasts may still be on screen). A fresh stack's first comment
 * waits for a cold worker of comments-api: 21 s on a loaded 2-core machine.
 */
async function successToast(page: Page, text: string): Promise<void> {
  await page
    .locator('[data-testid="toast"][data-type="success"]', { hasText: text })
    .first()
    .waitFor({ timeout: 60_000 });
}

/**
 * What an earlier try of the first step left on the recipe (its comment may be posted after the try gave up waiting
 * for the toast): the taster's threads, deleted as the taster deletes them, so a second try starts as the first did.
 */
async function deleteEarlierThreads(
  account: { email: string; password: string },
  uid: string,
  recipeId: string,
) {
  const threads = await queryMirror<{ firebase_id: string }>(
    'select firebase_id from public.comments where author_id = $1 and recipe_id = $2 and parent_id is null',
    [uid, recipeId],
  );
  if (threads.length === 0) return;
  const token = await idTokenOf(account);
  for (const { firebase_id: commentId } of threads) {
    const response = await fetch(
      `${WEB_URL}/api/comments/delete?commentId=${encodeURIComponent(commentId)}`,
      {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${token}` },
      },
    );
    if (!response.ok) throw new Error(`deleting ${commentId}: ${response.status} ${await response.text()}`);
  }
}

const browser = journeyBrowser();
const recipes: Record<'en' | 'he', { id: string; title: string }> = {
  en: { id: '', title: '' },
  he: { id: '', title: '' },
};

beforeAll(async () => {
  for (const language of ['en', 'he'] as const) {
    const [recipe] = await queryMirror<{ firebase_id: string; title: string }>(
      `select r.firebase_id, r.title from public.recipes r join public.profiles p on p.firebase_id = r.author_id
        where p.username = $1 and r.visibility = 'public' and r.language = $2 order by r.firebase_id limit 1`,
      [DEMO_USERNAME, language],
    );
    if (!recipe) throw new Error(`no public ${language} demo recipe`);
    recipes[language] = { id: recipe.firebase_id, title: recipe.title };
  }
}, 60_000);

for (const language of ['en', 'he'] as const) {
  describe(`comments journey (${language})`, () => {
    const { comments: c, notifications: n, ...options } = LANGUAGES[language];
    const email = `e2e-comments-${language}-${RUN}@matkon.test`;
    const password = 'password123';
    const name = language === 'he' ? `טועמת ${RUN}` : `Taster ${RUN}`;
    // markup typed in a comment is text (decision 0038): shown and stored exactly as typed
    const typed = '5 < 6 & <b>bold</b>';
    const text =
      language === 'he'
        ? `יצא מעולה, הוספתי לימון (${RUN}) ${typed}`
        : `Turned out great, I added lemon (${RUN}) ${typed}`;
    const replyText =
      language === 'he' ? `ובפעם השנייה גם שום (${RUN})` : `Second time with garlic too (${RUN})`;
    let taster: BrowserContext;
    let cook: BrowserContext;
    let page: Page;
    let commentId = '';
    let recipeId = '';
    let tasterUid = '';

    beforeAll(async () => {
      recipeId = recipes[language].id;
      tasterUid = await createVerifiedAccount(email, password, name);
      const context = {
        locale: options.locale,
        timezoneId: options.timezoneId,
        viewport: { width: 1280, height: 900 },
      };
      taster = await newContext(browser(), context);
      cook = await newContext(browser(), context);
      for (const ctx of [taster, cook])
        await ctx.addInitScript((lng) => localStorage.setItem('matkon.language', lng), language);
    }, 60_000);

    afterAll(async () => {
      await taster?.close();
      await cook?.close();
    });

    it('a verified user comments on the demo cook’s recipe, replies and likes', async () => {
      await deleteEarlierThreads({ email, password }, tasterUid, recipeId);
      page = await signInPage(taster, { email, password }, { at: `/recipe/${recipeId}#comments`, language });
      const section = page.getByTestId('comments');
      await section.waitFor({ timeout: 60_000 });
      expect(await pageDirection(page)).toBe(language === 'he' ? 'rtl' : 'ltr');

      // empty text: the spec's message, nothing sent
      await section.getByRole('button', { name: c.form.post }).click();
      await section.getByText(c.toast.emptyComment).waitFor();

      await section.getByLabel(c.form.label).fill(text);
      await section.getByRole('button', { name: c.form.post }).click();
      await successToast(page, c.toast.posted);
      const comment = section.getByTestId('comment').filter({ hasText: text });
      await comment.waitFor();
      commentId = ((await comment.getAttribute('id')) ?? '').replace('comment-', '');
      expect(commentId).not.toBe('');
      expect(await comment.getByText(typed, { exact: false }).first().textContent()).toContain(typed);
      expect(await comment.locator('b').count()).toBe(0);

      await comment.getByRole('button', { name: c.actions.reply, exact: true }).first().click();
      await comment.getByLabel(c.form.replyLabel).fill(replyText);
      await comment.getByRole('button', { name: c.form.reply }).click();
      await successToast(page, c.toast.replied);
      await comment.getByText(replyText).waitFor();

      const like = comment.getByTestId('comment-like').first();
      await like.click();
      await eventually(
        async () => like.getAttribute('aria-pressed'),
        (pressed) => pressed === 'true',
      );
      expect(await like.getAttribute('aria-pressed')).toBe('true');

      const rows = await queryMirror<{
        firebase_id: string;
        like_count: number;
        reply_count: number;
        content: string;
      }>('select firebase_id, like_count, reply_count, content from public.comments where firebase_id = $1', [
        commentId,
      ]);
      expect(rows).toEqual([{ firebase_id: commentId, like_count: 1, reply_count: 1, content: text }]);

      // the section itself (a full-page shot would show the sticky header halfway down)
      await section.screenshot({ path: await screenshot(page, `comments-recipe-${language}`) });
      await noViolations(page);
    }, 120_000);

    it('the cook sees the badge, opens /notifications and marks all read', async () => {
      const cookPage = await signInPage(cook, COOK);
      const badge = cookPage.getByTestId('notification-badge');
      await badge.waitFor({ timeout: 60_000 });
      // the live count may show the first of the two notifications before the second is written
      await expect
        .poll(async () => Number((await badge.textContent())?.replace('+', '')), { timeout: 30_000 })
        .toBeGreaterThanOrEqual(2);

      await cookPage.getByTestId('notification-bell').click();
      const panel = cookPage.getByRole('region', { name: n.bell.label });
      await panel.getByText(text.slice(0, 40)).first().waitFor();
      await screenCheck(cookPage, `comments-bell-${language}`);
      await panel.getByRole('link', { name: n.bell.seeAll }).click();
      await cookPage.waitForURL(/\/notifications$/);

      const mine = cookPage.getByTestId('notification').filter({ hasText: name });
      await eventually(
        () => mine.count(),
        (count) => count >= 2,
      );
      expect(await mine.count()).toBeGreaterThanOrEqual(2);
      await cookPage.getByRole('button', { name: n.actions.markAllRead }).click();
      await eventually(
        () => cookPage.locator('[data-testid="notification"][data-read="false"]').count(),
        (count) => count === 0,
      );
      await eventually(
        () => badge.count(),
        (count) => count === 0,
      );
      expect(await badge.count()).toBe(0);
      await screenCheck(cookPage, `comments-notifications-${language}`);

      // the stored notifications carry read and readAt
      const cookUid = (
        await queryMirror<{ firebase_id: string }>(
          'select firebase_id from public.profiles where username = $1',
          [DEMO_USERNAME],
        )
      )[0]?.firebase_id;
      const path = `users/${cookUid}/commentNotifications`;
      const listed = (await firestoreDoc('GET', path)) as unknown as {
        documents?: {
          fields: Record<string, { booleanValue?: boolean; stringValue?: string; timestampValue?: string }>;
        }[];
      };
      const ours = (listed.documents ?? []).filter((d) => d.fields.triggerUserName?.stringValue === name);
      expect(ours.length).toBeGreaterThanOrEqual(2);
      for (const doc of ours) {
        expect(doc.fields.read?.booleanValue).toBe(true);
        expect(doc.fields.readAt?.timestampValue).toBeTruthy();
      }
      await cookPage.close();
    }, 120_000);

    it('the cook deletes the thread: gone from the page, both stores and the notifications', async () => {
      const cookPage = await cook.newPage();
      await cookPage.goto(`${WEB_URL}/recipe/${recipeId}#comment-${commentId}`);
      const comment = cookPage.locator(`#comment-${commentId}`);
      await comment.waitFor({ timeout: 60_000 });
      await comment.getByRole('button', { name: c.actions.delete, exact: true }).first().click();
      const dialog = cookPage.getByRole('dialog', { name: c.delete.title });
      await dialog.getByRole('button', { name: c.delete.confirm }).click();
      await successToast(cookPage, c.toast.deleted);
      await comment.waitFor({ state: 'detached' });
      const left = await eventually(
        () =>
          queryMirror('select firebase_id from public.comments where firebase_id = $1 or parent_id = $1', [
            commentId,
          ]),
        (rows) => rows.length === 0,
      );
      expect(left).toEqual([]);
      expect(
        await firestoreDoc('GET', `comments/${commentId}`).catch((error: Error) => error.message),
      ).toMatch(/404/);
      await cookPage.goto(`${WEB_URL}/notifications`);
      await cookPage.getByRole('heading', { level: 1, name: n.title }).waitFor();
      await eventually(
        () => cookPage.getByTestId('notification').filter({ hasText: name }).count(),
        (count) => count === 0,
      );
      expect(await cookPage.getByTestId('notification').filter({ hasText: name }).count()).toBe(0);
      await cookPage.getByRole('tab', { name: n.tabs.activity }).click();
      await cookPage.getByTestId('activity-empty').waitFor();
      await cookPage.close();
    }, 120_000);
  });
}
