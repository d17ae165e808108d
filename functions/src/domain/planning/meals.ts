/** The meal plan's meals, limits and messages (issue 33 §1). Meals are stable keys: the web names them. */
export const MEALS = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type Meal = (typeof MEALS)[number];

export const PLAN_LIMITS = {
  entriesPerWeek: 200,
  servingsMin: 1,
  servingsMax: 100,
  noteMax: 200,
  recipeIdMax: 128,
} as const;

export const PLAN_MESSAGES = {
  dayInvalid: 'Day must be a calendar date written YYYY-MM-DD',
  mealInvalid: 'Meal must be one of: breakfast, lunch, dinner, snack',
  recipeIdInvalid: 'Recipe id must be a recipe id (1 to 128 characters, no slash)',
  servingsInvalid: 'Servings must be a whole number from 1 to 100',
  noteInvalid: 'A note must be text',
  noteEmpty: 'A note must not be empty',
  noteTooLong: 'A note must be 200 characters or less',
  recipeOrNote: 'A plan entry holds either a recipe with its servings or a note',
  servingsWithoutRecipe: 'Servings go with a recipe: a note has none',
  weekFull: 'A week holds at most 200 plan entries',
} as const;

/** Whether `adding` more entries fit in a week that holds `inWeek`. */
export function fitsInWeek(inWeek: number, adding = 1): boolean {
  return inWeek + adding <= PLAN_LIMITS.entriesPerWeek;
}

/** A plan entry as it is stored: a recipe with its servings, or a note (entry.ts's schema checks the input). */
export type PlanEntry = { day: string; meal: Meal } & (
  { recipeId: string; servings: number; note: null } | { recipeId: null; servings: null; note: string }
);

/**
 * The entry an input states, its absent fields filled: a recipe (servings 1 if none came) or a note. The schema's
 * last step; the web draws an add or a move waiting in its outbox with it (decision 0070).
 */
export function plannedEntry(entry: {
  day: string;
  meal: Meal;
  recipeId?: string | null | undefined;
  servings?: number | null | undefined;
  note?: string | null | undefined;
}): PlanEntry {
  return entry.recipeId != null
    ? {
        day: entry.day,
        meal: entry.meal,
        recipeId: entry.recipeId,
        servings: entry.servings ?? 1,
        note: null,
      }
    : { day: entry.day, meal: entry.meal, recipeId: null, servings: null, note: entry.note ?? '' };
}
