import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { pagedListOptions, STALE_TIMES, type Page, type PagedListOptions } from '@/platform/query';
import { recipeKeys } from '@/platform/queryKeys';
import {
  FIRST_PAGE,
  getUserRecipes,
  USER_GRID_PAGE_SIZE,
  type GridRecipe,
  type UserRecipesPage,
} from './api';

const asPage = (answer: UserRecipesPage): Page<GridRecipe> => ({
  items: answer.recipes,
  hasMore: answer.hasMore,
  total: answer.total,
});

/**
 * A cook's recipes as the viewer sees them, as a paged list (the grid) whose first page also tells the visible
 * total (the channel's count). `viewer` is the signed-in uid, '' for a guest, null while the session loads.
 */
export function userRecipesList(
  targetUserId: string,
  category: string | null,
  viewer: string | null,
): PagedListOptions<GridRecipe> {
  return {
    queryKey: recipeKeys.userList(targetUserId, category, viewer),
    pageSize: USER_GRID_PAGE_SIZE,
    staleTime: STALE_TIMES.recipeGrid,
    enabled: viewer !== null,
    fetchPage: async ({ offset, limit, signal }) => {
      const page = FIRST_PAGE + Math.floor(offset / limit);
      return asPage(await getUserRecipes({ targetUserId, category, page, limit }, signal));
    },
  };
}

/** The query options of the same list, for a component that observes it without showing it. */
export const userRecipesQuery = (targetUserId: string, category: string | null, viewer: string | null) =>
  pagedListOptions(userRecipesList(targetUserId, category, viewer));

/**
 * A guest's first page of a cook's unfiltered grid, read by the server (the channel page's first view, decision
 * 0068), as that list's first page, dated when it was read: the grid and the channel's count show it without asking.
 */
export function seedUserRecipes(
  client: QueryClient,
  targetUserId: string,
  answer: UserRecipesPage,
  updatedAt: number,
): void {
  const data: InfiniteData<Page<GridRecipe>, number> = { pages: [asPage(answer)], pageParams: [0] };
  client.setQueryData(recipeKeys.userList(targetUserId, null, ''), data, { updatedAt });
}

/** Query keys of recipe answers (platform/queryKeys.ts), so a change can drop what it made stale. */
export { recipeKeys };

/** After a recipe was created, changed or deleted: the lists and its detail are asked for again when next shown. */
export function invalidateRecipe(client: QueryClient, id?: string): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: recipeKeys.userLists }),
    id ? client.invalidateQueries({ queryKey: recipeKeys.anyDetail(id) }) : undefined,
  ]).then(() => undefined);
}
