// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_VIEW_DATA_ID, type FirstViewData } from '@domain/pages/firstView';
import type { FeedRecipe } from '@domain/feeds/types';
import { appQueryClient } from '@/platform/query';
import { serveFirstViewData } from '@/testing';
import { feedKeys } from '@/platform/queryKeys';
import { seedFeedsFromServer } from './serverSeed';

const recipe = { id: 'r1', title: 'Shakshuka' } as FeedRecipe;
const guest = (language: string) => ({ language, category: null, viewer: '' });

afterEach(() => {
  appQueryClient().removeQueries({ queryKey: feedKeys.all });
  document.body.innerHTML = '';
});

describe("the feeds start from the page's own lists (decision 0060)", () => {
  it("puts each list under the key a guest's screen asks with, dated when the server read it, once", () => {
    const data: FirstViewData = {
      language: 'he',
      servedAt: 1_700_000_000_000,
      lists: [
        { kind: 'trending', limit: 8, answer: { recipes: [recipe], defaultImage: '/d.jpg' } },
        { kind: 'newest', limit: 8, answer: { recipes: [], defaultImage: null, languageFallback: true } },
      ],
    };
    serveFirstViewData(JSON.stringify(data));
    seedFeedsFromServer();
    const trending = feedKeys.list('trending', guest('he'), 8);
    expect(appQueryClient().getQueryData(trending)).toEqual({
      recipes: [recipe],
      defaultImage: '/d.jpg',
      languageFallback: false,
    });
    expect(appQueryClient().getQueryState(trending)?.dataUpdatedAt).toBe(1_700_000_000_000);
    expect(appQueryClient().getQueryData(feedKeys.list('newest', guest('he'), 8))).toEqual({
      recipes: [],
      defaultImage: null,
      languageFallback: true,
    });
    expect(appQueryClient().getQueryData(feedKeys.list('trending', guest('en'), 8))).toBeUndefined();
    // read once: a later visit to the screen asks the server
    expect(document.getElementById(FIRST_VIEW_DATA_ID)).toBeNull();
  });

  it('changes nothing on a page without lists or with lists it cannot read', () => {
    seedFeedsFromServer();
    serveFirstViewData('{not json');
    seedFeedsFromServer();
    serveFirstViewData(JSON.stringify({ language: 'en' }));
    seedFeedsFromServer();
    expect(appQueryClient().getQueryCache().findAll({ queryKey: feedKeys.all })).toEqual([]);
  });
});
