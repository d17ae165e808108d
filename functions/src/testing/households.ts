/**
 * Households for the household, plan and shopping tests: verified users with a reserved username (invitations go
 * by username), the calls as the browser makes them, and two users sharing one household.
 */
import { randomBytes } from 'node:crypto';
import { db } from '../platform/firebase';
import type { TestUser } from './authEmulator';
import { callCallable, expectSuccess, type CallableResponse } from './callables';
import { verifiedAccounts } from './follows';

export interface HouseholdUser extends TestUser {
  readonly username: string;
}

export function call<T>(user: TestUser | null, name: string, data: Record<string, unknown> = {}) {
  return callCallable<T>(name, data, user?.idToken) as Promise<CallableResponse<T>>;
}

/** The accounts of one test file (deleted after it), each with its username reserved. */
export function householdAccounts() {
  const users = verifiedAccounts();
  const user = async (): Promise<HouseholdUser> => {
    const username = `hh_${randomBytes(5).toString('hex')}`;
    const created = await users.verified({ username, displayName: `Cook ${username}` });
    await db().doc(`usernames/${username}`).set({ userId: created.uid, createdAt: new Date().toISOString() });
    return { ...created, username };
  };
  /** An owner and a member who accepted the owner's invitation. */
  const pair = async (): Promise<[owner: HouseholdUser, member: HouseholdUser]> => {
    const [owner, member] = await Promise.all([user(), user()]);
    await expectSuccess(call(owner, 'household-invite', { username: member.username }));
    await expectSuccess(call(member, 'household-accept', { householdId: owner.uid }));
    return [owner, member];
  };
  return { user, pair, accounts: users.accounts };
}
