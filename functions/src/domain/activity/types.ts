/**
 * The activity feed and discovery (spec 001 §3 "Activity item", "Recommended chef", "Trend aggregates"; 002 §3
 * "Trending period documents"). Pure: the web imports these types too.
 *
 * Firestore: users/{uid}/activity/{id}, written by the functions only (the new-recipe fan-out,
 * docs/decisions/0014-activity-fan-out.md), read by its owner only. Not mirrored: it is a per-reader inbox, never
 * queried across users.
 */
import type { NotificationLevel } from '../follows/document';

export const ACTIVITY_SUBCOLLECTION = 'activity';

export const ACTIVITY_TYPES = ['new_recipe', 'trending_recipe', 'popular_recipe'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** 001 §3 "Activity item": the recipe part. */
export interface ActivityRecipe {
  id: string;
  title: string;
  /** The card-size image, or '' (the web shows the default image, then a placeholder). */
  image: string;
  category: string;
  views: number;
  rating: number;
}

/** 001 §3 "Activity item", as the feed calls answer it; `id` keys the list. */
export interface ActivityItem {
  id: string;
  type: ActivityType;
  timestamp: string;
  user: { id: string; name: string; username: string | null };
  recipe: ActivityRecipe;
}

/** users/{uid}/activity/{id} as the fan-out writes it (id: `new_recipe-{recipeId}`, so a repeated event rewrites it). */
export interface ActivityItemDoc {
  type: ActivityType;
  timestamp: string;
  user: { id: string; name: string; username: string | null };
  recipe: ActivityRecipe;
  /** Duplicates of user.id and recipe.id, for the clean-up queries. */
  authorId: string;
  recipeId: string;
  /** The reader's level for the author when the item was written. */
  level: NotificationLevel;
}

export const activityItemId = (type: ActivityType, recipeId: string) => `${type}-${recipeId}`;

/** The feed call's answer. `source` says which route answered (the enterprise one or its fallback). */
export interface ActivityFeed {
  items: ActivityItem[];
  source: 'enterprise' | 'basic';
}

/** Why a chef is suggested (the web words it in the reader's language). */
export const CHEF_REASONS = [
  'followedByYourCooks',
  'cooksWhatYouLike',
  'cooksInYourLanguage',
  'popular',
  'newCook',
] as const;
export type ChefReason = (typeof CHEF_REASONS)[number];

/** 001 §3 "Recommended chef": id, name, reason, recipeCount, followerCount (plus what the card shows). */
export interface RecommendedChef {
  id: string;
  name: string;
  username: string | null;
  photoURL: string;
  isVerified: boolean;
  reason: ChefReason;
  /**
   * The number the reason speaks of (cooks you follow who follow them, recipes in your favourite categories or in
   * your language, followers).
   */
  reasonCount: number;
  recipeCount: number;
  followerCount: number;
}

/** One of the top users of a trend period (002 §9: top 10 per week or month). */
export interface TrendingUser {
  id: string;
  displayName: string;
  username: string | null;
  profileImage: string;
  newFollowers: number;
  followerCount: number;
}

export interface TrendingPeriod {
  id: string;
  periodStart: string;
  periodEnd: string;
  totalNewConnections: number;
  users: TrendingUser[];
}
