/**
 * Durations over every step of the real recipes in ../shared/data (read at test time, never copied into the
 * repository): each found where the step writes it, none of 0 s or over 48 hours, a range's low end never above its
 * high. Prints how many steps were read and how many durations found, per language.
 */
import { describe, expect, it } from 'vitest';
import {
  RECIPES_FILE,
  productLanguage,
  recipeRows,
  recipesPresent,
  sayWhenAbsent,
  stringsOf,
} from '../../testing/sharedRecipes';
import { findDurations, LONGEST_DURATION } from './durations';

sayWhenAbsent('durations over real recipes');

describe.skipIf(!recipesPresent)(
  'durations over the real recipes (../shared/data)',
  { timeout: 60_000 },
  () => {
    it('finds sane durations inside the steps of the four languages', () => {
      const counts: Record<
        string,
        { steps: number; withDuration: number; durations: number; ranges: number }
      > = {};
      const wrong: string[] = [];
      for (const row of recipeRows()) {
        const code = productLanguage(row);
        if (!code) continue;
        const count = (counts[code] ??= { steps: 0, withDuration: 0, durations: 0, ranges: 0 });
        for (const step of stringsOf(row.instructions_list)) {
          count.steps += 1;
          const found = findDurations(step, code);
          if (found.length) count.withDuration += 1;
          for (const { start, end, low, high } of found) {
            count.durations += 1;
            if (low !== high) count.ranges += 1;
            const inside = start >= 0 && end <= step.length && start < end;
            if (!inside || low <= 0 || high > LONGEST_DURATION || low > high)
              wrong.push(`${code} [${start}, ${end}) ${low}–${high} s: ${step}`);
          }
        }
      }
      console.log(
        `durations over real recipes (${RECIPES_FILE}):\n  ${Object.entries(counts)
          .map(
            ([code, c]) =>
              `${code}: ${c.steps} steps, ${c.withDuration} with a duration, ${c.durations} durations (${c.ranges} ranges)`,
          )
          .join('\n  ')}`,
      );
      expect(wrong).toEqual([]);
      // the English steps are most of the file; a reader that found nothing there would be broken
      expect(counts.en?.durations ?? 0).toBeGreaterThan(1000);
      expect(counts.fr?.durations ?? 0).toBeGreaterThan(50);
    });
  },
);
