/// <reference types="node" />
/**
 * Journey: a recipe from a YouTube video (issue 12), in English and in Hebrew, against the running local stack,
 * whose functions check videos against the launcher's offline YouTube (scripts/local/youtubeFake.mjs). A new
 * verified cook picks the video card, is told a Shorts link is refused, pastes a demo video's link, sees the form
 * filled from the video (labelled offline), picks a category and saves; the recipe lands in both stores with
 * creationMethod youtube and the video's id. axe on the filled step; screenshots in test-output/screenshots/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type enVideo from '../src/locales/en/video.json';
import { openCreateMethod, pickCategories, submitNewRecipe } from './createRecipe';
import {
  committedDoc,
  cookForBlock,
  journeyBrowser,
  localeTexts,
  mirrorRows,
  screenCheck,
  screenshot,
} from './support';

/** The offline YouTube's demo videos (youtubeFake.mjs). */
const VIDEOS = {
  en: { id: 'mtkLentil01', title: 'Red Lentil Soup with Cumin in 30 minutes', minutes: '30' },
  he: { id: 'mtkShksk001', title: 'שקשוקה של בוקר ב-20 דקות', minutes: '20' },
} as const;

const browser = journeyBrowser();

describe.each(['en', 'he'] as const)('a recipe from a video in %s', (language) => {
  const text = localeTexts<typeof enVideo>(language, 'video');
  const video = VIDEOS[language];
  let page: Page;
  cookForBlock(browser, { journey: 'Video', language, at: null }, (cook) => (page = cook.page));

  it('pastes a video link, sees the form filled from the video, and saves the recipe', async () => {
    const form = await openCreateMethod(page, 'youtube');
    const step = page.getByTestId('video-extraction');
    await step.waitFor({ timeout: 60_000 });
    const link = step.getByTestId('video-url');

    await link.fill(`https://www.youtube.com/shorts/${video.id}`);
    await step.getByTestId('video-extract').click();
    await expect
      .poll(() => step.getByRole('alert').textContent(), { timeout: 10_000 })
      .toBe(text.errors.shortsUnsupported);

    await link.fill(`https://youtu.be/${video.id}`);
    await step.getByTestId('video-extract').click();
    const filled = step.getByTestId('video-filled');
    await filled.waitFor({ timeout: 60_000 });
    expect(await filled.textContent()).toContain(text.offline);
    await form.waitFor({ timeout: 60_000 });
    await expect.poll(() => form.locator('#recipe-title').inputValue()).toBe(video.title);
    expect(await form.locator('#recipe-preparation-time').inputValue()).toBe(video.minutes);
    await pickCategories(form, 'beverages');
    await screenCheck(page, `video-filled-${language}`);

    const recipeId = await submitNewRecipe(page);
    await page.locator('[data-testid="recipe-detail"]').waitFor({ timeout: 60_000 });
    await screenshot(page, `video-saved-${language}`);

    const rows = await mirrorRows<{ creation_method: string; title: string }>(
      'select creation_method, title from recipes where firebase_id = $1',
      [recipeId],
    );
    expect(rows[0]).toEqual({ creation_method: 'youtube', title: video.title });
    const doc = await committedDoc(`recipes/${recipeId}`);
    expect(doc?.fields).toMatchObject({
      creationMethod: { stringValue: 'youtube' },
      youtubeVideoId: { stringValue: video.id },
    });
  }, 240_000);
});
