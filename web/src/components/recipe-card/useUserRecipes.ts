import { useInfiniteQuery } from '@tanstack/react-query';
import { usePagedList } from '@/platform/query';
import { signedInUid, useSession } from '@/platform/session';
import { probablyGuest } from '@/platform/sessionHint';
import { userRecipesList, userRecipesQuery } from './queries';

/**
 * Who asks: the signed-in uid, '' for a guest, null while the session loads (the server's answer depends on it). A
 * browser that had no signed-in user last time asks as a guest at once, as the recipe page does (decision 0011): a
 * guest's channel shows the first page its HTML brought without waiting for Auth (decision 0068).
 */
function useViewer(): string | null {
  const session = useSession();
  if (session.status === 'loading') return probablyGuest() ? '' : null;
  return signedInUid(session) ?? '';
}

/** A cook's recipes, paged, as this viewer may see them (spec 001 §7 get-user-recipes). */
export function useUserRecipes(targetUserId: string, category: string | null) {
  return usePagedList(userRecipesList(targetUserId, category, useViewer()));
}

/**
 * How many of a cook's recipes this viewer may see (the channel's "Recipes" count; spec 000 §2), from the first
 * page of the same list the grid shows: no second request when the grid is unfiltered.
 */
export function useVisibleRecipeCount(targetUserId: string): number | undefined {
  const { data } = useInfiniteQuery(userRecipesQuery(targetUserId, null, useViewer()));
  return data?.pages[0]?.total;
}
