import {
  FOLLOWERS_SUBCOLLECTION,
  NOTIFICATION_LEVELS,
  NOTIFICATION_SETTINGS_SUBCOLLECTION,
  DEFAULT_NOTIFICATION_LEVEL,
  type NotificationLevel,
} from '../../../domain/follows/document';
import { USERS_COLLECTION } from '../../../domain/profile/document';
import { toIsoString } from '../../../domain/time';
import { defineSubcollectionMapping } from './define';

/**
 * users/{followingId}/followers/{followerId} → public.follows (supabase/migrations/20261129000300_social.sql). The
 * twin users/{followerId}/following/{followingId} is written in the same commit and has no row of its own.
 */
export const followMapping = defineSubcollectionMapping(
  [USERS_COLLECTION, FOLLOWERS_SUBCOLLECTION],
  'follows',
  (doc, [followingId, followerId]) => {
    const followedAt = toIsoString(doc.followedAt);
    return {
      following_id: followingId,
      follower_id: followerId,
      ...(followedAt ? { followed_at: followedAt } : {}),
    };
  },
  {},
);

const levelOf = (value: unknown): NotificationLevel =>
  (NOTIFICATION_LEVELS as readonly unknown[]).includes(value)
    ? (value as NotificationLevel)
    : DEFAULT_NOTIFICATION_LEVEL;

/** users/{uid}/notificationSettings/{followedUserId} → public.notification_settings (same migration). */
export const notificationSettingMapping = defineSubcollectionMapping(
  [USERS_COLLECTION, NOTIFICATION_SETTINGS_SUBCOLLECTION],
  'notification_settings',
  (doc, [userId, followedUserId]) => ({
    user_id: userId,
    followed_user_id: followedUserId,
    notification_level: levelOf(doc.notificationLevel),
  }),
  { updated_at: 'updatedAt' },
);
