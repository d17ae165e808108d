// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchAnswer, SearchResult } from '@domain/search/types';
import { appQueryClient } from '@/platform/query';
import { serveFirstViewData } from '@/testing';
import { takeServerData } from '@/platform/serverView';
import { searchKeys, seedSearchFromServer } from './serverSeed';

const answer: SearchAnswer = {
  results: [{ id: 'r1', title: 'Corn salad' } as SearchResult],
  term: 'corn',
  resultCount: 1,
  users: [],
  hasMore: true,
  nextPage: 2,
};

afterEach(() => {
  appQueryClient().removeQueries({ queryKey: searchKeys.all });
  document.body.innerHTML = '';
});

describe("the search page starts from the page's own results (decision 0060)", () => {
  it("puts them in as a guest's unfiltered search's first page, dated when the server read them", () => {
    serveFirstViewData({ language: 'en', servedAt: 1_700_000_000_000, search: { q: 'corn', answer } });
    seedSearchFromServer();
    const key = searchKeys.results(null, 'corn', [], null);
    expect(appQueryClient().getQueryData(key)).toEqual({ pages: [answer], pageParams: [1] });
    expect(appQueryClient().getQueryState(key)?.dataUpdatedAt).toBe(1_700_000_000_000);
    expect(appQueryClient().getQueryData(searchKeys.results('uid', 'corn', [], null))).toBeUndefined();
  });

  it("leaves the other screens' part of the page for them, and gives each part once", () => {
    serveFirstViewData({
      language: 'he',
      servedAt: 1,
      lists: [{ kind: 'trending', limit: 8, answer: { recipes: [], defaultImage: null } }],
      search: { q: 'corn', answer },
    });
    expect(takeServerData('lists')?.lists).toHaveLength(1);
    expect(takeServerData('lists')).toBeNull();
    seedSearchFromServer();
    expect(appQueryClient().getQueryData(searchKeys.results(null, 'corn', [], null))).toBeDefined();
    expect(takeServerData('search')).toBeNull();
  });
});
