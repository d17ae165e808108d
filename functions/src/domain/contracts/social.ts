/**
 * The social group's calls (spec 001 §7 "Following and notifications"): follow and unfollow as a callable (the
 * older client's sync-follow, sync-user and update-user-counts steps are one server action here), the notification
 * level per followed cook, the follow state of a channel, and the caller's follow lists.
 */
import {
  channelProfileQuerySchema,
  followInputSchema,
  followListQuerySchema,
  followStatusQuerySchema,
  notificationSettingsInputSchema,
  notificationSettingsQuerySchema,
  topFollowedQuerySchema,
  userFollowingInputSchema,
  type ChannelProfile,
  type FollowListPage,
  type FollowResult,
  type NotificationLevel,
  type TopFollowedList,
} from '../follows';
import { callableContract, getContract, postContract } from './define';

export const socialFollow = callableContract<FollowResult>('verified')({
  name: 'social-follow',
  input: followInputSchema,
  errors: ['unauthenticated', 'permission-denied', 'not-found', 'failed-precondition', 'unavailable'],
});

export const notificationSettings = getContract<{ notificationLevel: NotificationLevel }>(
  'signedIn',
  'social',
)('/api/notifications/settings', notificationSettingsQuerySchema, ['unauthenticated']);

export const updateNotificationSettings = postContract<{ notificationLevel: NotificationLevel }>(
  'signedIn',
  'social',
)('/api/notifications/settings', notificationSettingsInputSchema, [
  'unauthenticated',
  'permission-denied',
  'failed-precondition',
  'unavailable',
]);

export const followStatus = getContract<{ isFollowing: boolean }>('signedIn', 'social')(
  '/api/follows/status',
  followStatusQuerySchema,
  ['unauthenticated'],
);

/** The caller's two follow lists (whom they follow, who follows them): one page each, the same query and answer. */
const followListContract = <const Path extends string>(path: Path) =>
  getContract<FollowListPage>('signedIn', 'social')(path, followListQuerySchema, [
    'unauthenticated',
    'unavailable',
  ]);

export const followingList = followListContract('/api/follows/following');
export const followersList = followListContract('/api/follows/followers');

/** The top 50 most-followed cooks (001 §3, §9), for anyone: the "Top cooks" page. */
export const topFollowed = getContract<TopFollowedList>('public', 'social')(
  '/api/follows/top-followed',
  topFollowedQuerySchema,
  ['unavailable'],
);

/**
 * Whom a cook follows (their channel page), for the owner always and for others as the cook's privacy setting for
 * following allows (decision 0042): guests too, refused with permission-denied for a viewer it leaves out.
 */
export const socialUserFollowing = callableContract<FollowListPage>('public')({
  name: 'social-userFollowing',
  input: userFollowingInputSchema,
  errors: ['permission-denied', 'not-found', 'unavailable'],
});

/**
 * A cook's public profile by username, for anyone (issue 30 §1, decision 0068): what a guest's channel page shows,
 * from the mirror; an unknown or deactivated cook is not-found.
 */
export const channelProfile = getContract<{ profile: ChannelProfile }>('public', 'social')(
  '/api/channels/profile',
  channelProfileQuerySchema,
  ['not-found', 'unavailable'],
);
