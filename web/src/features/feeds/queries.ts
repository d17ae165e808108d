import { queryOptions } from '@tanstack/react-query';
import { TAGS } from '@domain/constants/social';
import { getTagList } from '@/platform/api';
import { STALE_TIMES, type PagedListOptions } from '@/platform/query';
import { feedKeys } from '@/platform/queryKeys';
import {
  getDiscoverPage,
  getFeedList,
  getFollowingRecipes,
  getMyRecommendations,
  type FeedRequest,
} from './api';
import type { FeedRecipe } from '@domain/feeds/types';
import { HOME_GRID_SIZE_HINT } from './HomeFeedsSkeleton';
import { seedFeedsFromServer } from './serverSeed';
import { TRENDING_PAGE_SIZE } from '@domain/pages/firstView';

/** ours: the home page's trending and newest grids show two rows of four; /trending shows 40 (the domain's). */
export const HOME_GRID_SIZE = HOME_GRID_SIZE_HINT;
export { TRENDING_PAGE_SIZE };

// Before any feed screen's first render: the lists the page's HTML already shows (home, /trending).
seedFeedsFromServer();

/** The feeds' keys live in platform/queryKeys.ts: a change elsewhere (the language reset) drops them. */
export { feedKeys };

/** Home's recommendations and affinity groups (signed in only). */
export const recommendedQuery = (request: FeedRequest, limit: number) =>
  queryOptions({
    queryKey: feedKeys.recommended(request, limit),
    queryFn: ({ signal }) => getMyRecommendations(request, limit, signal),
    staleTime: STALE_TIMES.recipeGrid,
  });

/** Home's "from cooks you follow" grid (signed in only). */
export const followingQuery = (request: FeedRequest, limit: number) =>
  queryOptions({
    queryKey: feedKeys.following(request, limit),
    queryFn: ({ signal }) => getFollowingRecipes(request, limit, signal),
    staleTime: STALE_TIMES.recipeGrid,
  });

export const feedListQuery = (kind: 'trending' | 'newest', request: FeedRequest, limit: number) =>
  queryOptions({
    queryKey: feedKeys.list(kind, request, limit),
    queryFn: ({ signal }) => getFeedList(kind, request, limit, signal),
    staleTime: STALE_TIMES.recipeGrid,
  });

export const trendingTagsQuery = (language: string) =>
  queryOptions({
    queryKey: feedKeys.trendingTags(language),
    queryFn: ({ signal }) => getTagList('trending', language, TAGS.trendingHome, signal),
    staleTime: STALE_TIMES.recipeGrid,
  });

/** The infinite discover feed (001 §4): 20 a page by offset. */
export function discoverList(request: FeedRequest): PagedListOptions<FeedRecipe> {
  return {
    queryKey: feedKeys.discover(request),
    staleTime: STALE_TIMES.recipeGrid,
    fetchPage: async ({ offset, limit, signal }) => {
      const page = await getDiscoverPage(request, offset, limit, signal);
      return { items: page.recipes, hasMore: page.hasMore };
    },
  };
}
