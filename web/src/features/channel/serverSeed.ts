import { seedUserRecipes, toUserRecipesPage } from '@/components/recipe-card';
import { appQueryClient } from '@/platform/query';
import { takeServerData } from '@/platform/serverView';
import { channelKeys } from './api';

/**
 * A channel's HTML (/{username}) carries the profile and the first page of the recipe grid its first view shows, as a
 * guest gets them (decision 0068): they go into the query cache under the keys the page asks with, dated when the
 * server read them, so a guest's channel renders at once and asks for neither until they go stale. Called as the
 * page's module loads; a page without them (any other page, a later visit) changes nothing.
 */
export function seedChannelFromServer(): void {
  const data = takeServerData('channel');
  const channel = data?.channel;
  const profile = channel?.profile;
  if (!data || typeof profile?.uid !== 'string' || typeof profile.username !== 'string') return;
  const client = appQueryClient();
  client.setQueryData(channelKeys.profile(profile.username), profile, { updatedAt: data.servedAt });
  seedUserRecipes(client, profile.uid, toUserRecipesPage(channel?.recipes?.answer), data.servedAt);
}
