import type { InfiniteData } from '@tanstack/react-query';
import type { SearchAnswer } from '@domain/search/types';
import { appQueryClient } from '@/platform/query';
import { takeServerData } from '@/platform/serverView';
import { toSearchAnswer } from './api';

/** The search page's keys (only this feature reads them): who asks (null a guest), the term and the filters. */
export const searchKeys = {
  all: ['search'] as const,
  results: (viewer: string | null, q: string, dietary: readonly string[], minRating: number | null) =>
    ['search', viewer, q, dietary.join(','), minRating] as const,
};

/**
 * /search?q='s HTML carries a guest's first page of results for q without filters (decision 0060): it goes into the
 * query cache as that search's first page, dated when the server read it, so the page renders it at once and asks
 * for nothing until it goes stale (its next pages as usual). Called as the page's module loads.
 */
export function seedSearchFromServer(): void {
  const data = takeServerData('search');
  const search = data?.search;
  if (!data || typeof search?.q !== 'string') return;
  let answer: SearchAnswer;
  try {
    answer = toSearchAnswer(search.answer, search.q);
  } catch {
    return;
  }
  const pages: InfiniteData<SearchAnswer, number> = { pages: [answer], pageParams: [1] };
  appQueryClient().setQueryData(searchKeys.results(null, search.q, [], null), pages, {
    updatedAt: data.servedAt,
  });
}
