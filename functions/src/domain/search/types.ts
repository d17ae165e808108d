/** Search's shapes (001 §3 "Search result", "Search history entry"). */
import type { RecipeSummary } from '../recipe/types';

/** How a result was found: only direct matches so far (followed, recommended and trending come with their issues). */
export type SearchMatchType = 'direct' | 'followed' | 'recommended' | 'trending';

/** 001 §3: id, title, description, rating, views, matchType; plus what a recipe card shows (its cook's names too). */
export type SearchResult = RecipeSummary & {
  matchType: SearchMatchType;
  authorName: string | null;
  authorUsername: string | null;
};

/** A channel whose name or username starts with the query. */
export interface ChannelResult {
  id: string;
  username: string | null;
  displayName: string;
  photoURL: string;
  isVerified: boolean;
  recipeCount: number;
  followerCount: number;
}

export interface SearchAnswer {
  results: SearchResult[];
  term: string;
  resultCount: number;
  users: ChannelResult[];
  hasMore: boolean;
  nextPage: number | null;
}

export type SearchSuggestion =
  | { kind: 'recipe'; id: string; text: string }
  | { kind: 'channel'; id: string; text: string; username: string | null };

export interface SearchHistoryEntry {
  searchTerm: string;
  /** ISO time of the last search for this term. */
  timestamp: string;
}
