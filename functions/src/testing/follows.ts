/**
 * Follows for the social-group tests: verified users (the Auth emulator account with its email verified and a
 * fresh token, and a users/{uid} profile), the social-follow callable as the browser calls it, and reads of every
 * place a follow lives (both edges, both counts, the mirror rows).
 */
import { afterAll } from 'vitest';
import { auth, db } from '../platform/firebase';
import { createUser, type TestUser } from './authEmulator';
import { callCallable, type CallableResponse } from './callables';
import { mirrorRow, query } from './pg';
import { deleteAccounts, signIn } from './users';

/** A user whose email is verified, with a token that says so. */
export async function createVerifiedUser(profile: Record<string, unknown> = {}): Promise<TestUser> {
  const user = await createUser(db(), { profile });
  await auth().updateUser(user.uid, { emailVerified: true });
  return { ...user, idToken: await signIn(user.email, user.password) };
}

/**
 * The accounts of one test file, deleted after its tests: `verified(profile)` makes a verified user; `accounts`
 * takes the uid of any other user the file makes itself.
 */
export function verifiedAccounts(): {
  readonly verified: (profile?: Record<string, unknown>) => Promise<TestUser>;
  readonly accounts: string[];
} {
  const accounts: string[] = [];
  afterAll(() => deleteAccounts(accounts), 120_000);
  return {
    accounts,
    async verified(profile = {}) {
      const user = await createVerifiedUser(profile);
      accounts.push(user.uid);
      return user;
    },
  };
}

/**
 * The status each viewer gets reading what a user shares under each privacy setting (001 §6: their collections,
 * the recipes they rated): the owner always; a follower from 'followers' on; a stranger and a guest only 'public'.
 */
export const STATUS_BY_PRIVACY = [
  ['private', { owner: 200, follower: 403, stranger: 403, guest: 403 }],
  ['followers', { owner: 200, follower: 200, stranger: 403, guest: 403 }],
  ['public', { owner: 200, follower: 200, stranger: 200, guest: 200 }],
] as const;

export function callFollow(
  user: TestUser | null,
  targetUserId: string,
  operation: 'follow' | 'unfollow' = 'follow',
  botToken?: string,
): Promise<CallableResponse<{ isFollowing: boolean; followerCount: number; followingCount: number }>> {
  return callCallable('social-follow', { targetUserId, operation, botToken }, user?.idToken);
}

export interface FollowState {
  followerEdge: boolean;
  followingEdge: boolean;
  mirrorRow: boolean;
}

/** Where the follow of `followerId` → `followedId` exists: each edge in Firestore, the row in the mirror. */
export async function followState(followedId: string, followerId: string): Promise<FollowState> {
  const [followerEdge, followingEdge, row] = await Promise.all([
    db().doc(`users/${followedId}/followers/${followerId}`).get(),
    db().doc(`users/${followerId}/following/${followedId}`).get(),
    mirrorRow('follows', `${followedId}/${followerId}`),
  ]);
  return { followerEdge: followerEdge.exists, followingEdge: followingEdge.exists, mirrorRow: row !== null };
}

export interface Counts {
  followerCount: number;
  followingCount: number;
}

/** A user's counts in Firestore and in the mirror's profile row. */
export async function countsOf(uid: string): Promise<{ firestore: Counts; mirror: Counts | null }> {
  const doc = (await db().doc(`users/${uid}`).get()).data() ?? {};
  const row = await mirrorRow('profiles', uid);
  return {
    firestore: {
      followerCount: Number(doc.followerCount ?? 0),
      followingCount: Number(doc.followingCount ?? 0),
    },
    mirror: row
      ? { followerCount: Number(row.follower_count), followingCount: Number(row.following_count) }
      : null,
  };
}

/** How many follower edges a user has in Firestore and in the mirror (what the counts must equal). */
export async function edgesOf(uid: string): Promise<{ firestore: number; mirror: number }> {
  const snapshot = await db().collection(`users/${uid}/followers`).count().get();
  const rows = await query<{ n: string }>(
    'select count(*) as n from public.follows where following_id = $1',
    [uid],
  );
  return { firestore: snapshot.data().count, mirror: Number(rows[0]?.n ?? 0) };
}
