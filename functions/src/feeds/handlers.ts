/**
 * The feeds group's handlers (contracts in domain/contracts/feeds.ts): who is asking → the languages they see →
 * the service, with a cache header. A guest's answer depends only on the URL, so the CDN may keep it briefly
 * (`Vary: Authorization` keeps a signed-in caller's request away from it); a signed-in caller's never.
 */
import type { ContractParsed, feeds } from '../domain/contracts';
import { viewerUid } from '../platform/auth';
import { type ContractRouteHandler, PRIVATE, reply } from '../platform/http';
import { feedsDeps } from './deps';
import { infiniteFeed, shareCounts, viewerFeedList, viewerFeedScope } from './feeds';

/** ours: a guest's feed may be a minute old (home grids go stale after 5 minutes anyway, 001 §9). */
const GUEST = { 'Cache-Control': 'public, max-age=60, s-maxage=60', Vary: 'Authorization' };
/** 001 §9 "share-count cache 300000 ms": the same for everyone. */
const SHARE_COUNTS = { 'Cache-Control': 'public, max-age=300, s-maxage=300' };

type Context = { req: Parameters<typeof viewerUid>[0] };

export const trendingRecipesHandler: ContractRouteHandler<typeof feeds.trendingRecipes> = (context) =>
  listHandler('trending', context);

export const newestRecipesHandler: ContractRouteHandler<typeof feeds.newestRecipes> = (context) =>
  listHandler('newest', context);

async function listHandler(
  order: 'newest' | 'trending',
  context: Context & { input: ContractParsed<typeof feeds.newestRecipes> },
) {
  const deps = feedsDeps();
  const uid = await viewerUid(context.req);
  const list = await viewerFeedList(deps, order, uid, context.input);
  return reply(200, list, uid ? PRIVATE : GUEST);
}

export const infiniteFeedHandler: ContractRouteHandler<typeof feeds.infiniteFeed> = async (context) => {
  const deps = feedsDeps();
  const uid = await viewerUid(context.req);
  const { offset, limit, language, category } = context.input;
  const { languages, languageFallback } = await viewerFeedScope(deps, uid, language);
  const page = await infiniteFeed(deps, { languages, category, limit, offset, viewer: uid, language });
  return reply(200, { ...page, languageFallback }, uid ? PRIVATE : GUEST);
};

export const shareCountsHandler: ContractRouteHandler<typeof feeds.shareCounts> = async ({ input }) =>
  reply(200, await shareCounts(feedsDeps(), input.ids), SHARE_COUNTS);
