/**
 * The notification level per followed cook (spec 001 §3 "Notification setting", §4, §5): all, personalized or none,
 * 'all' when none was chosen. Stored at users/{uid}/notificationSettings/{followedUserId} and mirrored
 * (public.notification_settings), where the delivery of new recipes to followers will read it. A level belongs to
 * a follow: setting one for a cook not followed is refused, and an unfollow removes it (follow.ts).
 */
import { AppError } from '../domain/errors';
import {
  DEFAULT_NOTIFICATION_LEVEL,
  FOLLOW_ACTIONS,
  FOLLOW_MESSAGES,
  NOTIFICATION_LEVELS,
  type NotificationLevel,
} from '../domain/follows';
import { versionedDoc } from '../platform/mirror/deps';
import { notificationSettingMapping } from '../platform/mirror/mappings';
import { writeMirrored } from '../platform/mirror/writeMirrored';
import type { SocialDeps } from './deps';
import { followerEdgePath, settingKey, settingPath } from './paths';

const levelOf = (value: unknown): NotificationLevel =>
  (NOTIFICATION_LEVELS as readonly unknown[]).includes(value)
    ? (value as NotificationLevel)
    : DEFAULT_NOTIFICATION_LEVEL;

export async function notificationLevel(
  deps: Pick<SocialDeps, 'db'>,
  uid: string,
  followedUserId: string,
): Promise<NotificationLevel> {
  const snapshot = await deps.db.doc(settingPath(uid, followedUserId)).get();
  return levelOf(snapshot.get('notificationLevel'));
}

export async function setNotificationLevel(
  deps: SocialDeps,
  uid: string,
  followedUserId: string,
  level: NotificationLevel,
): Promise<NotificationLevel> {
  return writeMirrored(deps, FOLLOW_ACTIONS.notificationLevel, async (commit) => {
    const [edge, setting] = await deps.db.getAll(
      deps.db.doc(followerEdgePath(followedUserId, uid)),
      deps.db.doc(settingPath(uid, followedUserId)),
    );
    if (!edge?.exists) {
      throw new AppError('failed-precondition', FOLLOW_MESSAGES.notFollowing, { field: 'followedUserId' });
    }
    const before = setting?.exists ? versionedDoc(setting) : null;
    if (before && before.notificationLevel === level) return level;
    await commit([
      {
        mapping: notificationSettingMapping,
        id: settingKey(uid, followedUserId),
        before,
        after: {
          followedUserId,
          notificationLevel: level,
          updatedAt: (deps.now?.() ?? new Date()).toISOString(),
        },
      },
    ]);
    return level;
  });
}
