/**
 * The activity group's handlers (contracts in domain/contracts/activity.ts): signed in → (admin) → the service.
 * Every answer depends on the caller, so none is cached.
 */
import type { activity } from '../domain/contracts';
import { requireBearer } from '../platform/auth';
import { reply, type ContractRouteHandler } from '../platform/http';
import { activityDeps } from './deps';
import { discoverChefs, followingRecipes } from './discovery';
import { basicActivityFeed, enterpriseActivityFeed } from './feed';
import { trendingUsers } from './trends';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

export const followingRecipesHandler: ContractRouteHandler<typeof activity.followingRecipes> = async ({
  input,
  req,
}) => {
  const { uid } = await requireBearer(req);
  return reply(200, await followingRecipes(activityDeps(), uid, input), PRIVATE);
};

export const discoverChefsHandler: ContractRouteHandler<typeof activity.discoverChefs> = async ({
  input,
  req,
}) => {
  const { uid } = await requireBearer(req);
  return reply(200, await discoverChefs(activityDeps(), uid, input), PRIVATE);
};

export const activityFeedEnterpriseHandler: ContractRouteHandler<
  typeof activity.activityFeedEnterprise
> = async ({ input, req }) => {
  const { uid } = await requireBearer(req);
  return reply(200, await enterpriseActivityFeed(activityDeps(), uid, input.limit), PRIVATE);
};

export const activityFeedHandler: ContractRouteHandler<typeof activity.activityFeed> = async ({
  input,
  req,
}) => {
  const { uid } = await requireBearer(req);
  return reply(200, await basicActivityFeed(activityDeps(), uid, input.limit), PRIVATE);
};

export const trendingUsersHandler: ContractRouteHandler<typeof activity.trendingUsers> = async ({
  input,
}) => {
  return reply(200, await trendingUsers(activityDeps(), input.period), PRIVATE);
};
