/**
 * Households (issue 33 §2, decision 0064): the owner invites by username, the invitee accepts or declines, a member
 * leaves, the owner removes a member or dissolves the household. Each change is one mirrored commit of the
 * household document(s) it moves; the rules themselves are domain/household/membership.ts.
 */
import { AppError } from '../domain/errors';
import {
  HOUSEHOLD_ACTIONS as A,
  HOUSEHOLD_MESSAGES as M,
  HOUSEHOLDS_COLLECTION,
  accept,
  decline,
  dissolve,
  invite,
  leave,
  remove,
  type HouseholdInvitation,
  type HouseholdMember,
  type HouseholdView,
  type Membership,
} from '../domain/household';
import { USERNAMES_COLLECTION, USERS_COLLECTION } from '../domain/profile';
import { normaliseUsername } from '../domain/username';
import { activeHousehold, householdChange, readHousehold, type ReadHousehold } from '../platform/household';
import { nowIso, type ServiceDeps } from '../platform/mirror/deps';
import { writeMirrored } from '../platform/mirror/writeMirrored';

export type HouseholdDeps = ServiceDeps;

async function members(deps: HouseholdDeps, uids: readonly string[]): Promise<HouseholdMember[]> {
  if (uids.length === 0) return [];
  const snaps = await deps.db.getAll(...uids.map((uid) => deps.db.doc(`${USERS_COLLECTION}/${uid}`)));
  return snaps.map((snap) => ({
    uid: snap.id,
    username: String(snap.get('username') ?? ''),
    displayName: String(snap.get('displayName') ?? ''),
  }));
}

async function viewOf(
  deps: HouseholdDeps,
  uid: string,
  household: Membership,
  id: string,
): Promise<HouseholdView> {
  const [memberList, invited] = await Promise.all([
    members(deps, household.memberIds),
    members(deps, household.invitedIds),
  ]);
  return { id, ownerId: household.ownerId, isOwner: household.ownerId === uid, members: memberList, invited };
}

/** The caller's household and the invitations waiting for them. */
export async function householdOverview(
  deps: HouseholdDeps,
  uid: string,
): Promise<{ household: HouseholdView; invitations: HouseholdInvitation[] }> {
  const [current, invitedTo] = await Promise.all([
    activeHousehold(deps.db, uid),
    deps.db.collection(HOUSEHOLDS_COLLECTION).where('invitedIds', 'array-contains', uid).get(),
  ]);
  const owners = await members(
    deps,
    invitedTo.docs.map((doc) => doc.id),
  );
  return {
    household: await viewOf(deps, uid, current.membership, current.id),
    invitations: owners.map((owner) => ({ householdId: owner.uid, owner })),
  };
}

async function userIdOf(deps: HouseholdDeps, username: string): Promise<string> {
  const name = normaliseUsername(username);
  const reservation = name ? await deps.db.doc(`${USERNAMES_COLLECTION}/${name}`).get() : null;
  const userId = reservation?.get('userId');
  if (typeof userId !== 'string' || !userId)
    throw new AppError('not-found', M.userNotFound, { field: 'username' });
  return userId;
}

/** One household's member lists changed by `rule`, in one mirrored commit; answers the caller's view of it. */
function change(
  deps: HouseholdDeps,
  uid: string,
  action: string,
  read: () => Promise<ReadHousehold>,
  rule: (household: ReadHousehold) => Promise<Pick<Membership, 'memberIds' | 'invitedIds'>>,
): Promise<HouseholdView> {
  return writeMirrored(deps, action, async (commit) => {
    const household = await read();
    const lists = await rule(household);
    await commit([householdChange(household, nowIso(deps), lists)]);
    return viewOf(deps, uid, { ...household.membership, ...lists }, household.id);
  });
}

export async function inviteToHousehold(deps: HouseholdDeps, uid: string, username: string) {
  const invitee = await userIdOf(deps, username);
  return change(
    deps,
    uid,
    A.invite,
    () => activeHousehold(deps.db, uid),
    async (household) => invite(household.membership, uid, invitee),
  );
}

/**
 * The invitee joins. Their own household's version moves in the same commit, so two invitations accepted at once
 * cannot both pass the "in no other household" check.
 */
export function acceptInvitation(deps: HouseholdDeps, uid: string, householdId: string) {
  return writeMirrored(deps, A.accept, async (commit) => {
    const [household, own, current] = await Promise.all([
      readHousehold(deps.db, householdId),
      readHousehold(deps.db, uid),
      activeHousehold(deps.db, uid),
    ]);
    const lists = accept(household.membership, uid, own.membership, current.id);
    const now = nowIso(deps);
    await commit([householdChange(household, now, lists), householdChange(own, now)]);
    return viewOf(deps, uid, { ...household.membership, ...lists }, household.id);
  });
}

export function declineInvitation(deps: HouseholdDeps, uid: string, householdId: string) {
  return change(
    deps,
    uid,
    A.decline,
    () => readHousehold(deps.db, householdId),
    async (household) => decline(household.membership, uid),
  );
}

/** The caller leaves the household they are in; they are back in their own. */
export async function leaveHousehold(deps: HouseholdDeps, uid: string) {
  await change(
    deps,
    uid,
    A.leave,
    () => activeHousehold(deps.db, uid),
    async (household) => leave(household.membership, uid),
  );
  return (await householdOverview(deps, uid)).household;
}

export function removeFromHousehold(deps: HouseholdDeps, uid: string, member: string) {
  return change(
    deps,
    uid,
    A.remove,
    () => activeHousehold(deps.db, uid),
    async (household) => remove(household.membership, uid, member),
  );
}

export function dissolveHousehold(deps: HouseholdDeps, uid: string) {
  return change(
    deps,
    uid,
    A.dissolve,
    () => activeHousehold(deps.db, uid),
    async (household) => dissolve(household.membership, uid),
  );
}
