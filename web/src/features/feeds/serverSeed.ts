import { appQueryClient } from '@/platform/query';
import { feedKeys } from '@/platform/queryKeys';
import { takeServerData } from '@/platform/serverView';
import { toListAnswer } from './api';

/**
 * Home's and /trending's HTML carry the lists their first view shows (decision 0060): a guest's answers, every
 * category, in the page's language. They go into the query cache under the keys the screens ask with, dated when the
 * server read them, so the screens render them at once and fetch nothing until they go stale. Called as the feeds'
 * modules load, before their first render; a page without them (any other page, a later visit) changes nothing.
 */
export function seedFeedsFromServer(): void {
  const data = takeServerData('lists');
  if (!data || !Array.isArray(data.lists)) return;
  const scope = { language: data.language, category: null, viewer: '' };
  const updatedAt = data.servedAt;
  for (const list of data.lists) {
    appQueryClient().setQueryData(feedKeys.list(list.kind, scope, list.limit), toListAnswer(list.answer), {
      updatedAt,
    });
  }
}
