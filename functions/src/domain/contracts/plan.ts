/**
 * The plan group's calls (issue 33 §1, decision 0064): the caller's household's week, and an entry added, moved
 * or removed. Entry shapes are domain/planning's.
 */
import type { PlanEntry } from '../planning';
import {
  planAddInputSchema,
  planMoveInputSchema,
  planRemoveInputSchema,
  planWeekInputSchema,
} from '../household/planSchemas';
import { callableContract } from './define';
import { USER_WRITE_ERRORS } from './errorSets';

/** An entry as the plan calls answer it. */
export type StoredPlanEntry = PlanEntry & { id: string; recipeTitle: string | null; addedBy: string };

/**
 * An entry as the week lists it: with its recipe's first photo in the thumbnail size (null for a note, a recipe
 * without photos or one deleted since), read with the week, so the plan's card shows the photo the recipe has now.
 */
export type WeekPlanEntry = StoredPlanEntry & { recipeImage: string | null };

export const planWeek = callableContract<{ householdId: string; entries: WeekPlanEntry[] }>('signedIn')({
  name: 'plan-week',
  input: planWeekInputSchema,
  errors: ['unauthenticated'],
});

export const planAdd = callableContract<StoredPlanEntry>('verified')({
  name: 'plan-add',
  input: planAddInputSchema,
  errors: USER_WRITE_ERRORS,
});

export const planMove = callableContract<StoredPlanEntry>('verified')({
  name: 'plan-move',
  input: planMoveInputSchema,
  errors: USER_WRITE_ERRORS,
});

export const planRemove = callableContract<{ id: string }>('verified')({
  name: 'plan-remove',
  input: planRemoveInputSchema,
  errors: USER_WRITE_ERRORS,
});
