/**
 * The activity group's handlers (contracts in domain/contracts/activity.ts): signed in → (admin) → the service.
 * Every answer depends on the caller, so none is cached.
 */
import { activity } from '../domain/contracts';
import { privateRoute, signedInRoute } from '../platform/http';
import { activityDeps } from './deps';
import { discoverChefs, followingRecipes } from './discovery';
import { basicActivityFeed, enterpriseActivityFeed } from './feed';
import { trendingUsers } from './trends';

export const followingRecipesHandler = signedInRoute(activity.followingRecipes, (uid, input) =>
  followingRecipes(activityDeps(), uid, input),
);

export const discoverChefsHandler = signedInRoute(activity.discoverChefs, (uid, input) =>
  discoverChefs(activityDeps(), uid, input),
);

export const activityFeedEnterpriseHandler = signedInRoute(activity.activityFeedEnterprise, (uid, input) =>
  enterpriseActivityFeed(activityDeps(), uid, input.limit, input.language),
);

export const activityFeedHandler = signedInRoute(activity.activityFeed, (uid, input) =>
  basicActivityFeed(activityDeps(), uid, input.limit),
);

export const trendingUsersHandler = privateRoute(activity.trendingUsers, (input) =>
  trendingUsers(activityDeps(), input.period),
);
