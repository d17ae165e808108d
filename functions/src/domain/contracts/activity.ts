/**
 * The activity group's calls (spec 001 §7 "Feeds, discovery, recommendations": following recipes, discover chefs,
 * the activity feed and its fallback route; 002 §9 trending users for admins). All are for a signed-in caller;
 * docs/decisions/0014-activity-fan-out.md tells how the activity items come to be.
 */
import {
  activityFeedQuerySchema,
  discoverChefsQuerySchema,
  followingRecipesQuerySchema,
  trendingUsersQuerySchema,
  type ActivityFeed,
  type RecommendedChef,
  type TrendingPeriod,
  type TrendPeriodKind,
} from '../activity';
import { getContract } from './define';
import { contractFamily } from './family';
import type { FeedList } from './feeds';

/** A signed-in reader's list from the mirror: refused to a guest, unavailable while the mirror fails. */
const mirrorRead = contractFamily('GET', 'signedIn', 'activity', ['unauthenticated', 'unavailable']);

export const followingRecipes = mirrorRead<FeedList>()(
  '/api/supabase/get-following-recipes',
  followingRecipesQuerySchema,
);

export const discoverChefs = mirrorRead<{ chefs: RecommendedChef[] }>()(
  '/api/supabase/get-discover-chefs',
  discoverChefsQuerySchema,
);

/** The activity feed: stored new_recipe items, with the trending and popular recipes of followed cooks. */
export const activityFeedEnterprise = mirrorRead<ActivityFeed>()(
  '/api/user/my-activity-feed-enterprise',
  activityFeedQuerySchema,
);

/** 001 §8 "A failed activity feed retries on the fallback route": the stored items only, from Firestore. */
export const activityFeed = getContract<ActivityFeed>('signedIn', 'activity')(
  '/api/user/my-activity-feed',
  activityFeedQuerySchema,
  ['unauthenticated'],
);

/** 002 §9 "Trending users: top 10 per week or month", of the latest 4 periods: admins only. */
export const trendingUsers = getContract<{ period: TrendPeriodKind; periods: TrendingPeriod[] }>(
  'admin',
  'activity',
)('/api/admin/trending-users', trendingUsersQuerySchema, ['unauthenticated', 'permission-denied']);
