/** The household calls' inputs (issue 33 §2). */
import { z } from 'zod';
import { documentId } from '../ids';

export const householdViewInputSchema = z.object({});
export const householdInviteInputSchema = z.object({
  username: z
    .string({ message: 'username is required' })
    .trim()
    .min(1, 'username is required')
    .max(64, 'username is too long'),
});
export const householdAnswerInputSchema = z.object({ householdId: documentId('householdId') });
export const householdRemoveInputSchema = z.object({ uid: documentId('uid') });
