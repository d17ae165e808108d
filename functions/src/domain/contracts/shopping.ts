/**
 * The shopping group's calls (issue 33 §2, decision 0064): the caller's household's list, and the changes to it.
 * A change that makes the list again answers every line; checking a line off is a member's own Firestore write.
 */
import type { z } from 'zod';
import type { StoredLine } from '../household/shoppingList';
import {
  shoppingAddInputSchema,
  shoppingAddRecipeInputSchema,
  shoppingAisleInputSchema,
  shoppingEditInputSchema,
  shoppingFromPlanInputSchema,
  shoppingLineInputSchema,
  shoppingListInputSchema,
  shoppingStapleInputSchema,
} from '../household/shoppingSchemas';
import type { Aisle, AisleOverrides, StapleChoices } from '../shopping';
import { callableContract } from './define';
import { USER_WRITE_ERRORS } from './errorSets';

export const shoppingList = callableContract<{
  householdId: string;
  lines: StoredLine[];
  aisleMoves: AisleOverrides;
  staples: StapleChoices;
}>('signedIn')({ name: 'shopping-list', input: shoppingListInputSchema, errors: ['unauthenticated'] });

/** `shopping-<name>`: a change to the list, answered with the list's lines after it. */
const listWrite = <const Name extends string, Input extends z.ZodType, Answer = { lines: StoredLine[] }>(
  name: Name,
  input: Input,
) => callableContract<Answer>('verified')({ name: `shopping-${name}`, input, errors: USER_WRITE_ERRORS });

export const shoppingAdd = listWrite('add', shoppingAddInputSchema);
export const shoppingAddRecipe = listWrite('addRecipe', shoppingAddRecipeInputSchema);
export const shoppingFromPlan = listWrite<
  'fromPlan',
  typeof shoppingFromPlanInputSchema,
  {
    lines: StoredLine[];
    skipped: number;
  }
>('fromPlan', shoppingFromPlanInputSchema);
export const shoppingEdit = listWrite('edit', shoppingEditInputSchema);
export const shoppingRemove = listWrite<'remove', typeof shoppingLineInputSchema, { removed: string[] }>(
  'remove',
  shoppingLineInputSchema,
);
export const shoppingClearChecked = listWrite<
  'clearChecked',
  typeof shoppingListInputSchema,
  {
    removed: string[];
  }
>('clearChecked', shoppingListInputSchema);
export const shoppingMoveAisle = listWrite<
  'moveAisle',
  typeof shoppingAisleInputSchema,
  {
    aisle: Aisle;
    moved: string[];
  }
>('moveAisle', shoppingAisleInputSchema);
export const shoppingSetStaple = listWrite<
  'setStaple',
  typeof shoppingStapleInputSchema,
  {
    staples: StapleChoices;
  }
>('setStaple', shoppingStapleInputSchema);
