/**
 * Bans (spec 002 §2 Banned Users tab, §3 "Banned user", §7 banned-users): the admin bans a user with a reason and
 * an end (empty = permanent), lists the bans in effect and unbans. bannedUsers/{uid} is Firestore only (not
 * mirrored, no client rule); create.ts reads it through refuseBanned. The platform has checked the admin.
 */
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  BAN_MESSAGES,
  banListed,
  banUntilFrom,
  bannedUsersPage,
  bansWanted,
  type BanDoc,
  type BanUserInput,
  type BannedUsersQuery,
} from '../domain/comments/bans';
import { BANNED_USERS_COLLECTION, COMMENTS_COLLECTION } from '../domain/comments/types';
import { AppError } from '../domain/errors';
import { PRIVATE_ACCOUNT_PATH, USERS_COLLECTION } from '../domain/profile';
import type { CommentsDeps } from './deps';
import { storedAs } from '../platform/storedAs';

/** The audit log's names of the two actions. */
export const BAN_AUDIT_ACTIONS = {
  ban: 'POST /api/admin/ban-user',
  unban: 'POST /api/admin/banned-users',
} as const;

type Deps = Pick<CommentsDeps, 'db' | 'now'>;

const clock = (deps: Deps) => deps.now?.() ?? new Date();
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const banRef = (deps: Deps, uid: string) =>
  deps.db.collection(BANNED_USERS_COLLECTION).doc(uid).withConverter(storedAs<BanDoc>());

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
  return { ban, before: previous.data() ?? null };
}

/** Removes the ban: the user may comment again at once. */
export async function unbanUser(deps: Deps, userId: string): Promise<{ before: BanDoc }> {
  const ref = banRef(deps, userId);
  const before = (await ref.get()).data();
  if (!before) throw new AppError('not-found', BAN_MESSAGES.notBanned);
  await ref.delete();
  return { before };
}

/** Bans read per store query: a page of the tab and more, so a page with ended bans or a search takes few reads. */
const BAN_BATCH = 100;

/**
 * A page of the bans in effect, newest first: read from the store in bannedAt order, a batch at a time from a
 * cursor, only until the page's end (and one more ban, for hasMore) is found.
 */
export async function listBannedUsers(deps: Deps, query: BannedUsersQuery) {
  const now = clock(deps);
  const wanted = bansWanted(query);
  const listed: BanDoc[] = [];
  const ordered = deps.db
    .collection(BANNED_USERS_COLLECTION)
    .withConverter(storedAs<Partial<BanDoc>>())
    .orderBy('bannedAt', 'desc');
  let cursor: QueryDocumentSnapshot<Partial<BanDoc>> | undefined;
  for (;;) {
    const batch = await (cursor ? ordered.startAfter(cursor) : ordered).limit(BAN_BATCH).get();
    for (const doc of batch.docs) {
      const ban = banOf(doc);
      if (banListed(ban, query.search, now)) listed.push(ban);
    }
    cursor = batch.docs.at(-1);
    if (listed.length >= wanted || batch.size < BAN_BATCH || !cursor) break;
  }
  return bannedUsersPage(listed, query, now);
}

function banOf(doc: QueryDocumentSnapshot<Partial<BanDoc>>): BanDoc {
  const data = doc.data();
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
  };
}
