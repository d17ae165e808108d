/**
 * The household group's calls (issue 33 §2, decision 0064): the caller's household and invitations, and the
 * membership changes, each answered with the caller's view of the household changed.
 */
import type { z } from 'zod';
import {
  householdAnswerInputSchema,
  householdInviteInputSchema,
  householdRemoveInputSchema,
  householdViewInputSchema,
  type HouseholdInvitation,
  type HouseholdView,
} from '../household';
import { callableContract } from './define';
import { USER_WRITE_ERRORS } from './errorSets';

export const householdOverview = callableContract<{
  household: HouseholdView;
  invitations: HouseholdInvitation[];
}>('signedIn')({
  name: 'household-overview',
  input: householdViewInputSchema,
  errors: ['unauthenticated'],
});

/** `household-<name>`: a change to a household's members, answered with the caller's household after it. */
const membershipWrite = <const Name extends string, Input extends z.ZodType>(name: Name, input: Input) =>
  callableContract<HouseholdView>('verified')({
    name: `household-${name}`,
    input,
    errors: USER_WRITE_ERRORS,
  });

export const householdInvite = membershipWrite('invite', householdInviteInputSchema);
export const householdAccept = membershipWrite('accept', householdAnswerInputSchema);
export const householdDecline = membershipWrite('decline', householdAnswerInputSchema);
export const householdLeave = membershipWrite('leave', householdViewInputSchema);
export const householdRemove = membershipWrite('remove', householdRemoveInputSchema);
export const householdDissolve = membershipWrite('dissolve', householdViewInputSchema);
