/**
 * A file that is no archive (issue 32 §2, decision 0071): a recipe's JSON-LD, a saved page, a text file, told apart
 * by their bytes and read by the page and paste readers. A table over the real recipes of ../shared/data (read at
 * test time, never copied): each kind and shape read back to ≥ 97 % of its recipes whole (title, ingredients line by
 * line, steps one by one, the times the shape carries, servings and the source's address); then the rules of each
 * kind on recipes written here.
 */
import { gzipSync, strToU8 } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { exportRefusal as refusal } from '../../testing/exportFixtures';
import { IMPORT_CHECKS, importChecks, percent, type SourceTime } from '../../testing/importChecks';
import {
  recipeJsonLdFile,
  recipeText,
  renderRecipePage,
  SHAPE_TIMES,
  type JsonLdFileShape,
  type PageShape,
} from '../../testing/recipePages';
import { recipeRows, recipesPresent, sayWhenAbsent } from '../../testing/sharedRecipes';
import { isWhole, sourceRecipe, writtenRecipe, type SourceRecipe } from '../../testing/sourceRecipes';
import { EXPORT_LIMITS, EXPORT_MESSAGES, readExportFile, type ExportFile } from '.';

const THRESHOLD = 0.97;
/** Recipes each row of the table reads (a different sample for each, from its own offset). */
const PER_ROW = 300;
/** Recipes in each file of the rows that put several in one file. */
const PER_FILE = 100;
const ALL_TIMES: readonly SourceTime[] = ['prep', 'cook', 'total'];

interface Row {
  name: string;
  format: ExportFile['format'];
  perFile: number;
  times: readonly SourceTime[];
  file: (sources: SourceRecipe[]) => string;
  /** The source address the import keeps. */
  url: (source: SourceRecipe) => string | null;
}

const jsonRow = (shape: JsonLdFileShape, perFile: number): Row => ({
  name: `.json ${shape}`,
  format: 'json-ld',
  perFile,
  times: ALL_TIMES,
  file: (sources) => recipeJsonLdFile(sources, shape),
  url: (source) => source.url,
});

const pageRow = (shape: PageShape): Row => ({
  name: `.html ${shape}`,
  format: 'html',
  perFile: 1,
  times: SHAPE_TIMES[shape],
  file: ([source]) => renderRecipePage(source!, shape),
  url: (source) => source.url,
});

const ROWS: Row[] = [
  jsonRow('object', 1),
  jsonRow('array', PER_FILE),
  jsonRow('graph', PER_FILE),
  pageRow('graph'),
  pageRow('microdata'),
  pageRow('h-recipe'),
  pageRow('text'),
  {
    name: '.txt one',
    format: 'text',
    perFile: 1,
    times: ALL_TIMES,
    file: ([s]) => recipeText(s!),
    url: () => null,
  },
  {
    name: '.txt dashes',
    format: 'text',
    perFile: PER_FILE,
    times: ALL_TIMES,
    file: (sources) => sources.map(recipeText).join('\n-----\n'),
    url: () => null,
  },
];

const batches = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
/** An address the import keeps: http(s) only, as the URL parser writes it. */
function sourceUrl(url: string | null): string | null {
  const parsed = URL.parse(url ?? '');
  return parsed && /^https?:$/.test(parsed.protocol) ? parsed.href : null;
}

sayWhenAbsent('single-file import table');

describe.skipIf(!recipesPresent)(
  'single files over the real recipes (../shared/data)',
  { timeout: 60_000 },
  () => {
    // a text file's headings and labels are written in the recipe's language (English for the languages it lacks)
    const sources = (recipesPresent ? recipeRows().map(sourceRecipe) : []).filter(isWhole);
    const step = Math.max(1, Math.floor(sources.length / PER_ROW));
    const table: string[] = [];
    const failures: string[] = [];
    afterAll(() =>
      console.log(
        [
          `single-file import table: ${PER_ROW} of ${sources.length} recipes per row`,
          `${'row'.padEnd(16)} ${[...IMPORT_CHECKS, 'source'].map((check) => check.padStart(12)).join(' ')}        whole`,
          ...table,
          ...failures.slice(0, 12),
        ].join('\n'),
      ),
    );

    it.each(ROWS.map((row, index) => [row.name, row, index] as const))(
      '%s reads back ≥ 97 % of its recipes',
      (_name, row, index) => {
        const sample = sources.filter((_, i) => i % step === index % step).slice(0, PER_ROW);
        const checks = [...IMPORT_CHECKS, 'source'] as const;
        const passed = Object.fromEntries(checks.map((check) => [check, 0])) as Record<
          (typeof checks)[number],
          number
        >;
        let whole = 0;
        for (const batch of batches(sample, row.perFile)) {
          const file = readExportFile(strToU8(row.file(batch)));
          expect(file.format).toBe(row.format);
          expect(file.recipes).toHaveLength(batch.length);
          batch.forEach((source, i) => {
            const read = file.recipes[i];
            const result = {
              ...importChecks(source, read?.recipe, row.times),
              source: read?.source.url === sourceUrl(row.url(source)),
            };
            for (const check of checks) if (result[check]) passed[check] += 1;
            if (checks.every((check) => result[check])) whole += 1;
            else if (failures.length < 40)
              failures.push(
                `  ${row.name} ✗ ${source.url}: ${checks.filter((check) => !result[check]).join(', ')}`,
              );
          });
        }
        table.push(
          `${row.name.padEnd(16)} ${checks.map((check) => percent(passed[check], sample.length).padStart(12)).join(' ')} ${percent(whole, sample.length)}`,
        );
        expect(whole / sample.length).toBeGreaterThanOrEqual(THRESHOLD);
      },
    );
  },
);

const soup = writtenRecipe({
  title: 'Red lentil soup',
  description: 'A thick soup for a cold evening.',
  ingredients: ['2 cups red lentils', '1 onion, diced', '1 litre water'],
  instructions: ['Fry the onion until soft.', 'Add the lentils and the water and simmer for 20 minutes.'],
  prepTime: 10,
  cookTime: 25,
  yields: '4 servings',
  url: 'https://example.com/lentil-soup',
  categories: ['Soups'],
});
const bread = writtenRecipe({
  title: 'Flatbread',
  ingredients: ['300 g flour', '180 ml water', '1 tsp salt'],
  instructions: ['Mix everything into a dough.', 'Roll thin and cook in a dry pan.'],
});

const titles = (file: ExportFile) => file.recipes.map(({ recipe }) => recipe.title);

describe('a single file: its kind told by its bytes', () => {
  it('reads JSON-LD, a page and a text whatever the file is called (the bytes have no name)', () => {
    const json = readExportFile(strToU8(`\n ${recipeJsonLdFile([soup], 'object')}`));
    expect(json).toMatchObject({ format: 'json-ld', unreadable: [] });
    expect(json.recipes[0]).toMatchObject({
      recipe: { title: 'Red lentil soup', servings: 4, preparationTime: 10, cookingTime: 25 },
      source: { url: 'https://example.com/lentil-soup', app: 'JSON-LD file' },
      photo: null,
    });
    // a page saved without its doctype still starts with markup
    const html = renderRecipePage(soup, 'microdata').replace('<!doctype html>\n', '');
    expect(readExportFile(strToU8(html))).toMatchObject({
      format: 'html',
      recipes: [{ recipe: { title: 'Red lentil soup' }, source: { url: 'https://example.com/lentil-soup' } }],
    });
    expect(readExportFile(strToU8(recipeText(soup)))).toMatchObject({
      format: 'text',
      recipes: [
        { recipe: { title: 'Red lentil soup', servings: 4 }, source: { url: null, app: 'Text file' } },
      ],
    });
  });

  it('refuses a file of none of the accepted kinds, naming the kinds', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const expected = { reason: 'not-accepted', message: EXPORT_MESSAGES.notAccepted };
    expect(refusal(png)).toEqual(expected);
    expect(refusal(gzipSync(strToU8(recipeText(soup))))).toEqual(expected);
    expect(refusal(strToU8('soup\u0000\u0001binary'))).toEqual(expected);
    expect(refusal(strToU8('  \n '))).toEqual(expected);
    for (const kind of ['Mealie', 'Tandoor', 'Paprika', '.json', '.html', '.txt'])
      expect(EXPORT_MESSAGES.notAccepted).toContain(kind);
  });

  it('says a file of an accepted kind holds no recipe', () => {
    for (const text of [
      'Grandma’s soup: lentils, onions. Simmer.',
      JSON.stringify({ '@context': 'https://schema.org', '@type': 'WebPage', name: 'About us' }),
      '<html><body><h1>About us</h1><p>We love food.</p></body></html>',
    ])
      expect(refusal(strToU8(text))).toEqual({ reason: 'no-recipes', message: EXPORT_MESSAGES.noRecipes });
  });

  it('refuses a JSON-LD list of more than 500 recipes', () => {
    const many = Array.from({ length: EXPORT_LIMITS.maxRecipes + 1 }, (_, i) => ({
      ...bread,
      title: `Bread ${i}`,
    }));
    expect(refusal(strToU8(recipeJsonLdFile(many, 'array')))?.reason).toBe('too-many-recipes');
  });
});

describe('a text file of several recipes (decision 0071)', () => {
  it('reads each part a line of dashes divides off', () => {
    const file = readExportFile(strToU8([recipeText(soup), recipeText(bread)].join('\n---\n')));
    expect(titles(file)).toEqual(['Red lentil soup', 'Flatbread']);
    expect(file.unreadable).toEqual([]);
  });

  it('lists a part without a recipe by its first line and imports the others', () => {
    const text = [recipeText(soup), 'Shopping for Sunday\nmilk, eggs', recipeText(bread)].join('\n-----\n');
    const file = readExportFile(strToU8(text));
    expect(titles(file)).toEqual(['Red lentil soup', 'Flatbread']);
    expect(file.unreadable).toEqual([
      { name: 'Shopping for Sunday', reason: EXPORT_MESSAGES.noRecipeInPart },
    ]);
  });

  it('reads dashes that only decorate one recipe as one recipe', () => {
    const [head, steps] = recipeText(soup).split('\nInstructions\n');
    const file = readExportFile(strToU8(`${head}\n---\nInstructions\n${steps}`));
    expect(titles(file)).toEqual(['Red lentil soup']);
    expect(file.recipes[0]?.recipe.instructions).toHaveLength(2);
    expect(file.recipes[0]?.recipe.ingredients).toHaveLength(3);
  });
});
