/**
 * Search's calls (001 §7 "Search"; issue 9): POST /api/search (the spec's search-algolia body and answer),
 * GET /api/search/suggestions, /api/user/search-history GET, POST, DELETE. Served by search-api.
 */
import {
  searchBodySchema,
  searchHistoryDeleteSchema,
  searchHistoryPostSchema,
  searchSuggestionsQuerySchema,
} from '../search/schema';
import type { SearchAnswer, SearchHistoryEntry, SearchSuggestion } from '../search/types';
import { z } from 'zod';
import { getContract, httpContract, postContract } from './define';

export const search = postContract<SearchAnswer>('public', 'search')('/api/search', searchBodySchema, [
  'permission-denied',
  'resource-exhausted',
  'unavailable',
]);

export const searchSuggestions = getContract<{ suggestions: SearchSuggestion[] }>('public', 'search')(
  '/api/search/suggestions',
  searchSuggestionsQuerySchema,
  ['unavailable'],
);

export const searchHistory = getContract<{ history: SearchHistoryEntry[] }>('signedIn', 'search')(
  '/api/user/search-history',
  z.object({}),
  ['unauthenticated'],
);

export const addSearchHistory = postContract<{ history: SearchHistoryEntry[] }>('signedIn', 'search')(
  '/api/user/search-history',
  searchHistoryPostSchema,
  ['unauthenticated'],
);

export const deleteSearchHistory = httpContract<{ history: SearchHistoryEntry[] }>(
  'signedIn',
  'search',
)({
  method: 'DELETE',
  path: '/api/user/search-history',
  from: 'body',
  input: searchHistoryDeleteSchema,
  errors: ['unauthenticated'],
});
