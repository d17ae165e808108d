import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import {
  accept,
  activeHouseholdId,
  decline,
  dissolve,
  householdOfOne,
  invite,
  leave,
  remove,
  type Membership,
} from './membership';
import { HOUSEHOLD_MESSAGES as M } from './messages';

const shared: Membership = { ownerId: 'o', memberIds: ['o', 'a'], invitedIds: ['b'] };

function refusal(run: () => unknown): { code: string; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('not refused');
}

describe('household membership', () => {
  it('the owner invites; pending invitations count toward the six', () => {
    expect(invite(shared, 'o', 'c')).toEqual({ memberIds: ['o', 'a'], invitedIds: ['b', 'c'] });
    const five: Membership = { ownerId: 'o', memberIds: ['o', 'a', 'b', 'c'], invitedIds: ['d'] };
    expect(invite(five, 'o', 'e').invitedIds).toEqual(['d', 'e']);
    const six: Membership = { ...five, invitedIds: ['d', 'e'] };
    expect(refusal(() => invite(six, 'o', 'f'))).toEqual({ code: 'resource-exhausted', message: M.full });
  });

  it.each([
    ['a member', () => invite(shared, 'a', 'c'), 'permission-denied', M.notOwner],
    ['oneself', () => invite(shared, 'o', 'o'), 'failed-precondition', M.inviteSelf],
    ['a member again', () => invite(shared, 'o', 'a'), 'failed-precondition', M.alreadyMember],
    ['an invitee again', () => invite(shared, 'o', 'b'), 'failed-precondition', M.alreadyInvited],
  ])('refuses inviting as or to %s', (_label, run, code, message) => {
    expect(refusal(run)).toEqual({ code, message });
  });

  it('the invitee joins from their own household of one, and only then', () => {
    expect(accept(shared, 'b', householdOfOne('b'), 'b')).toEqual({
      memberIds: ['o', 'a', 'b'],
      invitedIds: [],
    });
    expect(refusal(() => accept(shared, 'c', householdOfOne('c'), 'c')).message).toBe(M.notInvited);
    expect(refusal(() => accept(shared, 'b', householdOfOne('b'), 'x')).message).toBe(M.inAnotherHousehold);
    const ownShared: Membership = { ownerId: 'b', memberIds: ['b', 'z'], invitedIds: [] };
    expect(refusal(() => accept(shared, 'b', ownShared, 'b')).message).toBe(M.ownHouseholdShared);
    expect(decline(shared, 'b')).toEqual({ memberIds: ['o', 'a'], invitedIds: [] });
  });

  it('a member leaves; the owner cannot, and dissolves instead', () => {
    expect(leave(shared, 'a')).toEqual({ memberIds: ['o'], invitedIds: ['b'] });
    expect(refusal(() => leave(shared, 'o')).message).toBe(M.ownerCannotLeave);
    expect(refusal(() => leave(shared, 'b')).message).toBe(M.notInHousehold);
    expect(dissolve(shared, 'o')).toEqual({ memberIds: ['o'], invitedIds: [] });
    expect(refusal(() => dissolve(shared, 'a')).code).toBe('permission-denied');
  });

  it('the owner removes a member or withdraws an invitation, nobody else', () => {
    expect(remove(shared, 'o', 'a')).toEqual({ memberIds: ['o'], invitedIds: ['b'] });
    expect(remove(shared, 'o', 'b')).toEqual({ memberIds: ['o', 'a'], invitedIds: [] });
    expect(refusal(() => remove(shared, 'a', 'o')).code).toBe('permission-denied');
    expect(refusal(() => remove(shared, 'o', 'o')).message).toBe(M.removeSelf);
    expect(refusal(() => remove(shared, 'o', 'q')).code).toBe('not-found');
  });

  it("someone else's household wins over one's own", () => {
    expect(activeHouseholdId('a', [])).toBe('a');
    expect(activeHouseholdId('a', [{ id: 'a', ownerId: 'a' }])).toBe('a');
    expect(
      activeHouseholdId('a', [
        { id: 'a', ownerId: 'a' },
        { id: 'o', ownerId: 'o' },
      ]),
    ).toBe('o');
  });
});
