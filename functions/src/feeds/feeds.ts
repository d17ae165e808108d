/**
 * The feeds (spec 001 §7 "Feeds", §9 "Feed"; DESIGN §5): newest, trending and the infinite discover feed, each one
 * SQL function over the Postgres mirror (supabase/migrations/20261129000500_feeds_search.sql, where the trending and
 * quality orders are computed), and the cards' share counts. Only public recipes appear.
 */
import type { InfiniteFeedPage } from '../domain/contracts';
import { allocation, FEED_TIERS, feedTierWeights } from '../domain/feeds/tiers';
import { defaultRecipeImage } from '../platform/defaultRecipeImage';
import { feedReadFailed as readFailed, type FeedQuery } from '../platform/feedList';
import type { FeedsDeps } from './deps';

export { viewerFeedScope, viewerLanguages } from '../platform/viewerLanguages';
export { feedList, viewerFeedList, type FeedQuery } from '../platform/feedList';

/**
 * infinite-feed: one page of the discover feed, with the allocation per tier (001 §3 "Feed response"); a signed-in
 * `viewer` gets the personal tier too.
 */
export async function infiniteFeed(
  deps: FeedsDeps,
  query: FeedQuery & { offset: number; viewer?: string | null },
): Promise<InfiniteFeedPage> {
  const weights = feedTierWeights(Boolean(query.viewer));
  const [{ data, error }, defaultImage] = await Promise.all([
    deps.supabase.rpc('feed_discover', {
      p_tiers: [...FEED_TIERS],
      p_weights: FEED_TIERS.map((tier) => weights[tier]),
      p_offset: query.offset,
      p_limit: query.limit,
      p_languages: query.languages ?? undefined,
      p_category: query.category,
      p_user: query.viewer ?? undefined,
      p_language: query.language,
    }),
    defaultRecipeImage(deps.db),
  ]);
  if (error) throw readFailed(error.message);
  const rows = data ?? [];
  const recipes = rows.slice(0, query.limit);
  return {
    success: true,
    recipes,
    hasMore: rows.length > query.limit,
    algorithm_info: {
      tiers: allocation(
        recipes.map((recipe) => recipe.tier),
        weights,
      ),
      offset: query.offset,
      limit: query.limit,
      languages: query.languages,
    },
    defaultImage,
  };
}

/** get-share-counts: the share counts of the public recipes among `ids` (one query for up to 50 ids). */
export async function shareCounts(
  deps: Pick<FeedsDeps, 'supabase'>,
  ids: readonly string[],
): Promise<{ counts: Record<string, number> }> {
  const { data, error } = await deps.supabase
    .from('recipes')
    .select('firebase_id, share_count')
    .in('firebase_id', [...ids])
    .eq('visibility', 'public');
  if (error) throw readFailed(error.message);
  return { counts: Object.fromEntries((data ?? []).map((row) => [row.firebase_id, row.share_count])) };
}
