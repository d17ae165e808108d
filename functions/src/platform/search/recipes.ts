/**
 * Search (001 §7 "Search", issue 9 "How search must work"): the term sanitised and normalised by the domain, one
 * call of public.search_recipes (supabase/migrations/20261129000500_feeds_search.sql: typo correction once, then the
 * two popularity-ordered tiers, followers-only recipes through the follows mirror), channels by name prefix from the
 * profiles mirror, suggestions from both. In the platform because two groups answer it: search-api as JSON and
 * seo-pages inside /search?q='s HTML (decision 0060).
 */
import type { ServiceClient } from '../mirror/database';
import { AppError } from '../../domain/errors';
import { SEARCH_MESSAGES } from '../../domain/search/messages';
import { sanitizeSearchTerm, searchQueryWords } from '../../domain/search/query';
import type { ChannelResult, SearchAnswer, SearchSuggestion } from '../../domain/search/types';
import { authorFields, authorNames } from '../recipeAuthors';
import { SUMMARY_COLUMNS, toSummary, type RecipeRow } from '../recipeRows';

export interface SearchDeps {
  supabase: ServiceClient;
}

export interface SearchQuery {
  searchTerm: string;
  dietary?: readonly string[] | undefined;
  minRating?: number | undefined;
  page: number;
  limit: number;
  /** The searcher's language: a family answers as its member in it when it has one (decision 0073). */
  language?: string | null | undefined;
}

/** ours: channels shown above the results, suggestions of each kind. */
export const SEARCH_CHANNELS_MAX = 6;
export const SUGGESTIONS_MAX = { recipes: 6, channels: 3 } as const;

function unavailable(reason: string): AppError {
  return new AppError('unavailable', SEARCH_MESSAGES.unavailable, { reason });
}

async function findRecipes(
  deps: SearchDeps,
  viewer: string | null,
  words: string[],
  query: Omit<SearchQuery, 'searchTerm'>,
): Promise<RecipeRow[]> {
  const { data, error } = await deps.supabase
    .rpc('search_recipes', {
      p_words: words,
      // followers-only recipes: search_tier reads who the viewer follows from the follows mirror
      p_viewer: viewer,
      p_dietary: [...(query.dietary ?? [])],
      p_min_rating: query.minRating ?? 0,
      p_offset: (query.page - 1) * query.limit,
      p_limit: query.limit,
      p_language: query.language ?? undefined,
    })
    .select(SUMMARY_COLUMNS);
  if (error) throw unavailable(error.message);
  return data ?? [];
}

interface ProfileRow {
  firebase_id: string;
  username: string | null;
  display_name: string;
  photo_url: string;
  is_verified: boolean;
  recipe_count: number;
  follower_count: number;
}

/** Active cooks whose display name, a word of it, or username starts with the term (profiles.search_terms). */
async function findChannels(deps: SearchDeps, term: string, limit: number): Promise<ChannelResult[]> {
  const prefix = term.toLowerCase().replace(/\s+/g, ' ').trim();
  if (!prefix) return [];
  const { data, error } = await deps.supabase
    .from('profiles')
    .select('firebase_id, username, display_name, photo_url, is_verified, recipe_count, follower_count')
    .contains('search_terms', [prefix])
    .eq('is_active', true)
    .order('follower_count', { ascending: false })
    .limit(limit);
  if (error) throw unavailable(error.message);
  return ((data ?? []) as ProfileRow[]).map((row) => ({
    id: row.firebase_id,
    username: row.username,
    displayName: row.display_name,
    photoURL: row.photo_url,
    isVerified: row.is_verified,
    recipeCount: row.recipe_count,
    followerCount: row.follower_count,
  }));
}

export async function searchRecipes(
  deps: SearchDeps,
  viewer: string | null,
  query: SearchQuery,
): Promise<SearchAnswer> {
  const term = sanitizeSearchTerm(query.searchTerm);
  const words = searchQueryWords(term);
  const empty: SearchAnswer = {
    results: [],
    term,
    resultCount: 0,
    users: [],
    hasMore: false,
    nextPage: null,
  };
  if (words.length === 0) return empty;
  const [rows, users] = await Promise.all([
    findRecipes(deps, viewer, words, query),
    query.page === 1 ? findChannels(deps, term, SEARCH_CHANNELS_MAX) : Promise.resolve([]),
  ]);
  const page = rows.slice(0, query.limit);
  const authors = await authorNames(deps.supabase, page);
  if (authors.error) throw unavailable(authors.error);
  const results = page.map((row) => ({
    ...toSummary(row),
    matchType: 'direct' as const,
    ...authorFields(authors.names, row.author_id),
  }));
  const hasMore = rows.length > query.limit;
  return {
    results,
    term,
    resultCount: results.length,
    users,
    hasMore,
    nextPage: hasMore ? query.page + 1 : null,
  };
}

/** What the search bar offers as you type: recipe titles the viewer may open, then channels. */
export async function searchSuggestions(
  deps: SearchDeps,
  viewer: string | null,
  rawTerm: string,
  language: string | null = null,
): Promise<SearchSuggestion[]> {
  const term = sanitizeSearchTerm(rawTerm);
  const words = searchQueryWords(term);
  if (words.length === 0) return [];
  const [rows, channels] = await Promise.all([
    findRecipes(deps, viewer, words, { page: 1, limit: SUGGESTIONS_MAX.recipes, language }),
    findChannels(deps, term, SUGGESTIONS_MAX.channels),
  ]);
  return [
    ...rows
      .slice(0, SUGGESTIONS_MAX.recipes)
      .map((row) => ({ kind: 'recipe' as const, id: row.firebase_id, text: row.title })),
    ...channels.map((channel) => ({
      kind: 'channel' as const,
      id: channel.id,
      text: channel.displayName,
      username: channel.username,
    })),
  ];
}
