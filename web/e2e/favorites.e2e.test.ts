/// <reference types="node" />
/**
 * Journey: favorites and collections (spec 001 §2, §4, §5, §9), in English and in Hebrew, against the running local
 * stack. A new verified cook saves three of the demo cook's public recipes from their pages (the heart fills; the
 * favorite is in Firestore and in the mirror), creates two collections on /favorites, adds a recipe to one, writes
 * notes with a bad cook count and sees the message, saves them, moves the recipe to the other collection (one entry
 * stays), filters by personal tag and cook status, opens the statistics, and finds the counts per category on
 * /favorites-simple. The heart on the soup's card in its cook's channel shows it saved and toggles it; a collection is
 * renamed; the statistics dialog has one Close; /favorites is also shot on a phone. axe checks the screens;
 * screenshots in test-output/screenshots/.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type enChannel from '../src/locales/en/channel.json';
import type enFavorites from '../src/locales/en/favorites.json';
import {
  WEB_URL,
  committedDoc,
  cookForBlock,
  eventually,
  journeyBrowser,
  localeTexts,
  mirrorRows,
  queryMirror,
  screenCheck,
  screenshot,
  phoneLayoutCheck,
} from './support';

const SAVED = ['demo-red-lentil-soup', 'demo-charred-corn-salad', 'demo-shakshuka'];
const SOUP = 'demo-red-lentil-soup';
const WAIT = { timeout: 90_000 };

const browser = journeyBrowser();
let soupTitle: string;

beforeAll(async () => {
  const [row] = await queryMirror<{ title: string }>(
    'select title from public.recipes where firebase_id = $1',
    [SOUP],
  );
  if (!row) throw new Error('no demo recipes: start the stack with its seed');
  soupTitle = row.title;
});

describe.each(['en', 'he'] as const)('favorites in %s', (language) => {
  const text = localeTexts<typeof enFavorites>(language, 'favorites');
  let page: Page;
  let uid: string;

  cookForBlock(browser, { journey: 'Favorites', language, at: null }, (cook) => ({ page, uid } = cook));

  it('saves three recipes from their pages, in both stores', async () => {
    for (const [index, recipeId] of SAVED.entries()) {
      await page.goto(`${WEB_URL}/recipe/${recipeId}`);
      const heart = page.getByTestId('favorite-button');
      await heart.waitFor(WAIT);
      await expect.poll(() => heart.getAttribute('aria-pressed'), WAIT).toBe('false');
      await heart.click();
      await expect.poll(() => heart.getAttribute('aria-pressed'), WAIT).toBe('true');
      // at once (optimistic), then confirmed by the server before the next page
      await expect.poll(() => heart.getAttribute('aria-busy'), WAIT).toBeNull();
      await expect
        .poll(async () => (await heart.textContent())?.includes(text.button.saved), WAIT)
        .toBe(true);
      if (index === 0) await screenshot(page, `favorites-recipe-${language}`);
    }
    const rows = await eventually(
      () =>
        queryMirror<{ recipe_id: string }>('select recipe_id from public.favorites where user_id = $1', [
          uid,
        ]),
      (found) => found.length === 3,
      60_000,
    );
    expect(rows.map((row) => row.recipe_id).sort()).toEqual([...SAVED].sort());
    const metadata = await committedDoc(`users/${uid}/favoriteMetadata/${SOUP}`);
    expect(metadata?.fields).toBeTruthy();

    // the heart on the soup's card (its cook's channel) knows it is saved, and toggles it off and on again
    await page.goto(`${WEB_URL}/recipe/${SOUP}`);
    await page.getByTestId('recipe-author').getByRole('link').first().click();
    const cardHeart = page.locator(
      `[data-testid="recipe-card"][data-recipe-id="${SOUP}"] [data-testid="card-heart"]`,
    );
    await cardHeart.waitFor(WAIT);
    await expect.poll(() => cardHeart.getAttribute('aria-pressed'), WAIT).toBe('true');
    await cardHeart.click();
    await expect.poll(() => cardHeart.getAttribute('aria-pressed'), WAIT).toBe('false');
    await expect.poll(() => cardHeart.getAttribute('aria-busy'), WAIT).toBeNull();
    await eventually(
      () => queryMirror('select 1 from public.favorites where firebase_id = $1', [`${uid}/${SOUP}`]),
      (found) => found.length === 0,
      60_000,
    );
    await cardHeart.click();
    // pressed at once (optimistic) before the busy mark is read: polled alone, "not busy" also holds before the
    // click has landed (a loaded clean-clone run read the heart then)
    await expect.poll(() => cardHeart.getAttribute('aria-pressed'), WAIT).toBe('true');
    await expect.poll(() => cardHeart.getAttribute('aria-busy'), WAIT).toBeNull();
    expect(await cardHeart.getAttribute('aria-pressed')).toBe('true');
    await mirrorRows('select 1 from public.favorites where firebase_id = $1', [`${uid}/${SOUP}`], {
      timeoutMs: 60_000,
    });
    await cardHeart.scrollIntoViewIfNeeded();
    await screenshot(page, `favorites-card-heart-${language}`);
  }, 300_000);

  it('organises a recipe into a collection with notes, moves it, filters and counts', async () => {
    await page.goto(`${WEB_URL}/favorites`);
    await page.getByTestId('favorites-page').waitFor(WAIT);
    expect(await page.locator('html').getAttribute('dir')).toBe(language === 'he' ? 'rtl' : 'ltr');
    await page
      .getByTestId('favorites-counter')
      .getByText(text.counter.replace('{{count}}', '3').replace('{{limit}}', '100'))
      .waitFor(WAIT);

    // two collections (the second named wrongly, then renamed)
    for (const name of [`Soups ${language}`, `Diners ${language}`]) {
      await page.getByRole('button', { name: text.create.open }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(text.create.name).fill(name);
      await dialog.getByRole('button', { name: text.create.confirm }).click();
      await dialog.waitFor({ state: 'detached', ...WAIT });
      await page
        .getByLabel(text.collection)
        .locator('option', { hasText: name })
        .waitFor({ state: 'attached', ...WAIT });
    }

    await page.getByLabel(text.collection).selectOption({ label: `📁 Diners ${language} (0)` });
    await page.getByRole('button', { name: text.edit.open }).click();
    const editing = page.getByRole('dialog', { name: text.edit.title });
    expect(await editing.getByLabel(text.create.name).inputValue()).toBe(`Diners ${language}`);
    await editing.getByLabel(text.create.name).fill(`Dinners ${language}`);
    await editing.getByRole('button', { name: text.edit.confirm }).click();
    await editing.waitFor({ state: 'detached', ...WAIT });
    await page
      .getByLabel(text.collection)
      .locator('option', { hasText: `Dinners ${language}` })
      .waitFor({ state: 'attached', ...WAIT });
    await page.getByLabel(text.collection).selectOption({ label: `♥ ${text.allFavorites} (3)` });

    // the soup into the first collection, from all favorites
    const soupCard = () => page.locator('li.favorites-item', { hasText: soupTitle });
    await soupCard()
      .getByRole('button', { name: new RegExp(`^${text.move.addOpen}`) })
      .click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel(text.move.target).selectOption({ label: `📁 Soups ${language}` });
    await dialog.getByRole('button', { name: text.move.confirm }).click();
    await dialog.waitFor({ state: 'detached', ...WAIT });

    // its notes there: a bad cook count shows the spec's rule, then valid notes are saved
    const select = page.getByLabel(text.collection);
    await select.selectOption({ label: `📁 Soups ${language} (1)` });
    await soupCard().waitFor(WAIT);
    await soupCard()
      .getByRole('button', { name: new RegExp(`^${text.notes.open}`) })
      .click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel(text.notes.cookCount).fill('10000');
    await dialog.getByRole('button', { name: text.notes.save }).click();
    await dialog.getByText(text.validation.cookCount).waitFor(WAIT);
    await screenshot(page, `favorites-notes-error-${language}`);
    await dialog.getByLabel(text.notes.cookCount).fill('2');
    await dialog.getByLabel(text.notes.notes).fill('More cumin, less salt');
    await dialog.getByLabel(text.notes.tags).fill('soup, Soup, weeknight');
    await dialog.getByRole('button', { name: text.notes.save }).click();
    await dialog.waitFor({ state: 'detached', ...WAIT });
    await soupCard().getByText('More cumin, less salt').waitFor(WAIT);

    // move it to the other collection: one entry, notes and all
    await soupCard()
      .getByRole('button', { name: new RegExp(`^${text.move.open}`) })
      .click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel(text.move.target).selectOption({ label: `📁 Dinners ${language}` });
    await dialog.getByRole('button', { name: text.move.confirm }).click();
    await dialog.waitFor({ state: 'detached', ...WAIT });
    await page.getByTestId('favorites-empty').waitFor(WAIT);
    await select.selectOption({ label: `📁 Dinners ${language} (1)` });
    await soupCard().getByText('More cumin, less salt').waitFor(WAIT);
    const rows = await eventually(
      () =>
        queryMirror<{ name: string; recipe_ids: string[] }>(
          'select name, recipe_ids from public.collections where user_id = $1 order by name',
          [uid],
        ),
      (found) => found.some((row) => row.recipe_ids.includes(SOUP) && row.name.startsWith('Dinners')),
    );
    expect(rows.map((row) => [row.name, row.recipe_ids])).toEqual([
      [`Dinners ${language}`, [SOUP]],
      [`Soups ${language}`, []],
    ]);

    // personal tag (deduplicated), cook status and sort
    await page.getByLabel(text.filters.tag).selectOption('soup');
    await soupCard().waitFor(WAIT);
    await page.locator('summary', { hasText: text.filters.advanced }).click();
    await page.getByLabel(text.filters.cookStatus).selectOption('not-tried');
    await page.getByTestId('favorites-empty').getByText(text.empty.noResults).waitFor(WAIT);
    await page.getByLabel(text.filters.cookStatus).selectOption('tried');
    await soupCard().waitFor(WAIT);
    await page.getByLabel(text.filters.sort).selectOption('title');
    await screenCheck(page, `favorites-collection-${language}`);

    // statistics: 2 collections, 1 recipe in them, 3 unique, 1 tried
    await page.getByRole('button', { name: text.stats.open }).click();
    const stats = page.getByTestId('favorites-stats');
    await stats.waitFor(WAIT);
    const counters = await stats.locator('dd').allTextContents();
    expect(counters).toEqual(['2', '1', '3', '1']);
    await screenshot(page, `favorites-stats-${language}`);
    // one way out: a single Close
    expect(await page.getByRole('dialog').getByRole('button').count()).toBe(1);
    await page.getByRole('dialog').getByRole('button', { name: text.stats.close }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached', ...WAIT });

    // on a phone
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('favorites-grid').waitFor(WAIT);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `favorites-mobile-${language}`);
    if (desktop) await page.setViewportSize(desktop);
  }, 600_000);

  it('the simple view counts favorites per category', async () => {
    await page.goto(`${WEB_URL}/favorites-simple`);
    await page.getByTestId('favorites-simple').waitFor(WAIT);
    const pill = (id: string) => page.getByTestId(`category-pill-${id}`);
    await pill('all').waitFor(WAIT);
    expect(await pill('all').locator('.badge').textContent()).toBe('3');
    expect(await pill('soups').locator('.badge').textContent()).toBe('1');
    expect(await pill('salads').locator('.badge').textContent()).toBe('1');
    await pill('soups').click();
    await expect.poll(() => page.locator('.favorites-grid > li').count(), WAIT).toBe(1);
    await screenCheck(page, `favorites-simple-${language}`);
  }, 240_000);

  it("another cook's channel shows the collections she shares and the way to her rated recipes", async () => {
    const kitchen = localeTexts<typeof enChannel>(language, 'channel').kitchen;
    // the demo cook shares her collections with everyone (the seed), with what the mirror holds in them
    // (what a stranger may read of them: their public recipes)
    const shared = await queryMirror<{ name: string; n: number }>(
      `select c.name, (select count(*)::int from public.recipes r
                        where r.firebase_id = any (c.recipe_ids) and r.visibility = 'public') as n
         from public.collections c join public.profiles p on p.firebase_id = c.user_id
        where p.username = 'dana_cook' order by c.name`,
      [],
    );
    expect(shared.length).toBeGreaterThan(0);
    await page.goto(`${WEB_URL}/dana_cook`);
    const cards = page.getByTestId('channel-collection');
    await expect.poll(() => cards.count(), WAIT).toBe(shared.filter((row) => Number(row.n) > 0).length);
    for (const row of shared.filter((entry) => Number(entry.n) > 0)) {
      const card = cards.filter({ hasText: row.name });
      expect(await card.locator('.channel-collection__recipes > li').count()).toBe(
        Math.min(4, Number(row.n)),
      );
    }
    await page.getByTestId('channel-kitchen').scrollIntoViewIfNeeded();
    await screenCheck(page, `channel-kitchen-${language}`);
    await phoneLayoutCheck(page, `channel-kitchen-phone-${language}`, page.getByTestId('channel-kitchen'));

    // her rated recipes are open to everyone (the default): the link leads to her list
    await page.getByRole('link', { name: kitchen.rated }).click();
    await page.waitForURL((url) => url.pathname === '/rated-recipes' && url.searchParams.has('user'), WAIT);
    await page.getByTestId('rated-recipes').waitFor(WAIT);
  }, 240_000);
});
