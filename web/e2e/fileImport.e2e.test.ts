/// <reference types="node" />
/**
 * Journey: importing another app's export (issue 32 §2, /import), in English and in Hebrew, against the running
 * local stack. A new cook opens Create → Import a file, sends a Paprika export the journey makes (two recipes, one
 * in Hebrew), follows the import to its summary and opens an imported recipe, private. axe and screenshots at the
 * desktop width and at 390 px; screenshots in test-output/screenshots/. In Hebrew the cook then sends a file that is no
 * recipe file (the message names the accepted kinds in the cook's language) and a Hebrew text file (decision 0071).
 */
import { gzipSync, strToU8, zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type enCommon from '../src/locales/en/common.json';
import type enImports from '../src/locales/en/imports.json';
import {
  RUN,
  WEB_URL,
  cookForBlock,
  journeyBrowser,
  localeTexts,
  makePng,
  mirrorRows,
  noViolations,
  phoneCheck,
  screenshot,
} from './support';

const browser = journeyBrowser();

/** A Paprika export (.paprikarecipes: gzipped JSON per recipe, the photo as base64), as Paprika writes one. */
function paprikaExport(language: string): Buffer {
  const photo = makePng(320, 240, [210, 120, 40]).toString('base64');
  const recipes = [
    {
      name: `Lentil soup ${language} ${RUN}`,
      description: 'A thick red lentil soup.',
      ingredients: '2 cups red lentils\n1 onion, diced\n1 litre water',
      directions: 'Fry the onion until soft.\nAdd the lentils and the water and simmer for 20 minutes.',
      prep_time: '10 min',
      cook_time: '25 min',
      servings: '4 servings',
      categories: ['Soups'],
      source_url: `https://example.com/lentil-soup-${language}-${RUN}`,
      photo: 'soup.png',
      photo_data: photo,
    },
    {
      name: `שקשוקה ${language} ${RUN}`,
      description: 'ביצים ברוטב עגבניות חריף.',
      ingredients: '4 ביצים\n6 עגבניות בשלות\nכף פפריקה',
      directions: 'מבשלים את העגבניות עד שמתרככות.\nשוברים פנימה את הביצים ומכסים לחמש דקות.',
      prep_time: '5 min',
      cook_time: '20 min',
      servings: '2',
      categories: ['Breakfast'],
      source_url: '',
    },
  ];
  const files = Object.fromEntries(
    recipes.map((recipe, i) => [`recipe-${i}.paprikarecipe`, gzipSync(strToU8(JSON.stringify(recipe)))]),
  );
  return Buffer.from(zipSync(files));
}

describe.each(['en', 'he'] as const)('importing a file in %s', (language) => {
  const text = localeTexts<typeof enImports>(language, 'imports');
  const common = localeTexts<typeof enCommon>(language, 'common');
  let cook: Page;
  cookForBlock(browser, { journey: 'File import', language }, (signedUp) => (cook = signedUp.page));

  it('sends a Paprika export, follows it to the summary and opens an imported recipe', async () => {
    await cook.locator('header .header__button--primary').first().click();
    await cook.getByRole('menuitem', { name: common.create.importFile }).click();
    await cook.waitForURL((url) => url.pathname === '/import', { timeout: 30_000 });
    const input = cook.getByTestId('import-file-input');
    await input.waitFor({ timeout: 30_000 });
    await noViolations(cook, 'import form');

    await input.setInputFiles({
      name: `recipes-${RUN}.paprikarecipes`,
      mimeType: 'application/zip',
      buffer: paprikaExport(language),
    });
    await cook.getByTestId('import-submit').click();
    const summary = cook.getByTestId('import-summary');
    await summary.waitFor({ timeout: 60_000 });
    const imported = cook.getByTestId('import-imported').locator('a');
    expect(await imported.count()).toBe(2);
    expect(await summary.textContent()).toContain(text.summary.private);
    await noViolations(cook, 'import summary');
    await screenshot(cook, `file-import-summary-${language}`);
    await phoneCheck(cook, `file-import-summary-${language}-phone`);

    const title = `שקשוקה ${language} ${RUN}`;
    await imported.filter({ hasText: title }).click();
    await cook.getByTestId('recipe-detail').waitFor({ timeout: 60_000 });
    expect(await cook.getByTestId('recipe-detail').textContent()).toContain(title);
    const [row] = await mirrorRows<{ visibility: string; language: string }>(
      'select visibility, language from public.recipes where title = $1',
      [title],
    );
    expect(row).toMatchObject({ visibility: 'private', language: 'he' });
    await screenshot(cook, `file-import-recipe-${language}`);
  }, 120_000);

  // decision 0071: once, in Hebrew (the browser layer's time is the suite's; the kinds' rules are the domain's)
  if (language === 'he')
    it('names the accepted kinds for a photo, and imports a Hebrew text file', async () => {
      await cook.goto(`${WEB_URL}/import`);
      const input = cook.getByTestId('import-file-input');
      expect(await input.getAttribute('accept')).toMatch(/\.json.*\.html.*\.txt/);
      const job = cook.getByTestId('import-job');
      await input.setInputFiles({
        name: `dish-${RUN}.txt`,
        mimeType: 'text/plain',
        buffer: makePng(8, 8, [0, 0, 0]),
      });
      await cook.getByTestId('import-submit').click();
      await cook.locator('[data-testid="import-job"][data-status="failed"]').waitFor({ timeout: 30_000 });
      expect(await job.textContent()).toContain(text.errors.file['not-accepted']);

      const title = `מרק עדשים ${RUN}`;
      const recipe = [
        title,
        'מרק סמיך לערב קר',
        '',
        'מצרכים',
        '2 כוסות עדשים כתומות',
        'בצל אחד',
        '',
        'אופן ההכנה',
        'מטגנים את הבצל.',
        'מוסיפים עדשים ומבשלים 20 דקות.',
      ];
      await input.setInputFiles({
        name: `soup-${RUN}.txt`,
        mimeType: 'text/plain',
        buffer: Buffer.from(recipe.join('\n')),
      });
      await cook.getByTestId('import-submit').click();
      await cook.getByTestId('import-summary').waitFor({ timeout: 60_000 });
      expect(await cook.getByTestId('import-imported').locator('a').allTextContents()).toEqual([title]);
    }, 60_000);
});
