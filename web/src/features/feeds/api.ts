import type { FeedList, InfiniteFeedPage } from '@domain/contracts';
import type { FeedRecipe } from '@domain/feeds/types';
import { apiCall } from '@/platform/api';

/**
 * The feed calls (docs/contracts/feeds.md), typed by their contracts. A guest's request carries no token (and so
 * never waits for Firebase Auth to load); answers are read defensively.
 */

export interface FeedRequest {
  language: string;
  category: string | null;
  /** The signed-in uid, '' for a guest. */
  viewer: string;
}

const recipesOf = (answer: Partial<FeedList> | undefined): FeedRecipe[] =>
  Array.isArray(answer?.recipes) ? answer.recipes : [];

/** A home grid's answer as the screens read it, whether fetched or written into the page (serverSeed.ts). */
export function toListAnswer(answer: Partial<FeedList> | undefined): ListAnswer {
  return {
    recipes: recipesOf(answer),
    defaultImage: answer?.defaultImage ?? null,
    languageFallback: answer?.languageFallback === true,
  };
}

export interface ListAnswer {
  recipes: FeedRecipe[];
  defaultImage: string | null;
  /** The viewer's languages had too few recipes: every language is shown (issue 27). */
  languageFallback?: boolean;
}

export async function getFeedList(
  kind: 'trending' | 'newest',
  { language, category, viewer }: FeedRequest,
  limit: number,
  signal?: AbortSignal,
): Promise<ListAnswer> {
  const query = { limit, category: category ?? undefined, preferredLanguage: language };
  const options = { query, signal, auth: viewer !== '' };
  const answer: Partial<FeedList> | undefined =
    kind === 'trending'
      ? await apiCall('GET /api/supabase/get-trending-recipes', options)
      : await apiCall('GET /api/supabase/get-newest-recipes', options);
  return toListAnswer(answer);
}

export interface DiscoverPage extends ListAnswer {
  hasMore: boolean;
}

export async function getDiscoverPage(
  { language, category, viewer }: FeedRequest,
  offset: number,
  limit: number,
  signal?: AbortSignal,
): Promise<DiscoverPage> {
  const answer: Partial<InfiniteFeedPage> | undefined = await apiCall('GET /api/infinite-feed', {
    query: { offset, limit, language, category: category ?? undefined },
    signal,
    auth: viewer !== '',
  });
  return {
    recipes: recipesOf(answer),
    hasMore: answer?.hasMore === true,
    defaultImage: answer?.defaultImage ?? null,
  };
}

/** get-following-recipes (001 §7): the newest recipes of the cooks the signed-in viewer follows. */
export async function getFollowingRecipes(
  { language, category }: FeedRequest,
  limit: number,
  signal?: AbortSignal,
): Promise<ListAnswer> {
  const answer: Partial<FeedList> | undefined = await apiCall('GET /api/supabase/get-following-recipes', {
    query: { limit, category: category ?? undefined, preferredLanguage: language },
    signal,
  });
  return { recipes: recipesOf(answer), defaultImage: answer?.defaultImage ?? null };
}

/** Home's personal section (001 §2): recommendations, basedOn and the "more of a category for you" groups. */
export function getMyRecommendations(request: FeedRequest, limit: number, signal?: AbortSignal) {
  return apiCall('GET /api/user/my-recommendations', {
    query: { limit: String(limit), preferredLanguage: request.language },
    signal,
  });
}
