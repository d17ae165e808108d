/**
 * Scaling and conversion over every ingredient line of the real recipes in ../shared/data (read at test time, never
 * copied into the repository): each line read, scaled by 1 and printed gives its quantity back; scaled by 2 and by
 * 0.5 it reads as that amount within the rounding a cook would do; converted to metric and to US it weighs or
 * measures what it did; instructions converted keep no temperature in the other scale. Prints the counts once.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { GRAMS, MILLILITRES, type Unit } from '../nutrition/lineWords';
import { RECIPE_LANGUAGES, type RecipeLanguage } from '../recipe/types';
import {
  RECIPES_FILE,
  recipeRows,
  recipesPresent,
  rowLanguage,
  sayWhenAbsent,
  stringsOf,
} from '../../testing/sharedRecipes';
import { amountKind } from './amounts';
import { readMeasures, type Measure } from './measure';
import { convertLine, scaleLine } from './rewrite';
import { convertTemperaturesInText } from './temperature';

sayWhenAbsent('cooking over real recipes');

const languageOf = (code: string): RecipeLanguage =>
  (RECIPE_LANGUAGES as readonly string[]).includes(code) ? (code as RecipeLanguage) : 'en';

function leading(text: string): Measure | null {
  const reading = readMeasures(text);
  return reading.kind === 'measure' ? reading.measure : null;
}

/** The amount in ml or g (null for counts and units that are neither). */
function base(value: number, unit: Unit | null): number | null {
  if (unit === null || unit === 'pinch') return null;
  const per = GRAMS[unit] ?? MILLILITRES[unit];
  return per === undefined ? null : value * per;
}

const close = (a: number, b: number, share: number) => Math.abs(a - b) <= Math.max(Math.abs(b) * share, 1e-9);

/** What each test counted, printed once for the file. */
const report: string[] = [];

// some 15,000 lines a test: seconds on a quiet machine, more beside other work
describe.skipIf(!recipesPresent)(
  'cooking over the real recipes (../shared/data)',
  { timeout: 60_000 },
  () => {
    afterAll(() => console.log(`cooking over real recipes (${RECIPES_FILE}):\n  ${report.join('\n  ')}`));
    const rows = recipesPresent ? recipeRows() : [];
    const lines = rows.flatMap((row) =>
      stringsOf(row.ingredients).map((line) => ({
        line,
        // the product's languages one by one, the others together
        code: languageOf(rowLanguage(row)) === rowLanguage(row) ? rowLanguage(row) : 'other',
        language: languageOf(rowLanguage(row)),
      })),
    );

    it('reads every line, and scaled by 1 prints the same quantity back', () => {
      const blank = () => ({ lines: 0, read: 0, noQuantity: 0, unreadable: 0, roundTripped: 0, sameText: 0 });
      const counts: Record<string, ReturnType<typeof blank>> = { all: blank() };
      const failures: string[] = [];
      for (const { line, language, code } of lines) {
        const tally = [counts.all, (counts[code] ??= blank())];
        const add = (key: keyof ReturnType<typeof blank>) => tally.forEach((count) => (count![key] += 1));
        add('lines');
        const scaled = scaleLine(line, 1, language);
        if (scaled.status !== 'rewritten') {
          add(scaled.status);
          expect(scaled.text).toBe(line);
          continue;
        }
        add('read');
        const before = leading(line);
        const after = leading(scaled.text);
        const same =
          before !== null &&
          after !== null &&
          after.unit === before.unit &&
          close(after.low, before.low, 0.005) &&
          close(after.high ?? 0, before.high ?? 0, 0.005);
        if (same) add('roundTripped');
        else failures.push(`${line} → ${scaled.text}`);
        if (scaled.text === line) add('sameText');
      }
      for (const [code, count] of Object.entries(counts))
        report.push(`×1 [${code}]: ${JSON.stringify(count)}`);
      expect(failures).toEqual([]);
      expect(counts.all!.read).toBeGreaterThan(lines.length * 0.8);
    });

    it('scaled by 2 and by 0.5, reads as that amount within a cook’s rounding', () => {
      const failures: string[] = [];
      let scaled = 0;
      for (const factor of [2, 0.5]) {
        for (const { line, language } of lines) {
          const result = scaleLine(line, factor, language);
          if (result.status !== 'rewritten') continue;
          const before = leading(line);
          const after = leading(result.text);
          if (!before || !after) {
            failures.push(`×${factor} ${line} → ${result.text}`);
            continue;
          }
          scaled += 1;
          const expected = before.low * factor;
          // counts go to whole items (the exact amount is the hint), measured amounts to the nearest eighth or gram
          const allowed = amountKind(after.unit) === 'count' ? 0.5 : Math.max(expected * 0.1, 1 / 16);
          const hinted = result.exact === null || Math.abs(result.exact - expected) <= 0.05;
          if (Math.abs(after.low - expected) > allowed || !hinted)
            failures.push(`×${factor} ${line} → ${result.text}`);
        }
      }
      report.push(`×2 and ×0.5: ${scaled} lines scaled, ${failures.length} off`);
      expect(failures).toEqual([]);
    });

    it('converted to metric and to US, measures what it did', () => {
      const failures: string[] = [];
      const converted = { metric: 0, us: 0 };
      for (const system of ['metric', 'us'] as const) {
        for (const { line, language } of lines) {
          const result = convertLine(line, system, language);
          if (result.status !== 'rewritten' || result.text === line) continue;
          const before = leading(line);
          const after = leading(result.text);
          const was = before && base(before.low, before.unit);
          const is = after && base(after.low, after.unit);
          if (was == null || is == null) continue;
          converted[system] += 1;
          // US cups and spoons go by eighths: 100 ml is ⅜ cup (90 ml)
          if (!close(is, was, 0.12)) failures.push(`${system} ${line} → ${result.text}`);
        }
      }
      report.push(`converted: ${JSON.stringify(converted)}, ${failures.length} off`);
      expect(failures).toEqual([]);
    });

    it('leaves no °F in instructions converted to metric, and no °C in US', () => {
      const steps = rows.flatMap((row) =>
        stringsOf(row.instructions_list).map((step) => ({ step, language: languageOf(rowLanguage(row)) })),
      );
      const changed = { metric: 0, us: 0 };
      const left: string[] = [];
      for (const { step, language } of steps) {
        const metric = convertTemperaturesInText(step, 'metric', language);
        const us = convertTemperaturesInText(step, 'us', language);
        if (metric !== step) changed.metric += 1;
        if (us !== step) changed.us += 1;
        if (/\d\s*°\s*F\b/i.test(metric)) left.push(`metric: ${metric}`);
        if (/\d\s*°\s*C\b/i.test(us)) left.push(`us: ${us}`);
      }
      report.push(`instructions: ${steps.length} steps, temperatures converted ${JSON.stringify(changed)}`);
      expect(left).toEqual([]);
      expect(changed.metric).toBeGreaterThan(0);
    });
  },
);
