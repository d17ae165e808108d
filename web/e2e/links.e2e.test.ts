/// <reference types="node" />
/**
 * Journey: asking for a recipe (001 §2 "Ask for a Recipe", /share/{token}; issue 13), in English and in Hebrew,
 * against the running local stack. The demo cook opens Create → Ask for Recipe, writes a message (the counter
 * follows), gets the link and copies it (the "copied" mark); a fresh browser with no account opens the link, sees
 * the message and the time left, fills in a Hebrew recipe with an image and submits; the page says thank you, and
 * opening the link again says it has been used. The cook sees the notification, opens the private recipe and
 * publishes it. axe on the dialog and the /share page; screenshots in test-output/screenshots/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type enLinks from '../src/locales/en/links.json';
import {
  RUN,
  WEB_URL,
  accountPage,
  chooseLanguage,
  journeyBrowser,
  localeTexts,
  makePng,
  mirrorRows,
  noViolations,
  screenshot,
  visitorPage,
} from './support';

const COOK = { email: 'cook@matkon.local', password: 'matkon-cook' } as const;

const browser = journeyBrowser();

describe.each(['en', 'he'] as const)('asking for a recipe in %s', (language) => {
  const text = localeTexts<typeof enLinks>(language, 'links');
  const message =
    language === 'he' ? `סבתא, מה המתכון לשקשוקה? ${RUN}` : `Grandma, your shakshuka please? ${RUN}`;
  const title = `שקשוקה של סבתא ${language} ${RUN}`;
  let cook: Page;
  let friend: Page;
  let shareUrl = '';
  let recipeId = '';
  accountPage(browser, COOK, (opened) => (cook = opened), {
    language,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  visitorPage(browser, (opened) => (friend = opened));

  it('the cook asks in the Create menu and copies the link', async () => {
    await cook.locator('header .header__button--primary').first().click();
    await cook.locator('[role="menuitem"]').nth(1).click();
    const dialog = cook.getByTestId('ask-recipe-dialog');
    await dialog.waitFor({ timeout: 30_000 });
    // the message is required: the spec's text at the field
    await dialog.locator('button[type="submit"]').click();
    await expect.poll(() => dialog.textContent()).toContain(text.errors.messageRequired);
    await dialog.locator('#ask-recipe-message').fill(message);
    await expect.poll(() => dialog.textContent()).toContain(`${message.length}/200`);
    await noViolations(cook);
    await screenshot(cook, `links-ask-${language}`);

    await dialog.locator('button[type="submit"]').click();
    const url = dialog.getByTestId('ask-recipe-url');
    await url.waitFor({ timeout: 30_000 });
    shareUrl = await url.inputValue();
    expect(shareUrl).toMatch(new RegExp(`^${WEB_URL}/share/[A-Za-z0-9_-]{43}$`));
    const copy = dialog.getByTestId('ask-recipe-copy');
    await copy.click();
    await expect.poll(() => copy.textContent()).toContain(text.link.copied);
    expect(await cook.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
    await noViolations(cook);
    await screenshot(cook, `links-link-${language}`);
    // the mark goes after 2 s
    await expect.poll(() => copy.textContent(), { timeout: 10_000 }).toContain(text.link.copy);
    await dialog.getByTestId('ask-recipe-done').click();
    await expect.poll(() => dialog.count()).toBe(0);
  }, 90_000);

  it('a friend without an account opens the link, fills in a Hebrew recipe with an image and sends it', async () => {
    await friend.goto(shareUrl);
    if (language === 'he') await chooseLanguage(friend, 'he');
    const page = friend.getByTestId('share-page');
    await page.waitFor({ timeout: 60_000 });
    expect(await friend.getByTestId('share-message').textContent()).toBe(message);
    // 23 h 59 min or 24 h 0 min left, in the page's language
    const left = (await friend.getByTestId('share-time-left').textContent()) ?? '';
    expect(left).toMatch(/2[34]/);
    expect(await friend.locator('#recipe-visibility').count()).toBe(0);

    const form = friend.locator('[data-testid="recipe-form"]');
    await form.locator('#recipe-title').fill(title);
    await form.locator('#recipe-description').fill('ביצים ברוטב עגבניות חריף, כמו שסבתא הכינה בשבת בבוקר.');
    const pills = form.locator('[data-testid="category-picker"] label');
    await pills.first().waitFor({ timeout: 60_000 });
    await pills.first().click();
    const ingredients = form.locator('[data-testid="rows-ingredients"] input[role="combobox"]');
    await ingredients.nth(0).fill('4 ביצים');
    await ingredients.nth(0).press('Enter');
    await ingredients.nth(1).fill('6 עגבניות בשלות');
    const steps = form.locator('[data-testid="rows-instructions"] textarea');
    await steps.nth(0).fill('מבשלים את העגבניות עד שמתרככות.');
    await form.locator('[data-testid="rows-instructions"] button.button').click();
    await steps.nth(1).fill('שוברים פנימה את הביצים ומכסים לחמש דקות.');
    await form
      .locator('#recipe-images')
      .setInputFiles([
        { name: `shakshuka-${RUN}.png`, mimeType: 'image/png', buffer: makePng(320, 240, [200, 60, 30]) },
      ]);
    await expect.poll(() => form.locator('[data-testid="form-image"]').count(), { timeout: 90_000 }).toBe(1);
    await expect
      .poll(() => form.locator('[data-testid="recipe-form-submit"]').isEnabled(), { timeout: 90_000 })
      .toBe(true);
    await noViolations(friend);
    await screenshot(friend, `links-share-form-${language}`);

    await form.locator('[data-testid="recipe-form-submit"]').click();
    const success = friend.getByTestId('share-success');
    await success.waitFor({ timeout: 110_000 });
    expect(await success.textContent()).toContain(text.share.successTitle);
    // the thank-you is on screen and holds the focus, with no language toast over it (issue 27)
    const thanks = success.locator('h1');
    await expect.poll(() => thanks.evaluate((heading) => document.activeElement === heading)).toBe(true);
    const onScreen = await thanks.evaluate((heading) => {
      const box = heading.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
    expect(onScreen).toBe(true);
    expect(await friend.locator('.toast').count()).toBe(0);
    await screenshot(friend, `links-share-success-${language}`);

    const [row] = await mirrorRows<{ firebase_id: string; visibility: string; language: string }>(
      'select firebase_id, visibility, language from public.recipes where title = $1',
      [title],
    );
    expect(row).toMatchObject({ visibility: 'private', language: 'he' });
    recipeId = row?.firebase_id ?? '';

    // the link is spent
    await friend.goto(shareUrl);
    const used = friend.getByTestId('share-used');
    await used.waitFor({ timeout: 60_000 });
    expect(await used.textContent()).toContain(text.share.usedTitle);
    await screenshot(friend, `links-share-used-${language}`);
  }, 240_000);

  it('the cook sees the notification, opens the private recipe and publishes it', async () => {
    await cook.goto(`${WEB_URL}/notifications`);
    const item = cook.getByTestId('notification').filter({ hasText: title });
    await item.first().waitFor({ timeout: 60_000 });
    await item.first().locator('.notification__open').click();
    await cook.waitForURL((url) => url.pathname === `/recipe/${recipeId}`, { timeout: 60_000 });
    await cook.getByTestId('recipe-detail').waitFor({ timeout: 60_000 });
    expect(await cook.getByTestId('recipe-detail').textContent()).toContain(title);

    await cook.goto(`${WEB_URL}/recipe/${recipeId}/edit`);
    const form = cook.locator('[data-testid="recipe-form"]');
    await form.waitFor({ timeout: 60_000 });
    await form.locator('input[name="recipe-visibility-visibility"][value="public"]').check();
    await form.locator('[data-testid="recipe-form-submit"]').click();
    await cook.waitForURL((url) => url.pathname === `/recipe/${recipeId}`, { timeout: 110_000 });
    await mirrorRows('select 1 from public.recipes where firebase_id = $1 and visibility = $2', [
      recipeId,
      'public',
    ]);
    await screenshot(cook, `links-published-${language}`);
  }, 240_000);
});
