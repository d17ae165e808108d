/**
 * The import readers' quality table (issue 32 "Quality bar"): every real recipe of ../shared/data (read at test time,
 * never copied into the repository) rendered in each markup shape real sites use (testing/recipePages.ts), read back,
 * and compared with its source as the import keeps it (whitespace normalised, a step's own number dropped, then the
 * recipe's cleaning rules: markup stripped, each text cut to its field's length, times within 1440 minutes): title, ingredients line by line, steps one by one, the times the shape carries and
 * the servings. Each shape must give back ≥ 97 % of the recipes whole; the table is printed per shape.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { cleanRecipe } from '../recipe/cleaning';
import {
  PAGE_SHAPES,
  SHAPE_TIMES,
  renderRecipePage,
  type PageShape,
  type PageSource,
} from '../../testing/recipePages';
import {
  recipeRows,
  recipesPresent,
  rowLanguage,
  sayWhenAbsent,
  stringsOf,
  type RecipeRow,
} from '../../testing/sharedRecipes';
import { withoutStepNumber } from './draft';
import { normaliseSpace } from './html';
import { readRecipePage } from './read';
import type { ImportAnswer } from './types';

sayWhenAbsent('import quality table');

const THRESHOLD = 0.97;
/**
 * Each shape reads this many recipes, a different sample for each (every n-th from its own offset), so the nine
 * shapes together cover the file while the test stays within a few seconds.
 */
const PER_SHAPE = 450;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const minutes = (value: unknown) => (typeof value === 'number' && value > 0 ? Math.round(value) : null);

function sourceOf(row: RecipeRow): PageSource {
  return {
    title: text(row.title),
    description: text(row.description),
    ingredients: stringsOf(row.ingredients),
    instructions: stringsOf(row.instructions_list),
    prepTime: minutes(row.prep_time),
    cookTime: minutes(row.cook_time),
    totalTime: minutes(row.total_time),
    yields:
      typeof row.yields === 'string'
        ? row.yields
        : typeof row.yields === 'number'
          ? String(row.yields)
          : null,
    image: text(row.image) || null,
    author: text(row.author),
    siteName: text(row.site_name),
    url: text(row.canonical_url) || 'https://recipes.example/recipe',
    language: rowLanguage(row),
    keywords: stringsOf(row.keywords),
  };
}

/** The source as an import should give it back: the recipe's cleaning rules on whitespace-normalised texts. */
function expected(source: PageSource) {
  const cleaned = cleanRecipe({
    title: normaliseSpace(source.title),
    ingredients: source.ingredients.map(normaliseSpace),
    instructions: source.instructions.map((step) => withoutStepNumber(normaliseSpace(step))),
  });
  const time = (minutes: number | null) => (minutes === null ? null : Math.min(minutes, 1440));
  const count = source.yields ? /\d+/.exec(source.yields) : null;
  return {
    title: cleaned.title,
    ingredients: cleaned.ingredients,
    instructions: cleaned.instructions,
    prep: time(source.prepTime),
    cook: time(source.cookTime),
    total: time(source.totalTime),
    servings: count && Number(count[0]) > 0 ? Math.min(Number(count[0]), 100) : null,
  };
}

const CHECKS = ['title', 'ingredients', 'instructions', 'times', 'servings'] as const;
type Check = (typeof CHECKS)[number];

function checks(shape: PageShape, source: PageSource, answer: ImportAnswer | null): Record<Check, boolean> {
  const want = expected(source);
  const draft = answer?.draft;
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const read = { prep: draft?.preparationTime, cook: draft?.cookingTime, total: draft?.totalTime };
  return {
    title: draft?.title === want.title,
    ingredients: same(draft?.ingredients, want.ingredients),
    instructions: same(draft?.instructions, want.instructions),
    times: SHAPE_TIMES[shape].every((time) => read[time] === want[time]),
    servings: draft?.servings === want.servings,
  };
}

const percent = (count: number, total: number) => `${((100 * count) / total).toFixed(1)} %`.padStart(8);

describe.skipIf(!recipesPresent)(
  'the import readers over the real recipes (../shared/data)',
  { timeout: 60_000 },
  () => {
    const rows = recipesPresent ? recipeRows() : [];
    // a recipe without an ingredient or a step is no recipe to import; the table says how many there were
    const sources = rows
      .map(sourceOf)
      .filter((s) => s.title && s.ingredients.length && s.instructions.length);
    const table: string[] = [];
    const failures: string[] = [];
    afterAll(() => {
      console.log(
        [
          `import quality table: ${sources.length} recipes of ${rows.length} (the others lack a title, ingredients or steps), ` +
            `${PER_SHAPE} sampled per shape (1 in ${step}, from its own offset)`,
          `${'shape'.padEnd(12)} ${CHECKS.map((check) => check.padStart(12)).join(' ')}        whole`,
          ...table,
          ...failures.slice(0, 12),
        ].join('\n'),
      );
    });

    const step = Math.max(1, Math.floor(sources.length / PER_SHAPE));
    it.each(PAGE_SHAPES)('reads %s pages back to ≥ 97 % of their recipes', (shape) => {
      const offset = PAGE_SHAPES.indexOf(shape) % step;
      const sample = sources.filter((_, index) => index % step === offset).slice(0, PER_SHAPE);
      const passed = Object.fromEntries(CHECKS.map((check) => [check, 0])) as Record<Check, number>;
      let whole = 0;
      for (const source of sample) {
        const answer = readRecipePage(renderRecipePage(source, shape), source.url);
        const result = checks(shape, source, answer);
        for (const check of CHECKS) if (result[check]) passed[check] += 1;
        if (CHECKS.every((check) => result[check])) whole += 1;
        else if (failures.length < 40) {
          failures.push(`  ${shape} ✗ ${source.url}: ${CHECKS.filter((check) => !result[check]).join(', ')}`);
        }
      }
      table.push(
        `${shape.padEnd(12)} ${CHECKS.map((check) => percent(passed[check], sample.length).padStart(12)).join(' ')} ${percent(whole, sample.length)}`,
      );
      expect(whole / sample.length).toBeGreaterThanOrEqual(THRESHOLD);
    });
  },
);
