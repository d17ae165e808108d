/**
 * Language learning's events (issue 27 item 2, 001 §9): a cook with a Hebrew interface reads English demo recipes.
 * Besides view, save, cook and rate, the web sends the search result and the card click that opened a recipe, the
 * ingredients and the steps scrolled into view, a copy of its text, a print and a share, through the page's batching
 * queue; the mirror's language_interaction_events must hold each, with the server's weight.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RUN,
  WEB_URL,
  eventually,
  journeyBrowser,
  queryMirror,
  sendLanguageQueue,
  signUpCook,
  type SignedUpCook,
} from './support';

const FOUND = 'demo-red-lentil-soup';
const CLICKED = 'demo-spiced-chickpeas';
const WAIT = { timeout: 60_000 };

const browser = journeyBrowser();
let cook: SignedUpCook;

beforeAll(async () => {
  cook = await signUpCook(browser(), { journey: 'Language events', language: 'he', run: RUN, at: null });
  await cook.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: WEB_URL });
  // time flows as usual; the queue's batch delay is jumped (sendLanguageQueue)
  await cook.page.clock.install();
}, 240_000);

afterAll(async () => {
  await cook?.context.close();
});

const eventsOf = (recipeId: string) =>
  queryMirror<{ event_type: string; event_weight: number }>(
    `select event_type, event_weight from public.language_interaction_events
      where user_id = $1 and recipe_id = $2 order by event_type`,
    [cook.uid, recipeId],
  );

describe('language events from the recipe page', () => {
  it('sends search, click, view_ingredients, view_instructions, copy_recipe, print_recipe and share', async () => {
    const { page } = cook;
    // a search result opens the recipe: a search event
    await page.goto(`${WEB_URL}/search?q=lentil`);
    const found = page.locator(
      `.search-page__grid [data-recipe-id="${FOUND}"] [data-testid="recipe-card-link"]`,
    );
    await found.click(WAIT);
    await page.waitForURL((url) => url.pathname === `/recipe/${FOUND}`);
    await page.getByTestId('recipe-detail').waitFor(WAIT);
    // delivered before leaving (a page.goto drops what still waits in the queue)
    await eventually(
      async () => {
        await sendLanguageQueue(page);
        return (await eventsOf(FOUND)).map((row) => row.event_type);
      },
      (types) => types.includes('search'),
      WAIT.timeout,
    );

    // a card on the author's channel opens another: a click event
    const [author] = await queryMirror<{ author_id: string }>(
      'select author_id from public.recipes where firebase_id = $1',
      [CLICKED],
    );
    await page.goto(`${WEB_URL}/user/${author!.author_id}`);
    await page.locator(`[data-recipe-id="${CLICKED}"] [data-testid="recipe-card-link"]`).click(WAIT);
    await page.waitForURL((url) => url.pathname === `/recipe/${CLICKED}`);
    const detail = page.getByTestId('recipe-detail');
    await detail.waitFor(WAIT);

    // read the ingredients and the steps, copy a line, print, share the link
    await page.getByTestId('recipe-ingredients').scrollIntoViewIfNeeded();
    await page.getByTestId('recipe-instructions').scrollIntoViewIfNeeded();
    await page.getByTestId('recipe-instructions').evaluate((list) => {
      const range = document.createRange();
      range.selectNodeContents(list.firstElementChild ?? list);
      document.getSelection()?.removeAllRanges();
      document.getSelection()?.addRange(range);
    });
    await page.keyboard.press('Control+C');
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.getByTestId('share-copy').click();

    await eventually(
      async () => {
        await sendLanguageQueue(page);
        return (await eventsOf(CLICKED)).map((row) => row.event_type);
      },
      (types) =>
        [
          'click',
          'copy_recipe',
          'print_recipe',
          'share',
          'view',
          'view_ingredients',
          'view_instructions',
        ].every((type) => types.includes(type)),
      WAIT.timeout,
    );
    const weights = Object.fromEntries(
      (await eventsOf(CLICKED)).map((row) => [row.event_type, row.event_weight]),
    );
    expect(weights).toMatchObject({
      click: 1,
      share: 2,
      view_ingredients: 0.8,
      view_instructions: 1.2,
      copy_recipe: 2,
      print_recipe: 2.5,
    });
    expect((await eventsOf(FOUND)).find((row) => row.event_type === 'search')?.event_weight).toBe(1.5);
  }, 240_000);
});
