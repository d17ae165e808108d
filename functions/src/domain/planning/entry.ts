/**
 * A plan entry as a call receives it (issue 33 §1): a day, a meal, and either a recipe with its servings or a note
 * ("leftovers", "eat out"). Pure: the web validates its form with it; the `plan` calls import it.
 */
import { z } from 'zod';
import { userText } from '../text/userText';
import { MEALS, PLAN_LIMITS, PLAN_MESSAGES, plannedEntry, type PlanEntry } from './meals';
import { isDay } from './week';

export type { PlanEntry };

const recipeId = z
  .string({ error: PLAN_MESSAGES.recipeIdInvalid })
  .trim()
  .min(1, PLAN_MESSAGES.recipeIdInvalid)
  .max(PLAN_LIMITS.recipeIdMax, PLAN_MESSAGES.recipeIdInvalid)
  .regex(/^[^/]+$/, PLAN_MESSAGES.recipeIdInvalid);

const servings = z
  .number({ error: PLAN_MESSAGES.servingsInvalid })
  .int(PLAN_MESSAGES.servingsInvalid)
  .min(PLAN_LIMITS.servingsMin, PLAN_MESSAGES.servingsInvalid)
  .max(PLAN_LIMITS.servingsMax, PLAN_MESSAGES.servingsInvalid);

/** As typed (decision 0038), on one line, 1 to 200 characters. */
const note = z
  .string({ error: PLAN_MESSAGES.noteInvalid })
  .transform((value) => userText(value, 'asTyped', { singleLine: true }))
  .refine((value) => value.length > 0, PLAN_MESSAGES.noteEmpty)
  .refine((value) => Array.from(value).length <= PLAN_LIMITS.noteMax, PLAN_MESSAGES.noteTooLong);

export const planEntrySchema = z
  .object({
    day: z.string({ error: PLAN_MESSAGES.dayInvalid }).refine(isDay, PLAN_MESSAGES.dayInvalid),
    meal: z.enum(MEALS, { error: PLAN_MESSAGES.mealInvalid }),
    recipeId: recipeId.nullish(),
    servings: servings.nullish(),
    note: note.nullish(),
  })
  .superRefine((entry, ctx) => {
    const hasRecipe = entry.recipeId != null;
    const hasNote = entry.note != null;
    if (hasRecipe === hasNote) ctx.addIssue({ code: 'custom', message: PLAN_MESSAGES.recipeOrNote });
    else if (hasRecipe && entry.servings == null)
      ctx.addIssue({ code: 'custom', message: PLAN_MESSAGES.servingsInvalid, path: ['servings'] });
    else if (hasNote && entry.servings != null)
      ctx.addIssue({ code: 'custom', message: PLAN_MESSAGES.servingsWithoutRecipe, path: ['servings'] });
  })
  .transform((entry): PlanEntry => plannedEntry(entry));
export type PlanEntryInput = z.input<typeof planEntrySchema>;
