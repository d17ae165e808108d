/**
 * A file import end to end through the Hosting rewrite and the import function (issue 32 §2): a Mealie, a Tandoor
 * and a Paprika export made by the test from the shared recipes (a few written here when ../shared/data is absent),
 * each recipe in both stores, private, with its photo through the image host; the duplicate rule; a file that is no
 * export; the limits (size, recipes, a zip bomb); parts that do not fit the job.
 */
import { strToU8 } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_LIMITS, EXPORT_MESSAGES, FILE_IMPORT_MESSAGES } from '../../domain/exports';
import type { TestUser } from '../../testing/authEmulator';
import { verifiedUser } from '../../testing/comments';
import { EXPORT_BUILDERS } from '../../testing/exportFixtures';
import { importAs, jobDoc, sendPart, startImport } from '../../testing/fileImports';
import { solidJpeg } from '../../testing/images';
import { createRecipeAs, HUMAN, recipeDoc, recipeRow } from '../../testing/recipes';
import { recipeJsonLdFile, recipeText, renderRecipePage } from '../../testing/recipePages';
import { recipeRows, recipesPresent, sayWhenAbsent } from '../../testing/sharedRecipes';
import { isWhole, sourceRecipe, writtenRecipe, type SourceRecipe } from '../../testing/sourceRecipes';

const WRITTEN: SourceRecipe[] = [1, 2, 3].map((n) =>
  writtenRecipe({
    title: `Written soup ${n}`,
    description: 'A soup the test wrote',
    ingredients: ['2 cups red lentils', `${n} onions, diced`],
    instructions: ['Fry the onions', 'Simmer the lentils for 20 minutes'],
    prepTime: 10,
    cookTime: 25,
    totalTime: 35,
    yields: '4 servings',
    url: `https://example.com/soup-${n}`,
    categories: ['Soups'],
  }),
);

sayWhenAbsent('File import end to end: the recipes the test writes stand in for the shared ones');

/** Three shared recipes per format (different ones each, so no format's import repeats another's). */
function recipesFor(slot: number): SourceRecipe[] {
  if (!recipesPresent)
    return WRITTEN.map((recipe) => ({
      ...recipe,
      title: `${recipe.title} ${slot}`,
      url: `${recipe.url}-${slot}`,
    }));
  const usable = recipeRows()
    .map(sourceRecipe)
    .filter((recipe) => isWhole(recipe) && recipe.url?.startsWith('https://'));
  return usable.slice(slot * 3 + 100, slot * 3 + 103);
}

let cook: TestUser;
let photo: Uint8Array;

beforeAll(async () => {
  cook = await verifiedUser('Importing Cook');
  photo = new Uint8Array(await solidJpeg(640, 480, [200, 120, 40]));
}, 60_000);

const FILES = {
  mealie: 'mealie-export.zip',
  tandoor: 'export.zip',
  paprika: 'My Recipes.paprikarecipes',
} as const;

describe('a whole export imported', () => {
  it.each(['mealie', 'tandoor', 'paprika'] as const)(
    '%s: every recipe in both stores, private, with its photo and source',
    async (format) => {
      const sources = recipesFor(['mealie', 'tandoor', 'paprika'].indexOf(format));
      const bytes = EXPORT_BUILDERS[format](sources, { bytes: photo, extension: 'jpg' });
      const { job } = await importAs(cook, bytes, FILES[format]);
      console.log(
        `${format}: ${job.imported.length} imported, ${job.skipped.length} skipped, ${job.failed.length} failed`,
      );
      expect(job).toMatchObject({
        status: 'done',
        format,
        total: sources.length,
        done: sources.length,
        current: null,
      });
      expect(job.failed).toEqual([]);
      expect(job.imported.map((item) => item.title)).toEqual(
        sources.map((source) => source.title.slice(0, 100).trim()),
      );
      for (const item of job.imported) {
        const doc = await recipeDoc(item.recipeId);
        expect(doc).toMatchObject({ authorId: cook.uid, visibility: 'private', title: item.title });
        expect((doc?.images as unknown[]).length).toBe(1);
        expect(await recipeRow(item.recipeId)).toMatchObject({
          firebase_id: item.recipeId,
          visibility: 'private',
        });
        expect(item.sourceUrl).toMatch(/^https:\/\//);
      }
    },
    240_000,
  );
});

describe('a single file (decision 0071): a recipe’s JSON-LD, a saved page, a text file', () => {
  it('imports each through the same job: private, in both stores, with its source where it has one', async () => {
    const [json, html, text] = [recipesFor(6), recipesFor(7), recipesFor(8)].map((recipes) => recipes[0]!);
    const files = [
      {
        name: 'recipe.json',
        bytes: strToU8(recipeJsonLdFile([json!], 'graph')),
        format: 'json-ld',
        source: json!,
      },
      {
        name: 'saved.html',
        bytes: strToU8(renderRecipePage(html!, 'microdata')),
        format: 'html',
        source: html!,
      },
      { name: 'grandma.txt', bytes: strToU8(recipeText(text!)), format: 'text', source: text! },
    ];
    for (const file of files) {
      const { job } = await importAs(cook, file.bytes, file.name);
      expect(job, file.name).toMatchObject({ status: 'done', format: file.format, total: 1, failed: [] });
      const [item] = job.imported;
      expect(item?.title).toBe(file.source.title.replace(/\s+/g, ' ').trim().slice(0, 100).trim());
      expect(item?.sourceUrl).toBe(file.format === 'text' ? null : new URL(file.source.url!).href);
      expect(await recipeDoc(item!.recipeId)).toMatchObject({ authorId: cook.uid, visibility: 'private' });
      expect(await recipeRow(item!.recipeId)).toMatchObject({
        firebase_id: item!.recipeId,
        visibility: 'private',
      });
    }
  }, 240_000);
});

describe('duplicates', () => {
  it('skips a recipe with the same source address, and one with the same title and ingredients', async () => {
    const [first, second] = recipesFor(4);
    const own = { ...second!, url: null };
    const existing = await createRecipeAs(cook, {
      title: own.title,
      ingredients: own.ingredients,
      instructions: own.instructions,
      visibility: 'private',
    });
    const once = await importAs(cook, EXPORT_BUILDERS.paprika([first!]), 'one.paprikarecipes');
    expect(once.job.imported).toHaveLength(1);
    const again = await importAs(cook, EXPORT_BUILDERS.paprika([first!, own]), 'again.paprikarecipes');
    expect(again.job.imported).toEqual([]);
    expect(again.job.skipped).toEqual([
      {
        index: 0,
        title: once.job.imported[0]!.title,
        reason: 'same-source',
        recipeId: once.job.imported[0]!.recipeId,
      },
      { index: 1, title: own.title.slice(0, 100).trim(), reason: 'same-recipe', recipeId: existing },
    ]);
  }, 240_000);
});

describe('refusals', () => {
  it('a file of none of the accepted kinds, or one without a recipe: the job fails saying so', async () => {
    const pdf = new Uint8Array([
      0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a, 0xe2, 0xe3, 0xcf, 0xd3,
    ]);
    expect((await importAs(cook, pdf, 'soup.txt')).job).toMatchObject({
      status: 'failed',
      error: EXPORT_MESSAGES.notAccepted,
      errorCode: 'not-accepted',
      imported: [],
    });
    const { job } = await importAs(cook, strToU8('Grandma’s soup: lentils, onions. Simmer.'), 'soup.txt');
    expect(job).toMatchObject({ status: 'failed', error: EXPORT_MESSAGES.noRecipes, imported: [] });
  });

  it('a zip bomb and too many recipes: refused before anything is imported', async () => {
    const bomb = EXPORT_BUILDERS.mealie(recipesFor(5).slice(0, 1));
    const view = new DataView(bomb.buffer, bomb.byteOffset, bomb.byteLength);
    for (let offset = 0; offset < bomb.length - 4; offset++)
      if (view.getUint32(offset, true) === 0x02014b50) view.setUint32(offset + 24, 0xfffffff0, true);
    expect((await importAs(cook, bomb, 'bomb.zip')).job).toMatchObject({
      status: 'failed',
      error: EXPORT_MESSAGES.tooMuchInflated,
    });
    const many = Array.from({ length: EXPORT_LIMITS.maxRecipes + 1 }, (_, i) => ({
      ...WRITTEN[0]!,
      title: `Soup ${i}`,
    }));
    expect((await importAs(cook, EXPORT_BUILDERS.paprika(many), 'many.paprikarecipes')).job).toMatchObject({
      status: 'failed',
      error: EXPORT_MESSAGES.tooManyRecipes,
      imported: [],
    });
  }, 120_000);

  it('a file over 50 MB, a guest and a missing bot token are refused at the start', async () => {
    const big = await startImport(cook, {
      filename: 'big.zip',
      size: EXPORT_LIMITS.maxFileBytes + 1,
      botToken: HUMAN,
    });
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({ error: { message: FILE_IMPORT_MESSAGES.tooLarge, field: 'size' } });
    expect((await startImport(null, { filename: 'a.zip', size: 10, botToken: HUMAN })).status).toBe(401);
    expect((await startImport(cook, { filename: 'a.zip', size: 10 })).status).toBe(403);
  });

  it('a part out of range, of the wrong size, or for a finished job is refused, naming it', async () => {
    const { body } = await startImport(cook, { filename: 'a.zip', size: 10, botToken: HUMAN });
    const wrongSize = await sendPart(cook, {
      jobId: body.jobId,
      index: 0,
      dataBase64: Buffer.from('abc').toString('base64'),
    });
    expect(wrongSize.status).toBe(400);
    expect(wrongSize.body).toMatchObject({ error: { message: FILE_IMPORT_MESSAGES.partWrongSize } });
    const outOfRange = await sendPart(cook, { jobId: body.jobId, index: 1, dataBase64: 'AAAA' });
    expect(outOfRange.status).toBe(400);
    const data = Buffer.from('0123456789').toString('base64');
    expect((await sendPart(cook, { jobId: body.jobId, index: 0, dataBase64: data })).body).toMatchObject({
      status: 'queued',
    });
    const late = await sendPart(cook, { jobId: body.jobId, index: 0, dataBase64: data });
    expect(late.status).toBe(409);
    const other = await verifiedUser('Someone Else');
    expect((await sendPart(other, { jobId: body.jobId, index: 0, dataBase64: data })).status).toBe(404);
    expect((await jobDoc(cook.uid, body.jobId))?.ownerId).toBe(cook.uid);
  }, 60_000);
});
