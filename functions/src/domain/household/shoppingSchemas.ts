/** The shopping calls' inputs (issue 33 §2). */
import { z } from 'zod';
import { documentId } from '../ids';
import { isDay, planEntrySchema } from '../planning';
import { AISLES } from '../shopping';
import { userText } from '../text/userText';
import { SHOPPING_LIMITS, SHOPPING_MESSAGES as M } from './shoppingList';

/** A line as typed (decision 0038), on one line. */
const lineText = z
  .string({ error: M.textInvalid })
  .transform((value) => userText(value, 'asTyped', { singleLine: true }))
  .refine((value) => value.length > 0 && Array.from(value).length <= SHOPPING_LIMITS.textMax, M.textInvalid);

const lineId = documentId('lineId');

export const shoppingListInputSchema = z.object({});
export const shoppingAddInputSchema = z.object({
  /** Chosen by the client, so that the same add sent again (queued offline, retried) adds nothing. */
  lineId: lineId.optional(),
  text: lineText,
});
export const shoppingAddRecipeInputSchema = z.object({
  recipeId: documentId('recipeId'),
  // the plan's servings rule (1 to 100 whole)
  servings: planEntrySchema.in.shape.servings.unwrap().unwrap(),
});
export const shoppingFromPlanInputSchema = z.object({
  days: z
    .array(z.string({ error: M.daysInvalid }).refine(isDay, M.daysInvalid), { error: M.daysInvalid })
    .min(1, M.daysInvalid)
    .max(SHOPPING_LIMITS.planDaysMax, M.daysInvalid),
});
export const shoppingEditInputSchema = z.object({ lineId, text: lineText });
export const shoppingLineInputSchema = z.object({ lineId });
export const shoppingAisleInputSchema = z.object({
  lineId,
  aisle: z.enum(AISLES, { error: M.aisleInvalid }),
});
export const shoppingStapleInputSchema = z.object({
  food: z.string({ error: M.foodInvalid }).trim().min(1, M.foodInvalid).max(100, M.foodInvalid),
  staple: z.boolean({ error: 'staple must be true or false' }),
});
