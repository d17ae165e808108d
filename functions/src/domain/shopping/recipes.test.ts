/**
 * The shopping list over the real recipes of ../shared/data (read at test time, never copied into the repository):
 * for 100 random pairs (seeded, so a failure repeats), the merged list accounts for every ingredient line exactly
 * once, and every total adds only amounts of one kind, or amounts converted by a weight the line states or the
 * nutrition table lists; a total of lines of one unit is their sum. Prints the counts.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { readMeasures, type Measure } from '../cooking/measure';
import { mulberry32 } from '../../platform/seededRandom';
import {
  RECIPES_FILE,
  recipeRows,
  recipesPresent,
  sayWhenAbsent,
  stringsOf,
} from '../../testing/sharedRecipes';
import { mergeShoppingLines, type ShoppingLine, type ShoppingQuantity, type ShoppingSource } from './merge';
import { measureKind, readShoppingLine, type MeasureKind } from './read';

sayWhenAbsent('shopping list over real recipes');

const PAIRS = 100;
const SEED = 33;

/** The leading measure as the cook's reader reads it, independently of the shopping list's own reading. */
function leadingOf(text: string): Measure | null {
  const reading = readMeasures(text);
  return reading.kind === 'measure' ? reading.measure : null;
}

/** What a quantity totals: a weight, a volume, or a count (of items or of one counted unit). */
function quantityKind(quantity: ShoppingQuantity): MeasureKind {
  return measureKind(quantity.unit);
}

/**
 * A source may add to a quantity of another kind only when converted, and only where a weight could come from: the
 * line states one, or the food is in the table (its cup or piece weight).
 */
function checkQuantity(line: ShoppingLine, quantity: ShoppingQuantity, problems: string[]) {
  const kind = quantityKind(quantity);
  let sum = 0;
  let sameUnit = true;
  for (const index of quantity.from) {
    const source = line.sources[index];
    const measure = source ? leadingOf(source.text) : null;
    if (!source || !measure) {
      problems.push(`${line.key}: source ${index} adds to ${kind} without a measure`);
      continue;
    }
    const sourceKind = measureKind(measure.unit);
    if (sourceKind !== kind) {
      const reading = readShoppingLine(source.text, source.factor);
      const weighed =
        reading.kind === 'read' && (reading.food !== null || reading.amount?.statedGrams != null);
      if (!quantity.converted || !weighed)
        problems.push(`${line.key}: "${source.text}" (${sourceKind}) added to a ${kind} unconverted`);
    }
    if (measure.unit !== quantity.unit) sameUnit = false;
    sum += (measure.high ?? measure.low) * source.factor;
  }
  // lines all written in the total's unit: the total is their sum, exactly
  if (sameUnit && !quantity.converted && Math.abs(sum - quantity.amount) > Math.max(1e-6, sum * 1e-5))
    problems.push(`${line.key}: ${quantity.amount} ${quantity.unit ?? ''} is not the sum ${sum}`);
}

const report: string[] = [];

describe.skipIf(!recipesPresent)(
  'the shopping list over real recipes (../shared/data)',
  { timeout: 60_000 },
  () => {
    afterAll(() =>
      console.log(`shopping list over real recipes (${RECIPES_FILE}):\n  ${report.join('\n  ')}`),
    );
    const recipes = (recipesPresent ? recipeRows() : [])
      .map((row, index) => ({
        id: `recipe-${index}`,
        title: row.title ?? '',
        lines: stringsOf(row.ingredients),
      }))
      .filter((recipe) => recipe.lines.length > 0);

    it(`merges ${PAIRS} random pairs without losing a line or adding incompatible units`, () => {
      const random = mulberry32(SEED);
      const pick = () => recipes[Math.floor(random() * recipes.length)]!;
      const counts = {
        linesIn: 0,
        linesOut: 0,
        merged: 0,
        asWritten: 0,
        headings: 0,
        sideBySide: 0,
        converted: 0,
      };
      const problems: string[] = [];
      for (let pair = 0; pair < PAIRS; pair += 1) {
        const [first, second] = [pick(), pick()];
        // the second at another number of servings, as a plan asks
        const sources: ShoppingSource[] = [
          ...first.lines.map((text) => ({ recipeId: first.id, recipeTitle: first.title, text, factor: 1 })),
          ...second.lines.map((text) => ({
            recipeId: second.id,
            recipeTitle: second.title,
            text,
            factor: 1.5,
          })),
        ];
        const list = mergeShoppingLines(sources);
        // every source once: in one line's sources or among the headings, the same object
        const seen = [...list.lines.flatMap((line) => line.sources), ...list.headings];
        expect(seen).toHaveLength(sources.length);
        expect(new Set(seen)).toEqual(new Set(sources));
        for (const line of list.lines) {
          const used = line.quantities.flatMap((quantity) => quantity.from);
          if (new Set(used).size !== used.length) problems.push(`${line.key}: a source in two quantities`);
          if (line.asWritten && line.sources.length !== 1)
            problems.push(`${line.key}: as written, not one line`);
          for (const quantity of line.quantities) checkQuantity(line, quantity, problems);
          const kinds = line.quantities.map((quantity) =>
            quantityKind(quantity) === 'count'
              ? `count ${quantity.unit} ${quantity.word} ${quantity.size?.value}`
              : quantityKind(quantity),
          );
          if (new Set(kinds).size !== kinds.length)
            problems.push(`${line.key}: two totals of one kind ${kinds.join(', ')}`);
          if (line.quantities.length > 1) counts.sideBySide += 1;
          if (line.quantities.some((quantity) => quantity.converted)) counts.converted += 1;
          if (line.sources.length > 1) counts.merged += 1;
          if (line.asWritten) counts.asWritten += 1;
        }
        counts.linesIn += sources.length;
        counts.linesOut += list.lines.length;
        counts.headings += list.headings.length;
      }
      report.push(
        `${PAIRS} pairs (seed ${SEED}): ${counts.linesIn} lines in, ${counts.linesOut} lines out, ${counts.merged} merged ` +
          `from two or more, ${counts.asWritten} kept as written, ${counts.headings} headings set apart, ` +
          `${counts.converted} with a converted total, ${counts.sideBySide} with amounts side by side`,
      );
      expect(problems).toEqual([]);
      expect(counts.merged).toBeGreaterThan(0);
    });
  },
);
