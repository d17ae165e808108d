// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { ChannelProfile } from '@domain/follows/channel';
import type { GridRecipe } from '@/components/recipe-card';
import { recipeKeys } from '@/components/recipe-card';
import { appQueryClient } from '@/platform/query';
import { takeServerData } from '@/platform/serverView';
import { serveFirstViewData } from '@/testing';
import { channelKeys } from './api';
import { seedChannelFromServer } from './serverSeed';

const profile = { uid: 'u-dana', username: 'dana_cook', displayName: 'Dana' } as ChannelProfile;
const recipes = [{ id: 'r1', title: 'Shakshuka' } as GridRecipe];
const answer = { recipes, hasMore: true, total: 21, privacyStatus: 'public' as const };

afterEach(() => {
  appQueryClient().clear();
  document.body.innerHTML = '';
});

describe("a guest's channel starts from the page's own answers (decision 0068)", () => {
  it("puts in the profile and the grid's first page as a guest asks for them, dated when the server read them", () => {
    serveFirstViewData({
      language: 'en',
      servedAt: 1_700_000_000_000,
      channel: { profile, recipes: { limit: 20, answer } },
    });
    seedChannelFromServer();
    const client = appQueryClient();
    expect(client.getQueryData(channelKeys.profile('dana_cook'))).toEqual(profile);
    const grid = recipeKeys.userList('u-dana', null, '');
    expect(client.getQueryData(grid)).toEqual({
      pages: [{ items: recipes, hasMore: true, total: 21 }],
      pageParams: [0],
    });
    expect(client.getQueryState(grid)?.dataUpdatedAt).toBe(1_700_000_000_000);
    // a signed-in viewer's grid is theirs to ask for
    expect(client.getQueryData(recipeKeys.userList('u-dana', null, 'someone'))).toBeUndefined();
    expect(takeServerData('channel')).toBeNull();
  });

  it('changes nothing on a page without a channel', () => {
    serveFirstViewData({ language: 'en', servedAt: 1, search: { q: 'corn', answer: {} as never } });
    seedChannelFromServer();
    expect(appQueryClient().getQueryCache().getAll()).toEqual([]);
  });
});
