/**
 * The feeds group's calls (spec 001 §7 "Feeds"; docs/contracts/feeds.md): feeds-api serves the home grids, the
 * infinite discover feed and the cards' share counts. Guests' answers are the same for everyone who asks the same
 * thing, so they are cacheable; a signed-in caller's depend on their profile.
 */
import { feedListQuerySchema, infiniteFeedQuerySchema, shareCountsQuerySchema } from '../feeds/schemas';
import type { AlgorithmInfo } from '../feeds/tiers';
import type { FeedRecipe } from '../feeds/types';
import { getContract } from './define';

export interface FeedList {
  recipes: FeedRecipe[];
  /** settings/defaultRecipeImage: what a card without an image shows before the placeholder (000 §2). */
  defaultImage: string | null;
  /** Issue 27: the viewer's languages held too few recipes, so every language is shown (the feed says so). */
  languageFallback?: boolean;
}

/** A home grid (trending, newest): the same query and answer, only the path differs. */
const homeGridContract = <const Path extends string>(path: Path) =>
  getContract<FeedList>('public', 'feeds')(path, feedListQuerySchema, ['unauthenticated', 'unavailable']);

export const trendingRecipes = homeGridContract('/api/supabase/get-trending-recipes');
export const newestRecipes = homeGridContract('/api/supabase/get-newest-recipes');

/** 001 §3 "Feed response": success, recipes, hasMore, algorithm_info. */
export interface InfiniteFeedPage extends FeedList {
  success: true;
  hasMore: boolean;
  algorithm_info: AlgorithmInfo;
}

export const infiniteFeed = getContract<InfiniteFeedPage>('public', 'feeds')(
  '/api/infinite-feed',
  infiniteFeedQuerySchema,
  ['unauthenticated', 'unavailable'],
);

/** Share counts of the public recipes among `ids`; ids of other recipes are left out. */
export const shareCounts = getContract<{ counts: Record<string, number> }>('public', 'feeds')(
  '/api/supabase/get-share-counts',
  shareCountsQuerySchema,
  ['unavailable'],
);
