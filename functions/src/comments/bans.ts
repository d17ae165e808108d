/**
 * Bans (spec 002 §2 Banned Users tab, §3 "Banned user", §7 banned-users): the admin bans a user with a reason and
 * an end (empty = permanent), lists the bans in effect and unbans. bannedUsers/{uid} is Firestore only (not
 * mirrored, no client rule); create.ts reads it through isBanned. The handlers have checked the admin.
 */
import {
  BAN_MESSAGES,
  banUntilFrom,
  bannedUsersPage,
  type BanDoc,
  type BanUserInput,
  type BannedUsersQuery,
} from '../domain/comments/bans';
import { BANNED_USERS_COLLECTION, COMMENTS_COLLECTION } from '../domain/comments/types';
import { AppError } from '../domain/errors';
import { PRIVATE_ACCOUNT_PATH, USERS_COLLECTION } from '../domain/profile';
import type { CommentsDeps } from './deps';

/** The audit log's names of the two actions. */
export const BAN_AUDIT_ACTIONS = {
  ban: 'POST /api/admin/ban-user',
  unban: 'POST /api/admin/banned-users',
} as const;

type Deps = Pick<CommentsDeps, 'db' | 'now'>;

const clock = (deps: Deps) => deps.now?.() ?? new Date();
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const banRef = (deps: Deps, uid: string) => deps.db.collection(BANNED_USERS_COLLECTION).doc(uid);

export async function banUser(
  deps: Deps,
  adminUid: string,
  input: BanUserInput,
): Promise<{ ban: BanDoc; before: BanDoc | null }> {
  const now = clock(deps);
  const until = banUntilFrom(input.until, now);
  if ('error' in until) throw new AppError('invalid-argument', until.error, { field: 'until' });
  const user = deps.db.collection(USERS_COLLECTION).doc(input.userId);
  const [profile, account, previous, comments] = await Promise.all([
    user.get(),
    user.collection(PRIVATE_ACCOUNT_PATH[0]).doc(PRIVATE_ACCOUNT_PATH[1]).get(),
    banRef(deps, input.userId).get(),
    deps.db.collection(COMMENTS_COLLECTION).where('authorId', '==', input.userId).count().get(),
  ]);
  if (!profile.exists) throw new AppError('not-found', BAN_MESSAGES.userNotFound);
  if (profile.get('isAdmin') === true)
    throw new AppError('failed-precondition', BAN_MESSAGES.adminCannotBeBanned);
  const ban: BanDoc = {
    userId: input.userId,
    profile: {
      displayName: text(profile.get('displayName')),
      // the private account's copy; profiles written before it existed kept the address on the profile
      email: text(account.get('email')) || text(profile.get('email')),
    },
    banReason: input.reason,
    bannedAt: now.toISOString(),
    banUntil: until.banUntil,
    bannedBy: adminUid,
    totalComments: comments.data().count,
  };
  await banRef(deps, input.userId).set(ban);
  return { ban, before: previous.exists ? (previous.data() as BanDoc) : null };
}

/** Removes the ban: the user may comment again at once. */
export async function unbanUser(deps: Deps, userId: string): Promise<{ before: BanDoc }> {
  const ref = banRef(deps, userId);
  const before = await ref.get();
  if (!before.exists) throw new AppError('not-found', BAN_MESSAGES.notBanned);
  await ref.delete();
  return { before: before.data() as BanDoc };
}

/** The bans in effect (a small collection: read whole, filtered and paged by the domain rule). */
export async function listBannedUsers(deps: Deps, query: BannedUsersQuery) {
  const snapshot = await deps.db.collection(BANNED_USERS_COLLECTION).get();
  const bans = snapshot.docs.map((doc) => {
    const data = doc.data() as Partial<BanDoc>;
    return {
      userId: doc.id,
      profile: {
        displayName: text(data.profile?.displayName),
        email: text(data.profile?.email),
      },
      banReason: text(data.banReason),
      bannedAt: text(data.bannedAt),
      banUntil: text(data.banUntil),
      bannedBy: text(data.bannedBy),
      totalComments: typeof data.totalComments === 'number' ? data.totalComments : 0,
    } satisfies BanDoc;
  });
  return bannedUsersPage(bans, query, clock(deps));
}
