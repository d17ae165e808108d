import type { SearchAnswer, SearchSuggestion } from '@domain/search/types';
import { apiCall } from '@/platform/api';
import { getBotToken } from '@/platform/botCheck';
import { currentLanguage } from '@/platform/i18n';
import {
  countSearch,
  deviceId,
  readGuestHistory,
  withTerm,
  withoutTerm,
  writeGuestHistory,
  type RecentSearch,
} from './state';

/** Search's calls (docs/contracts/recipes.md "POST /api/search" …), typed by domain/contracts/search.ts. */
export interface SearchRequest {
  term: string;
  page: number;
  dietary: string[];
  minRating: number | null;
  viewer: string | null;
}

export async function searchRecipes(request: SearchRequest, signal?: AbortSignal): Promise<SearchAnswer> {
  const { needsHumanCheck } = countSearch(request.viewer ?? 'guest');
  const botToken = needsHumanCheck ? ((await getBotToken('SEARCH')) ?? undefined) : undefined;
  const answer: Partial<SearchAnswer> | undefined = await apiCall('POST /api/search', {
    body: {
      searchTerm: request.term,
      userId: request.viewer ?? undefined,
      deviceId: request.viewer ? undefined : deviceId(),
      botToken,
      options: {
        filters: {
          ...(request.dietary.length > 0 ? { dietary: request.dietary } : {}),
          ...(request.minRating ? { minRating: request.minRating } : {}),
        },
        paging: { page: request.page },
        // a recipe in several languages answers as its version in this one (decision 0073)
        userLanguage: currentLanguage(),
      },
    },
    signal,
    // a guest's search never waits for the Auth SDK
    auth: request.viewer !== null,
  });
  return toSearchAnswer(answer, request.term);
}

/** A search's answer as the page reads it, whether fetched or written into the page (serverSeed.ts). */
export function toSearchAnswer(answer: Partial<SearchAnswer> | undefined, term: string): SearchAnswer {
  // 001 §8: an empty response is an error
  if (!answer || !Array.isArray(answer.results)) throw new Error('empty');
  return {
    // 001 §3: results lacking a string id or title are dropped
    results: answer.results.filter((r) => typeof r?.id === 'string' && typeof r?.title === 'string'),
    term: answer.term ?? term,
    resultCount: answer.resultCount ?? answer.results.length,
    users: Array.isArray(answer.users) ? answer.users : [],
    hasMore: answer.hasMore === true,
    nextPage: answer.nextPage ?? null,
  };
}

export async function fetchSuggestions(term: string, signal?: AbortSignal): Promise<SearchSuggestion[]> {
  const answer = await apiCall('GET /api/search/suggestions', {
    query: { term, language: currentLanguage() },
    signal,
  });
  return Array.isArray(answer?.suggestions) ? answer.suggestions : [];
}

/** Recent searches: the account's from the server when signed in, else the browser's. */
export async function loadHistory(signedIn: boolean): Promise<RecentSearch[]> {
  if (!signedIn) return readGuestHistory();
  const answer = await apiCall('GET /api/user/search-history', { query: {} });
  return Array.isArray(answer?.history) ? answer.history : [];
}

export async function rememberSearch(signedIn: boolean, searchTerm: string): Promise<RecentSearch[]> {
  if (!signedIn) {
    const next = withTerm(readGuestHistory(), searchTerm);
    writeGuestHistory(next);
    return next;
  }
  const answer = await apiCall('POST /api/user/search-history', {
    body: { searchTerm, timestamp: new Date().toISOString() },
  });
  return answer?.history ?? [];
}

export async function forgetSearch(
  signedIn: boolean,
  target: { searchTerm: string } | 'all',
): Promise<RecentSearch[]> {
  if (!signedIn) {
    const next = target === 'all' ? [] : withoutTerm(readGuestHistory(), target.searchTerm);
    writeGuestHistory(next);
    return next;
  }
  const answer = await apiCall('DELETE /api/user/search-history', {
    body: target === 'all' ? { clearAll: true } : { searchTerm: target.searchTerm },
  });
  return answer?.history ?? [];
}
