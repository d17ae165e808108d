/**
 * Query schemas of the activity and discovery calls (001 §7 "Feeds, discovery, recommendations"; 002 §9). Query
 * values arrive as strings; a bad one is a 400 whose message names the parameter.
 */
import { z } from 'zod';
import { PAGING } from '../constants/social';
import { feedListQuerySchema } from '../feeds/schemas';
import { intParam, optionalText } from '../recipe/httpSchemas';
import { RECIPE_LANGUAGES } from '../recipe/types';
import { TREND_PERIOD_KINDS } from './trends';

/** ours: the activity feed shows the latest 50 items. */
export const ACTIVITY_FEED_MAX = 50;

const language = (name: string) =>
  z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? 'en' : value),
    z.enum(RECIPE_LANGUAGES, { error: `${name} must be one of: ${RECIPE_LANGUAGES.join(', ')}` }),
  );

/** get-following-recipes: query limit (default 20), category, preferredLanguage: the feeds' list query. */
export const followingRecipesQuerySchema = feedListQuerySchema;

/** get-discover-chefs: query limit=12, preferredLanguage, excludeFollowing=true. */
export const discoverChefsQuerySchema = z.object({
  limit: intParam('limit', 1, 50, PAGING.discoveryChefs),
  preferredLanguage: language('preferredLanguage'),
  excludeFollowing: z
    .enum(['true', 'false'], { error: 'excludeFollowing must be true or false' })
    .default('true')
    .transform((value) => value === 'true'),
});

/**
 * my-activity-feed(-enterprise): query limit (default and most 50) and the reader's interface language (a recipe
 * family is one item, as its member in it: decision 0073; without it, the reader's profile language).
 */
export const activityFeedQuerySchema = z.object({
  limit: intParam('limit', 1, ACTIVITY_FEED_MAX, ACTIVITY_FEED_MAX),
  language: optionalText('language', 10),
});

/** The admin's trending users: period weekly or monthly. */
export const trendingUsersQuerySchema = z.object({
  period: z.enum(TREND_PERIOD_KINDS, { error: 'period must be weekly or monthly' }).default('weekly'),
});
