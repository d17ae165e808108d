/// <reference types="node" />
/**
 * Journey: the personalised home (issue 16; spec 001 §2, §9), in English and in Hebrew, against the running local
 * stack. A new verified cook opens two vegan demo recipes and saves one from its page: the recipe page reports the
 * views and the save (the category affinity rows in Postgres), and their home then shows "more vegan for you" with
 * its percentage match. A second new cook, with no history, gets the recommended recipes with the popular note and
 * no group. The profile lists the languages the Hebrew-interface cook explored (English) and resets them. axe
 * checks the home, the search page's recommended row and the profile; the home and the search page are also shot
 * at phone width; screenshots in test-output/screenshots/.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type enPersonal from '../src/locales/en/personal.json';
import type enFeeds from '../src/locales/en/feeds.json';
import {
  RUN,
  WEB_URL,
  eventually,
  journeyBrowser,
  localeTexts,
  phoneCheck,
  queryMirror,
  screenCheck,
  screenshot,
  sendLanguageQueue,
  signUpCook,
  phoneLayoutCheck,
} from './support';

const VIEWED = ['demo-spiced-chickpeas', 'demo-red-lentil-soup'];
const SAVED = 'demo-red-lentil-soup';
const WAIT = { timeout: 90_000 };

const browser = journeyBrowser();
let veganName: { en: string; he: string };

beforeAll(async () => {
  const [row] = await queryMirror<{ name_en: string; name_he: string }>(
    'select name_en, name_he from public.categories where firebase_id = $1',
    ['vegan'],
  );
  if (!row) throw new Error('no vegan category: start the stack with its seed');
  veganName = { en: row.name_en, he: row.name_he };
});

/** A new cook of the journey (a retried test signs up another: the run gets a suffix of its own). */
function signedIn(language: 'en' | 'he', who: string): Promise<{ page: Page; uid: string }> {
  return signUpCook(browser(), {
    journey: `Personal ${who}`,
    language,
    run: `${RUN}${Date.now().toString(36).slice(-4)}`,
    at: null,
  });
}

describe.each(['en', 'he'] as const)('the personalised home in %s', (language) => {
  const text = localeTexts<typeof enPersonal>(language, 'personal');
  const pages: Page[] = [];

  afterAll(async () => {
    await Promise.all(pages.map((page) => page.context().close()));
  });

  it('learns from recipe pages and shows "more vegan for you" with its match', async () => {
    const { page, uid } = await signedIn(language, 'history');
    pages.push(page);
    // time flows as usual; the language queue's batch delay is jumped (sendLanguageQueue)
    await page.clock.install();
    // the language events the page's queue delivered (a page.goto drops what still waits in it)
    const delivered: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/language-interaction') && response.ok())
        delivered.push(response.request().postData() ?? '');
    });
    const languageEvent = (recipeId: string, type: string) =>
      delivered.some(
        (body) => body.includes(`"recipe_id":"${recipeId}"`) && body.includes(`"event_type":"${type}"`),
      );
    const sent = async (recipeId: string, type: string) => {
      if (languageEvent(recipeId, type)) return true;
      await sendLanguageQueue(page);
      return languageEvent(recipeId, type);
    };
    for (const recipeId of VIEWED) {
      await page.goto(`${WEB_URL}/recipe/${recipeId}`);
      const heart = page.getByTestId('favorite-button');
      await heart.waitFor(WAIT);
      await expect.poll(() => heart.getAttribute('aria-pressed'), WAIT).toBe('false');
      if (recipeId === SAVED) {
        await heart.click();
        await expect.poll(() => heart.getAttribute('aria-pressed'), WAIT).toBe('true');
        await expect.poll(() => heart.getAttribute('aria-busy'), WAIT).toBeNull();
      }
      // the view reached Postgres before the next page (the signal queue of this page load)
      await eventually(
        () =>
          queryMirror<{ viewed: boolean }>(
            'select viewed from public.user_recipe_signals where user_id = $1 and recipe_id = $2',
            [uid, recipeId],
          ),
        (rows) => rows[0]?.viewed === true,
        60_000,
      );
      // English recipes from a Hebrew interface are language events (an English interface's own are not)
      if (language === 'he') {
        const polled = { ...WAIT, interval: 500 };
        await expect.poll(() => sent(recipeId, 'view'), polled).toBe(true);
        if (recipeId === SAVED) await expect.poll(() => sent(recipeId, 'save'), polled).toBe(true);
      }
    }
    // two vegan recipes viewed (0.5 each) and one saved (2): 3 of 10
    const [vegan] = await eventually(
      () =>
        queryMirror<{ score: number }>(
          'select score from public.user_category_affinity where user_id = $1 and category_id = $2',
          [uid, 'vegan'],
        ),
      (rows) => rows[0]?.score === 3,
      60_000,
    );
    expect(vegan?.score).toBe(3);

    await page.goto(`${WEB_URL}/`);
    const title = text.groups.title.replace('{{category}}', veganName[language]);
    const group = page
      .getByTestId('feed-affinity-group')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await group.waitFor(WAIT);
    await expect
      .poll(() => group.getByTestId('affinity-match').textContent(), WAIT)
      .toBe(text.groups.match.replace('{{percentage}}', '30'));
    const cards = group.locator('[data-recipe-id], li');
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    // the saved recipe is not recommended back
    expect(await group.locator(`a[href="/recipe/${SAVED}"]`).count()).toBe(0);
    expect(await page.locator('html').getAttribute('dir')).toBe(language === 'he' ? 'rtl' : 'ltr');
    // from the top: the sticky header would hide a heading scrolled to
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenCheck(page, `personal-home-history-${language}`);
    await phoneLayoutCheck(page, `personal-home-history-phone-${language}`, group);

    // the search page's recommended section: the same affinity, one row, never the saved recipe
    await page.goto(`${WEB_URL}/search?q=soup`);
    const recommended = page.getByTestId('search-recommended');
    await recommended
      .getByRole('heading', { name: localeTexts<typeof enFeeds>(language, 'feeds').searchRecommended })
      .waitFor(WAIT);
    expect(await recommended.locator('a[href^="/recipe/"]').count()).toBeGreaterThan(0);
    expect(await recommended.locator(`a[href="/recipe/${SAVED}"]`).count()).toBe(0);
    await screenshot(page, `search-recommended-${language}`);
    await phoneCheck(page, `search-recommended-phone-${language}`, recommended);

    // the profile's language interests: English recipes opened from a Hebrew interface count (two views and a
    // save: 0.5 + 0.5 + 3), an English interface's own language never does; the reset empties the list
    await page.goto(`${WEB_URL}/profile`);
    const interests = page.getByTestId('language-interests');
    await interests.getByRole('heading', { name: text.languages.title }).waitFor(WAIT);
    if (language === 'he') {
      await interests.getByText(text.language.en).waitFor(WAIT);
      await interests.getByText(text.languages.score.replace('{{score}}', '4')).waitFor(WAIT);
      await interests.scrollIntoViewIfNeeded();
      await screenCheck(page, `personal-languages-${language}`);
      await interests.getByRole('button', { name: text.languages.reset }).click();
    }
    await interests.getByText(text.languages.empty).waitFor(WAIT);
  }, 400_000);

  it('shows a new cook the recommended recipes, and no group', async () => {
    const { page } = await signedIn(language, 'new');
    pages.push(page);
    await page.goto(`${WEB_URL}/`);
    const section = page.getByTestId('feed-recommended');
    await section.getByRole('heading', { name: text.recommended.title }).waitFor(WAIT);
    await section.getByText(text.recommended.popular).waitFor(WAIT);
    await section.getByTestId('feed-grid').waitFor(WAIT);
    expect(await page.getByTestId('feed-affinity-group').count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenCheck(page, `personal-home-new-${language}`);
    await phoneLayoutCheck(page, `personal-home-new-phone-${language}`, section);
  }, 300_000);
});
