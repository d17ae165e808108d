/** The plan calls' inputs (issue 33 §1): an entry as domain/planning reads it, with the ids the calls add. */
import { z } from 'zod';
import { documentId } from '../ids';
import { isDay, PLAN_MESSAGES, planEntrySchema } from '../planning';

export const planAddInputSchema = z.object({
  /** Chosen by the client, so that the same add sent again (queued offline, retried) adds nothing. */
  id: documentId('id').optional(),
  entry: planEntrySchema,
});
export const planMoveInputSchema = z.object({ entryId: documentId('entryId'), entry: planEntrySchema });
export const planRemoveInputSchema = z.object({ entryId: documentId('entryId') });
export const planWeekInputSchema = z.object({
  start: z.string({ error: PLAN_MESSAGES.dayInvalid }).refine(isDay, PLAN_MESSAGES.dayInvalid),
});
