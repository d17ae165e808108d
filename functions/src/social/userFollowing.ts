/**
 * Whom a cook follows, as their channel page shows it (decision 0042): the cook's privacy setting for following
 * (only me, followers, everyone; 001 §6) decides who may read it, here on the server; the owner always may. The
 * list is the owner's /following query (followList); each person's follow toggle is the viewer's own state.
 */
import { AppError } from '../domain/errors';
import {
  FOLLOW_MESSAGES,
  mayViewFollowing,
  type FollowListPage,
  type UserFollowingInput,
} from '../domain/follows';
import { canonicalProfile } from '../domain/profile';
import type { SocialDeps } from './deps';
import { followList } from './lists';
import { followerEdgePath, userPath } from './paths';

export async function userFollowing(
  deps: Pick<SocialDeps, 'db' | 'supabase'>,
  viewer: string | null,
  input: UserFollowingInput,
): Promise<FollowListPage> {
  const ownerId = input.userId;
  const [owner, edge] = await deps.db.getAll(
    deps.db.doc(userPath(ownerId)),
    deps.db.doc(followerEdgePath(ownerId, viewer ?? '-')),
  );
  if (!owner?.exists) throw new AppError('not-found', FOLLOW_MESSAGES.userNotFound);
  const { privacy } = canonicalProfile(ownerId, owner.data() ?? {}, new Date().toISOString()).profile;
  const isOwner = viewer === ownerId;
  if (!mayViewFollowing(privacy.following, { isOwner, isFollower: viewer !== null && edge?.exists === true }))
    throw new AppError('permission-denied', FOLLOW_MESSAGES.followingPrivate);

  const page = await followList(deps, ownerId, 'following', { ...input, search: '' });
  if (isOwner) return page;
  const followed = await followedByViewer(
    deps,
    viewer,
    page.people.map((person) => person.id),
  );
  return {
    ...page,
    people: page.people.map((person) => ({ ...person, isFollowing: followed.has(person.id) })),
  };
}

/** Which of these people the viewer follows (a guest: none), from the mirror's edges. */
async function followedByViewer(
  deps: Pick<SocialDeps, 'supabase'>,
  viewer: string | null,
  ids: string[],
): Promise<Set<string>> {
  if (!viewer || ids.length === 0) return new Set();
  const { data, error } = await deps.supabase
    .from('follows')
    .select('following_id')
    .eq('follower_id', viewer)
    .in('following_id', ids);
  if (error) throw new AppError('unavailable', FOLLOW_MESSAGES.loadFailed, { reason: error.message });
  return new Set((data ?? []).map((row: { following_id: string }) => row.following_id));
}
