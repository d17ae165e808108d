/**
 * The three export readers against exports the tests make from the real recipes of ../shared/data (issue 32 §2):
 * every recipe read back with its title, ingredients line by line, instructions step by step, times and servings
 * equal to the source's; and the limits of a file (size, recipes, entries, declared inflated size).
 */
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { cleanRecipe } from '../recipe/cleaning';
import { EXPORT_BUILDERS, exportRefusal as refusal } from '../../testing/exportFixtures';
import { recipeRows, recipesPresent, sayWhenAbsent } from '../../testing/sharedRecipes';
import { isWhole, sourceRecipe, writtenRecipe, type SourceRecipe } from '../../testing/sourceRecipes';
import { EXPORT_LIMITS, EXPORT_MESSAGES, readExportFile, type ExportedRecipe } from '.';

const PHOTO = { bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]), extension: 'jpg' as const };

function sourceRecipes(): SourceRecipe[] {
  return recipeRows().map(sourceRecipe).filter(isWhole);
}

function expected(source: SourceRecipe, format: keyof typeof EXPORT_BUILDERS) {
  const cleaned = cleanRecipe({
    title: source.title,
    ingredients: source.ingredients,
    instructions: source.instructions,
  });
  return {
    title: cleaned.title,
    ingredients: cleaned.ingredients,
    instructions: cleaned.instructions,
    preparationTime: source.prepTime,
    cookingTime: source.cookTime,
    // Tandoor has no total time of its own: working + waiting
    totalTime:
      format === 'tandoor' ? (source.prepTime ?? 0) + (source.cookTime ?? 0) || null : source.totalTime,
    servings: Number(/\d+/.exec(source.yields ?? '')?.[0] ?? 0) || null,
    // an address the source keeps is an http(s) URL ("177milkstreet.com" is none)
    url: /^https?:$/.test(URL.parse(source.url ?? '')?.protocol ?? '')
      ? URL.parse(source.url!)!.toString()
      : null,
  };
}

const actual = ({ recipe, source }: ExportedRecipe) => ({
  title: recipe.title,
  ingredients: recipe.ingredients,
  instructions: recipe.instructions,
  preparationTime: recipe.preparationTime,
  cookingTime: recipe.cookingTime,
  totalTime: recipe.totalTime,
  servings: recipe.servings,
  url: source.url,
});

const batches = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

sayWhenAbsent('Export readers against the shared recipes');

describe.skipIf(!recipesPresent)('export readers read back every shared recipe (../shared/data)', () => {
  const sources = recipesPresent ? sourceRecipes() : [];

  it.each(['mealie', 'tandoor', 'paprika'] as const)('%s', { timeout: 30_000 }, (format) => {
    const read: ExportedRecipe[] = [];
    for (const batch of batches(sources, EXPORT_LIMITS.maxRecipes)) {
      const file = readExportFile(EXPORT_BUILDERS[format](batch, PHOTO));
      expect(file.format).toBe(format);
      expect(file.unreadable).toEqual([]);
      read.push(...file.recipes);
    }
    // a file's entries are read in their order, so the n-th recipe read is the n-th written
    const mismatches = sources.filter(
      (source, i) => !read[i] || JSON.stringify(actual(read[i])) !== JSON.stringify(expected(source, format)),
    );
    console.log(
      `${format}: ${sources.length} recipes written, ${read.length} read, ${sources.length - mismatches.length} equal to the source, ` +
        `${read.filter((recipe) => recipe.photo).length} with their photo`,
    );
    expect(read).toHaveLength(sources.length);
    for (const source of mismatches.slice(0, 3)) {
      expect(actual(read[sources.indexOf(source)]!)).toEqual(expected(source, format));
    }
    expect(mismatches).toHaveLength(0);
    expect(read.every((recipe) => recipe.photo?.mimeType === 'image/jpeg')).toBe(true);
    expect(read.every((recipe) => recipe.source.app.length > 0)).toBe(true);
  });
});

const one = writtenRecipe({
  title: 'Lemon <b>cake</b>',
  ingredients: ['2 lemons', ' 200 g flour '],
  instructions: ['Mix.', 'Bake 40 minutes.'],
  prepTime: 15,
  cookTime: 40,
  totalTime: 55,
  yields: '8 servings',
  url: 'https://example.com/lemon-cake',
  categories: ['Desserts'],
});

/** The central directory's uncompressed size of every entry rewritten: a file that claims more than it holds. */
function claimingSize(zip: Uint8Array, size: number): Uint8Array {
  const copy = zip.slice();
  const view = new DataView(copy.buffer);
  for (let offset = 0; offset < copy.length - 4; offset++) {
    if (view.getUint32(offset, true) === 0x02014b50) view.setUint32(offset + 24, size, true);
  }
  return copy;
}

describe('export files: limits and clear refusals', () => {
  it('cleans a recipe as any recipe is cleaned, keeps its source and app name', () => {
    const [recipe] = readExportFile(EXPORT_BUILDERS.paprika([one])).recipes;
    expect(recipe?.recipe.title).toBe('Lemon cake');
    expect(recipe?.recipe.ingredients).toEqual(['2 lemons', '200 g flour']);
    expect(recipe?.source).toEqual({ url: 'https://example.com/lemon-cake', app: 'Paprika' });
    expect(recipe?.categoryNames).toEqual(['Desserts']);
  });

  it('refuses a file over 50 MB before reading it', () => {
    expect(refusal(new Uint8Array(EXPORT_LIMITS.maxFileBytes + 1))).toEqual({
      reason: 'too-large',
      message: EXPORT_MESSAGES.tooLarge,
    });
  });

  it('refuses more than 500 recipes, counted from the entry names', () => {
    const many = Array.from({ length: EXPORT_LIMITS.maxRecipes + 1 }, (_, i) => ({
      ...one,
      title: `Cake ${i}`,
    }));
    expect(refusal(EXPORT_BUILDERS.mealie(many))?.reason).toBe('too-many-recipes');
  });

  it('refuses a zip bomb by its declared sizes, before inflating it', () => {
    const bomb = claimingSize(EXPORT_BUILDERS.mealie([one]), 0xfffffff0);
    expect(refusal(bomb)).toEqual({ reason: 'too-much-inflated', message: EXPORT_MESSAGES.tooMuchInflated });
  });

  it('refuses a bomb inside a Tandoor recipe zip (the budget spans the levels)', () => {
    const inner = claimingSize(zipSync({ 'recipe.json': strToU8('{}') }), 0xfffffff0);
    expect(refusal(zipSync({ '1.zip': inner }))?.reason).toBe('too-much-inflated');
  });

  it('refuses an archive of too many entries', () => {
    const files = Object.fromEntries(
      Array.from({ length: EXPORT_LIMITS.maxEntries + 1 }, (_, i) => [`x/${i}.txt`, new Uint8Array(0)]),
    );
    expect(refusal(zipSync(files))?.reason).toBe('too-many-entries');
  });

  it('says what is wrong with a file that is no export', () => {
    // a file that is no zip is read as a single file (singleFiles.test.ts): text without a recipe holds none
    expect(refusal(strToU8('just text'))).toEqual({
      reason: 'no-recipes',
      message: EXPORT_MESSAGES.noRecipes,
    });
    expect(refusal(zipSync({ '1.zip': strToU8('not a zip') }))).toEqual({
      reason: 'not-an-archive',
      message: EXPORT_MESSAGES.notAnArchive,
    });
    expect(refusal(zipSync({ 'notes.txt': strToU8('hello') }))?.reason).toBe('unknown-format');
    expect(refusal(EXPORT_BUILDERS.mealie([one]).slice(0, 60))?.reason).toBe('damaged');
  });

  it('lists a recipe entry it cannot read and reads the others', () => {
    const file = zipSync({
      'recipes/a/a.json': strToU8('{not json'),
      'recipes/b/b.json': strToU8(JSON.stringify({ name: 'Bread', recipe_ingredient: ['flour'] })),
    });
    const read = readExportFile(file);
    expect(read.recipes.map((recipe) => recipe.recipe.title)).toEqual(['Bread']);
    expect(read.unreadable).toEqual([{ name: 'recipes/a/a.json', reason: EXPORT_MESSAGES.notARecipe }]);
  });
});
