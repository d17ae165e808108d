/**
 * What an import must give back of its source (issue 32 "Quality bar"): the recipe's cleaning rules on
 * whitespace-normalised texts, a step's own number dropped, times within 1440 minutes, servings within 100. Shared by
 * the page readers' quality table and the single-file table (decision 0071).
 */
import { withoutStepNumber } from '../domain/importing/draft';
import { normaliseSpace } from '../domain/importing/html';
import type { ReadRecipe } from '../domain/importing/types';
import { cleanRecipe } from '../domain/recipe/cleaning';
import type { SourceRecipe } from './sourceRecipes';

export type SourceTime = 'prep' | 'cook' | 'total';

function expected(source: SourceRecipe) {
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

export const IMPORT_CHECKS = ['title', 'ingredients', 'instructions', 'times', 'servings'] as const;
export type ImportCheck = (typeof IMPORT_CHECKS)[number];

/** Which of the checks `read` passes against its source; `times` are the ones the source's shape carries. */
export function importChecks(
  source: SourceRecipe,
  read: ReadRecipe | undefined,
  times: readonly SourceTime[],
): Record<ImportCheck, boolean> {
  const want = expected(source);
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const minutes = { prep: read?.preparationTime, cook: read?.cookingTime, total: read?.totalTime };
  return {
    title: read?.title === want.title,
    ingredients: same(read?.ingredients, want.ingredients),
    instructions: same(read?.instructions, want.instructions),
    times: times.every((time) => minutes[time] === want[time]),
    servings: read?.servings === want.servings,
  };
}

export const percent = (count: number, total: number) =>
  `${((100 * count) / total).toFixed(1)} %`.padStart(8);
