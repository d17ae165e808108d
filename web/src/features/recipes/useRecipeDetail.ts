import { useQuery } from '@tanstack/react-query';
import { recipeKeys } from '@/components/recipe-card';
import { useSession } from '@/platform/session';
import { probablyGuest } from '@/platform/sessionHint';
import { getRecipeDetail } from './api';

/**
 * One recipe's detail as this viewer sees it (GET /api/recipes/detail with the signed-in user's token), under the
 * one query key the recipe page, cook mode and print share: opening cook mode from the recipe page fetches nothing
 * again. A browser that had a signed-in user waits for the session first (asking as a guest and again as the user
 * would flash a lock); any other asks as a guest at once (platform/sessionHint.ts).
 */
export function useRecipeDetail(id: string) {
  const session = useSession();
  const viewer =
    session.status === 'signedIn'
      ? session.user.uid
      : session.status === 'loading' && !probablyGuest()
        ? null
        : 'guest';
  return useQuery({
    queryKey: recipeKeys.detail(id, viewer),
    queryFn: ({ signal }) => getRecipeDetail(id, signal),
    enabled: viewer !== null && id !== '',
  });
}
