/**
 * Follow and unfollow (spec 001 §4 "Follow"): the mirror first, then in one Firestore commit both relationship
 * records (users/{followed}/followers/{follower}, users/{follower}/following/{followed}), both users' counts
 * (followerCount, followingCount; the profiles rows move with them) and the trend documents. Following twice is one
 * edge; unfollowing someone not followed changes nothing. An unfollow also removes the notification level chosen
 * for that cook. Concurrent calls on the same users conflict on the versions and are redone from a fresh read
 * (writeMirrored), so the counts always equal the edges. A new follow tells the followed cook (new_follower).
 */
import { AppError } from '../domain/errors';
import { wantsNotifications } from '../domain/notifications';
import { FOLLOW_ACTIONS, FOLLOW_MESSAGES, type FollowOperation, type FollowResult } from '../domain/follows';
import { counterChange, countOf, removalIfExists } from '../platform/mirror/changes';
import { versionedDoc, withVersion } from '../platform/mirror/deps';
import { followMapping, notificationSettingMapping, profileMapping } from '../platform/mirror/mappings';
import type { MirroredChange, VersionedDoc } from '../platform/mirror/types';
import { writeNotification } from '../platform/notifications/inbox';
import { HOT_DOCUMENT_WRITE, writeMirrored } from '../platform/mirror/writeMirrored';
import type { SocialDeps } from './deps';
import {
  followerEdgeKey,
  followerEdgePath,
  followingEdgePath,
  settingKey,
  settingPath,
  userPath,
} from './paths';
import { followTrendWrites, unfollowTrendWrites } from './trends';

const countChange = (
  uid: string,
  before: VersionedDoc,
  field: 'followerCount' | 'followingCount',
  delta: 1 | -1,
): MirroredChange => counterChange(profileMapping, uid, before, field, delta);

export async function followUser(
  deps: SocialDeps,
  followerId: string,
  followedId: string,
  operation: FollowOperation,
): Promise<FollowResult> {
  if (followerId === followedId) {
    throw new AppError('invalid-argument', FOLLOW_MESSAGES.cannotFollowSelf, { field: 'targetUserId' });
  }
  const follow = operation === 'follow';
  /** Set when this call created the edge: the followed cook is told once it committed. */
  let newFollower: { name: string; at: Date } | null = null;
  const result = await writeMirrored(
    deps,
    follow ? FOLLOW_ACTIONS.follow : FOLLOW_ACTIONS.unfollow,
    async (commit) => {
      const [followedSnap, followerSnap, edgeSnap, settingSnap] = await deps.db.getAll(
        deps.db.doc(userPath(followedId)),
        deps.db.doc(userPath(followerId)),
        deps.db.doc(followerEdgePath(followedId, followerId)),
        deps.db.doc(settingPath(followerId, followedId)),
      );
      if (!followedSnap?.exists) throw new AppError('not-found', FOLLOW_MESSAGES.userNotFound);
      if (!followerSnap?.exists) throw new AppError('not-found', FOLLOW_MESSAGES.userNotFound);
      const followed = versionedDoc(followedSnap);
      const follower = versionedDoc(followerSnap);
      const unchanged: FollowResult = {
        isFollowing: Boolean(edgeSnap?.exists),
        followerCount: countOf(followed.followerCount),
        followingCount: countOf(follower.followingCount),
      };
      if (follow === Boolean(edgeSnap?.exists)) return unchanged;

      const now = deps.now?.() ?? new Date();
      const delta = follow ? 1 : -1;
      const changes: MirroredChange[] = [
        countChange(followedId, followed, 'followerCount', delta),
        countChange(followerId, follower, 'followingCount', delta),
      ];
      if (follow) {
        const followedAt = now.toISOString();
        changes.push({
          mapping: followMapping,
          id: followerEdgeKey(followedId, followerId),
          before: null,
          after: { followerId, followedAt },
        });
        await commit(changes, [
          { path: followingEdgePath(followerId, followedId), data: { followingId: followedId, followedAt } },
          ...followTrendWrites(followedId, now),
        ]);
        // the cook's profile was just read: no second read of a document 20 followers may be writing at once
        if (wantsNotifications(followed)) newFollower = { name: displayNameOf(follower), at: now };
      } else {
        const edge = edgeSnap ? versionedDoc(edgeSnap) : withVersion({});
        changes.push({
          mapping: followMapping,
          id: followerEdgeKey(followedId, followerId),
          before: edge,
          after: null,
        });
        changes.push(
          ...removalIfExists(notificationSettingMapping, settingKey(followerId, followedId), settingSnap),
        );
        await commit(changes, [
          { path: followingEdgePath(followerId, followedId), data: null },
          ...unfollowTrendWrites(followedId, String(edge.followedAt ?? ''), now),
        ]);
      }
      return {
        isFollowing: follow,
        followerCount: Math.max(0, unchanged.followerCount + delta),
        followingCount: Math.max(0, unchanged.followingCount + delta),
      };
    },
    HOT_DOCUMENT_WRITE,
  );
  if (newFollower) await tellNewFollower(deps, followerId, followedId, newFollower);
  return result;
}

const displayNameOf = (profile: Record<string, unknown>) =>
  [profile.displayName, profile.username].find(
    (name): name is string => typeof name === 'string' && !!name,
  ) ?? '';

/** 001 §4 (issue 27): the followed cook hears of a new follower; a follow after an unfollow replaces the old one. */
function tellNewFollower(
  deps: SocialDeps,
  followerId: string,
  followedId: string,
  follower: { name: string; at: Date },
) {
  return writeNotification(
    deps.db,
    {
      recipient: followedId,
      type: 'new_follower',
      actor: { uid: followerId, name: follower.name },
      id: `new_follower-${followerId}`,
    },
    follower.at,
  );
}
