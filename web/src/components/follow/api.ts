/**
 * Following's calls (spec 001 §7 "Following and notifications"), typed by functions/src/domain/contracts/social.ts:
 * follow and unfollow (social-follow, FOLLOW_USER), whether the viewer follows a user, the notification level
 * (GET/POST /api/notifications/settings, UPDATE_NOTIFICATION) and the viewer's follow lists.
 */
import type { FollowOperation, NotificationLevel } from '@domain/follows';
import { apiCall, callFunction } from '@/platform/api';
import { getBotToken } from '@/platform/botCheck';

export async function follow(targetUserId: string, operation: FollowOperation) {
  // FOLLOW_USER proceeds without a token when none arrives within 5 s (002 §8)
  const botToken = await getBotToken('FOLLOW_USER');
  return callFunction('social-follow', { targetUserId, operation, botToken });
}

export async function followStatus(userId: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await apiCall('GET /api/follows/status', { query: { userId }, signal });
  return answer.isFollowing === true;
}

export async function notificationLevel(
  followedUserId: string,
  signal?: AbortSignal,
): Promise<NotificationLevel> {
  const answer = await apiCall('GET /api/notifications/settings', { query: { followedUserId }, signal });
  return answer.notificationLevel ?? 'all';
}

export async function saveNotificationLevel(followedUserId: string, level: NotificationLevel) {
  const recaptchaToken = await getBotToken('UPDATE_NOTIFICATION');
  return apiCall('POST /api/notifications/settings', {
    body: { followedUserId, notificationLevel: level, recaptchaToken },
  });
}

export function followList(
  direction: 'following' | 'followers',
  query: { limit: number; offset: number; search?: string },
  signal?: AbortSignal,
) {
  const key = direction === 'following' ? 'GET /api/follows/following' : 'GET /api/follows/followers';
  return apiCall(key, { query, signal });
}

/** Query keys (platform/queryKeys.ts: other parts of the web refresh these answers too). */
export { followKeys } from '@/platform/queryKeys';
