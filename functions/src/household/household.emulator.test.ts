/**
 * Households through their callables on the real stack (issue 33 §2, decision 0064): a new user is in a household
 * of one; the owner invites by username, the invitee accepts and both see one household in Firestore and the
 * mirror; a member cannot invite; six at most, invitations counted; a member leaves, the owner cannot; the owner
 * removes a member and dissolves the household.
 */
import { describe, expect, it } from 'vitest';
import type { HouseholdInvitation, HouseholdView } from '../domain/household';
import { HOUSEHOLD_MESSAGES as M } from '../domain/household';
import { db } from '../platform/firebase';
import { expectFailure, expectSuccess } from '../testing/callables';
import { call, householdAccounts } from '../testing/households';
import { mirrorRow } from '../testing/pg';

const { user, pair } = householdAccounts();
type Overview = { household: HouseholdView; invitations: HouseholdInvitation[] };
const overview = (who: Parameters<typeof call>[0]) =>
  expectSuccess(call<Overview>(who, 'household-overview'));

/** Who is in the household, in Firestore and in the mirror. */
async function stored(id: string) {
  const [doc, row] = await Promise.all([db().doc(`households/${id}`).get(), mirrorRow('households', id)]);
  return {
    firestore: { memberIds: doc.get('memberIds'), invitedIds: doc.get('invitedIds') },
    mirror: { memberIds: row?.member_ids, invitedIds: row?.invited_ids },
  };
}

describe('households', () => {
  it('a new user is in a household of one, their own', async () => {
    const cook = await user();
    const { household, invitations } = await overview(cook);
    expect(household).toMatchObject({ id: cook.uid, ownerId: cook.uid, isOwner: true, invited: [] });
    expect(household.members.map((m) => m.username)).toEqual([cook.username]);
    expect(invitations).toEqual([]);
  });

  it('the owner invites by username; the invitee accepts; both stores hold the members', async () => {
    const [owner, member] = await Promise.all([user(), user()]);
    const invited = await expectSuccess(
      call<HouseholdView>(owner, 'household-invite', { username: member.username.toUpperCase() }),
    );
    expect(invited.invited.map((m) => m.uid)).toEqual([member.uid]);
    const waiting = await overview(member);
    expect(waiting.invitations).toEqual([
      { householdId: owner.uid, owner: expect.objectContaining({ username: owner.username }) },
    ]);
    expect(waiting.household.id).toBe(member.uid);

    const joined = await expectSuccess(
      call<HouseholdView>(member, 'household-accept', { householdId: owner.uid }),
    );
    expect(joined).toMatchObject({ id: owner.uid, isOwner: false, invited: [] });
    expect((await overview(member)).household.id).toBe(owner.uid);
    const expected = { memberIds: [owner.uid, member.uid], invitedIds: [] };
    expect(await stored(owner.uid)).toEqual({ firestore: expected, mirror: expected });
  });

  it('a member cannot invite, and an unknown username is named as such', async () => {
    const [owner, member] = await pair();
    const outsider = await user();
    const refused = await expectFailure(call(member, 'household-invite', { username: outsider.username }));
    expect(refused.error).toMatchObject({ status: 'PERMISSION_DENIED', message: M.notOwner });
    const unknown = await expectFailure(call(owner, 'household-invite', { username: 'nobody_by_that_name' }));
    expect(unknown.error).toMatchObject({ status: 'NOT_FOUND', message: M.userNotFound });
    const empty = await expectFailure(call(owner, 'household-invite', { username: ' ' }));
    expect(empty.error.status).toBe('INVALID_ARGUMENT');
  });

  it('holds six at most, invitations included', async () => {
    const owner = await user();
    const others = await Promise.all(Array.from({ length: 6 }, () => user()));
    for (const other of others.slice(0, 5))
      await expectSuccess(call(owner, 'household-invite', { username: other.username }));
    const full = await expectFailure(call(owner, 'household-invite', { username: others[5]!.username }));
    expect(full.error).toMatchObject({ status: 'RESOURCE_EXHAUSTED', message: M.full });
    expect((await stored(owner.uid)).mirror.invitedIds).toHaveLength(5);
  });

  it('a member leaves; the owner cannot leave but removes and dissolves', async () => {
    const [owner, member] = await pair();
    const ownerLeaves = await expectFailure(call(owner, 'household-leave'));
    expect(ownerLeaves.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: M.ownerCannotLeave });
    const back = await expectSuccess(call<HouseholdView>(member, 'household-leave'));
    expect(back.id).toBe(member.uid);
    expect((await stored(owner.uid)).firestore.memberIds).toEqual([owner.uid]);

    await expectSuccess(call(owner, 'household-invite', { username: member.username }));
    await expectSuccess(call(member, 'household-accept', { householdId: owner.uid }));
    const removed = await expectSuccess(call<HouseholdView>(owner, 'household-remove', { uid: member.uid }));
    expect(removed.members.map((m) => m.uid)).toEqual([owner.uid]);
    expect((await overview(member)).household.id).toBe(member.uid);

    const third = await user();
    await expectSuccess(call(owner, 'household-invite', { username: third.username }));
    await expectSuccess(call(third, 'household-accept', { householdId: owner.uid }));
    await expectSuccess(call(owner, 'household-dissolve'));
    expect((await overview(third)).household.id).toBe(third.uid);
    expect((await stored(owner.uid)).mirror).toEqual({ memberIds: [owner.uid], invitedIds: [] });
  });

  it('an invitation is declined, and a member of another household cannot accept a second one', async () => {
    const [owner, member] = await pair();
    const other = await user();
    await expectSuccess(call(other, 'household-invite', { username: member.username }));
    const second = await expectFailure(call(member, 'household-accept', { householdId: other.uid }));
    expect(second.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: M.inAnotherHousehold });
    await expectSuccess(call(member, 'household-decline', { householdId: other.uid }));
    expect((await overview(member)).invitations).toEqual([]);
    const stranger = await user();
    const notInvited = await expectFailure(call(stranger, 'household-accept', { householdId: owner.uid }));
    expect(notInvited.error).toMatchObject({ status: 'NOT_FOUND', message: M.notInvited });
  });
});
