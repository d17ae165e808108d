/** The household group's handlers (contracts in domain/contracts/household.ts): the platform admits the caller. */
import type { household } from '../domain/contracts';
import type { CallableHandler } from '../platform/callable';
import { db } from '../platform/firebase';
import { getMirror } from '../platform/mirror/client';
import {
  acceptInvitation,
  declineInvitation,
  dissolveHousehold,
  householdOverview,
  inviteToHousehold,
  leaveHousehold,
  removeFromHousehold,
  type HouseholdDeps,
} from './service';

const deps = (): HouseholdDeps => ({ db: db(), mirror: getMirror() });

export const overviewHandler: CallableHandler<typeof household.householdOverview> = (_input, request) =>
  householdOverview(deps(), request.uid);

export const inviteHandler: CallableHandler<typeof household.householdInvite> = (input, request) =>
  inviteToHousehold(deps(), request.uid, input.username);

export const acceptHandler: CallableHandler<typeof household.householdAccept> = (input, request) =>
  acceptInvitation(deps(), request.uid, input.householdId);

export const declineHandler: CallableHandler<typeof household.householdDecline> = (input, request) =>
  declineInvitation(deps(), request.uid, input.householdId);

export const leaveHandler: CallableHandler<typeof household.householdLeave> = (_input, request) =>
  leaveHousehold(deps(), request.uid);

export const removeHandler: CallableHandler<typeof household.householdRemove> = (input, request) =>
  removeFromHousehold(deps(), request.uid, input.uid);

export const dissolveHandler: CallableHandler<typeof household.householdDissolve> = (_input, request) =>
  dissolveHousehold(deps(), request.uid);
