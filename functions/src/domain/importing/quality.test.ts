/**
 * The import readers' quality table (issue 32 "Quality bar"): every real recipe of ../shared/data (read at test time,
 * never copied into the repository) rendered in each markup shape real sites use (testing/recipePages.ts), read back,
 * and compared with its source as the import keeps it (whitespace normalised, a step's own number dropped, then the
 * recipe's cleaning rules: markup stripped, each text cut to its field's length, times within 1440 minutes): title, ingredients line by line, steps one by one, the times the shape carries and
 * the servings. Each shape must give back ≥ 97 % of the recipes whole; the table is printed per shape.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  PAGE_SHAPES,
  SHAPE_TIMES,
  pageAddress,
  renderRecipePage,
  type PageShape,
} from '../../testing/recipePages';
import { recipeRows, recipesPresent, sayWhenAbsent } from '../../testing/sharedRecipes';
import { isWhole, sourceRecipe, type SourceRecipe } from '../../testing/sourceRecipes';
import { IMPORT_CHECKS, importChecks, percent, type ImportCheck } from '../../testing/importChecks';
import { readRecipePage } from './read';
import type { ImportAnswer } from './types';

sayWhenAbsent('import quality table');

const THRESHOLD = 0.97;
/**
 * Each shape reads this many recipes, a different sample for each (every n-th from its own offset), so the nine
 * shapes together cover the file while the test stays within a few seconds.
 */
const PER_SHAPE = 450;
type Check = ImportCheck;
const CHECKS = IMPORT_CHECKS;
const checks = (shape: PageShape, source: SourceRecipe, answer: ImportAnswer | null) =>
  importChecks(source, answer?.draft, SHAPE_TIMES[shape]);

describe.skipIf(!recipesPresent)(
  'the import readers over the real recipes (../shared/data)',
  { timeout: 60_000 },
  () => {
    const rows = recipesPresent ? recipeRows() : [];
    // a recipe without an ingredient or a step is no recipe to import; the table says how many there were
    const sources = rows.map(sourceRecipe).filter(isWhole);
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
        const answer = readRecipePage(renderRecipePage(source, shape), pageAddress(source));
        const result = checks(shape, source, answer);
        for (const check of CHECKS) if (result[check]) passed[check] += 1;
        if (CHECKS.every((check) => result[check])) whole += 1;
        else if (failures.length < 40) {
          failures.push(
            `  ${shape} ✗ ${pageAddress(source)}: ${CHECKS.filter((check) => !result[check]).join(', ')}`,
          );
        }
      }
      table.push(
        `${shape.padEnd(12)} ${CHECKS.map((check) => percent(passed[check], sample.length).padStart(12)).join(' ')} ${percent(whole, sample.length)}`,
      );
      expect(whole / sample.length).toBeGreaterThanOrEqual(THRESHOLD);
    });
  },
);
