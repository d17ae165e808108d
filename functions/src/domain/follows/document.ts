/**
 * Following (spec 001 §3 "Follow", "Notification setting", "Trend aggregates"; 002 §3 "Trending period documents"):
 * where the documents live and what they hold. The edge under the followed user is the mirrored one (public.follows,
 * key '{followedId}/{followerId}'); its twin under the follower is written in the same Firestore commit.
 */
export const FOLLOWERS_SUBCOLLECTION = 'followers';
export const FOLLOWING_SUBCOLLECTION = 'following';
export const NOTIFICATION_SETTINGS_SUBCOLLECTION = 'notificationSettings';
export const WEEKLY_TRENDS_COLLECTION = 'weeklyUserTrends';
export const MONTHLY_TRENDS_COLLECTION = 'monthlyUserTrends';
/** leaderboards/topFollowed: the top-followed job's list (001 §3 "Top followed users list"). */
export const LEADERBOARDS_COLLECTION = 'leaderboards';
export const TOP_FOLLOWED_DOCUMENT = 'topFollowed';

export const NOTIFICATION_LEVELS = ['all', 'personalized', 'none'] as const;
export type NotificationLevel = (typeof NOTIFICATION_LEVELS)[number];
/** 001 §4: the default, also when loading fails. */
export const DEFAULT_NOTIFICATION_LEVEL: NotificationLevel = 'all';

export const FOLLOW_OPERATIONS = ['follow', 'unfollow'] as const;
export type FollowOperation = (typeof FOLLOW_OPERATIONS)[number];

/** users/{followedId}/followers/{followerId} */
export interface FollowerEdge {
  followerId: string;
  followedAt: string;
}

/** users/{followerId}/following/{followedId} */
export interface FollowingEdge {
  followingId: string;
  followedAt: string;
}

/** users/{uid}/notificationSettings/{followedUserId} */
export interface NotificationSettingDoc {
  followedUserId: string;
  notificationLevel: NotificationLevel;
  updatedAt: string;
}

/** One person of a follow list (/following, /followers): the public profile's fields the cards show. */
export interface FollowPerson {
  id: string;
  displayName: string;
  username: string | null;
  photoURL: string;
  isVerified: boolean;
  recipeCount: number;
  followerCount: number;
  followedAt: string;
  /** Whether the caller follows this person (the /followers toggle). */
  isFollowing: boolean;
}

/** 001 §3 "Top followed users list". */
export interface TopFollowedUser {
  id: string;
  displayName: string;
  username: string | null;
  profileImage: string;
  followerCount: number;
  recipeCount: number;
}

/** GET /api/follows/top-followed: the list as the job last wrote it (empty, updatedAt null, before its first run). */
export interface TopFollowedList {
  users: TopFollowedUser[];
  updatedAt: string | null;
}

/** social-follow's answer. */
export interface FollowResult {
  /** Whether the caller follows the user now. */
  isFollowing: boolean;
  /** The followed user's follower count after the call. */
  followerCount: number;
  /** The caller's following count after the call. */
  followingCount: number;
}

/** A page of /following or /followers. */
export interface FollowListPage {
  people: FollowPerson[];
  hasMore: boolean;
}

/** POST /api/cron/recalculate-top-followed (002 §7): stats.totalUsers, stats.topUser.followerCount. */
export interface TopFollowedStats {
  totalUsers: number;
  topUser: TopFollowedUser | null;
}
