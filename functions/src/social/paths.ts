/** The documents of a follow between two users (domain/follows/document.ts), as Firestore paths and mirror keys. */
import {
  FOLLOWERS_SUBCOLLECTION,
  FOLLOWING_SUBCOLLECTION,
  NOTIFICATION_SETTINGS_SUBCOLLECTION,
} from '../domain/follows';
import { USERS_COLLECTION } from '../domain/profile';
import { subcollectionKey } from '../platform/mirror/documentKey';

export const userPath = (uid: string) => `${USERS_COLLECTION}/${uid}`;
/** users/{followedId}/followers/{followerId}: the mirrored edge (public.follows). */
export const followerEdgePath = (followedId: string, followerId: string) =>
  `${userPath(followedId)}/${FOLLOWERS_SUBCOLLECTION}/${followerId}`;
export const followerEdgeKey = (followedId: string, followerId: string) =>
  subcollectionKey(followedId, followerId);
/** users/{followerId}/following/{followedId}: its twin, written in the same commit. */
export const followingEdgePath = (followerId: string, followedId: string) =>
  `${userPath(followerId)}/${FOLLOWING_SUBCOLLECTION}/${followedId}`;
export const settingPath = (uid: string, followedId: string) =>
  `${userPath(uid)}/${NOTIFICATION_SETTINGS_SUBCOLLECTION}/${followedId}`;
export const settingKey = (uid: string, followedId: string) => subcollectionKey(uid, followedId);
