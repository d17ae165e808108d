/**
 * Who may join, leave and be removed from a household (issue 33 §2, decision 0064): pure rules over the household
 * document, each answering the new member and invitation lists or refusing with an AppError naming the problem.
 */
import { AppError } from '../errors';
import { HOUSEHOLD_MAX_MEMBERS, type HouseholdDoc } from './document';
import { HOUSEHOLD_MESSAGES as M } from './messages';

export type Membership = Pick<HouseholdDoc, 'ownerId' | 'memberIds' | 'invitedIds'>;
type Lists = Pick<HouseholdDoc, 'memberIds' | 'invitedIds'>;

/** A user's household of one, before anyone is invited. */
export const householdOfOne = (uid: string): Membership => ({
  ownerId: uid,
  memberIds: [uid],
  invitedIds: [],
});

export const isMember = (household: Membership, uid: string): boolean => household.memberIds.includes(uid);

/** Households a user is in, as found by a memberIds query: the one someone else owns wins, else their own. */
export function activeHouseholdId(
  uid: string,
  households: readonly { id: string; ownerId: string }[],
): string {
  return households.find((household) => household.ownerId !== uid)?.id ?? uid;
}

function requireOwner(household: Membership, caller: string): void {
  if (household.ownerId !== caller) throw new AppError('permission-denied', M.notOwner);
}

export function invite(household: Membership, caller: string, invitee: string): Lists {
  requireOwner(household, caller);
  if (invitee === caller) throw new AppError('failed-precondition', M.inviteSelf, { field: 'username' });
  if (household.memberIds.includes(invitee))
    throw new AppError('failed-precondition', M.alreadyMember, { field: 'username' });
  if (household.invitedIds.includes(invitee))
    throw new AppError('failed-precondition', M.alreadyInvited, { field: 'username' });
  if (household.memberIds.length + household.invitedIds.length >= HOUSEHOLD_MAX_MEMBERS)
    throw new AppError('resource-exhausted', M.full, { limit: HOUSEHOLD_MAX_MEMBERS });
  return { memberIds: household.memberIds, invitedIds: [...household.invitedIds, invitee] };
}

/**
 * The invitee joins. `own` is their own household (they must not share it with anyone), `current` the household
 * they are in now (it must be their own).
 */
export function accept(household: Membership, uid: string, own: Membership, current: string): Lists {
  if (!household.invitedIds.includes(uid)) throw new AppError('not-found', M.notInvited);
  if (current !== uid) throw new AppError('failed-precondition', M.inAnotherHousehold);
  if (own.memberIds.some((member) => member !== uid) || own.invitedIds.length > 0)
    throw new AppError('failed-precondition', M.ownHouseholdShared);
  return {
    memberIds: [...household.memberIds, uid],
    invitedIds: household.invitedIds.filter((id) => id !== uid),
  };
}

export function decline(household: Membership, uid: string): Lists {
  if (!household.invitedIds.includes(uid)) throw new AppError('not-found', M.notInvited);
  return { memberIds: household.memberIds, invitedIds: household.invitedIds.filter((id) => id !== uid) };
}

export function leave(household: Membership, uid: string): Lists {
  if (household.ownerId === uid) throw new AppError('failed-precondition', M.ownerCannotLeave);
  if (!household.memberIds.includes(uid)) throw new AppError('failed-precondition', M.notInHousehold);
  return { memberIds: household.memberIds.filter((id) => id !== uid), invitedIds: household.invitedIds };
}

/** The owner removes a member or withdraws an invitation. */
export function remove(household: Membership, caller: string, uid: string): Lists {
  requireOwner(household, caller);
  if (uid === caller) throw new AppError('failed-precondition', M.removeSelf, { field: 'uid' });
  if (!household.memberIds.includes(uid) && !household.invitedIds.includes(uid))
    throw new AppError('not-found', M.memberNotFound, { field: 'uid' });
  return {
    memberIds: household.memberIds.filter((id) => id !== uid),
    invitedIds: household.invitedIds.filter((id) => id !== uid),
  };
}

/** The owner ends the sharing: everyone else goes back to their own household; the plan and list stay the owner's. */
export function dissolve(household: Membership, caller: string): Lists {
  requireOwner(household, caller);
  return { memberIds: [caller], invitedIds: [] };
}
