import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { recipeKeys } from '@/components/recipe-card';
import { toApiError } from '@/platform/api';
import { useSession } from '@/platform/session';
import { probablyGuest } from '@/platform/sessionHint';
import { getRecipeDetail, type RecipeDetail, type RecipeView } from '../api';

/** A recipe as a screen of it has it: still loading, shown (full or locked), missing, or failed (retry). */
export type RecipeLoad =
  | { status: 'loading' }
  | { status: 'ready'; detail: RecipeDetail & { recipe: RecipeView } }
  | { status: 'notFound' }
  | { status: 'error'; retry: () => void };

function isNotFound(error: unknown): boolean {
  const apiError = toApiError(error);
  return apiError.status === 404 || apiError.code === 'not-found';
}

/**
 * GET /api/recipes/detail for the screens of one recipe (the page, its print view), under one query key per viewer,
 * so moving between them asks once. Asked with the signed-in user's token (followers and the author see what guests
 * do not); a browser that had a signed-in user waits for the session first (asking as a guest and again as the user
 * would flash a lock), any other asks as a guest at once (platform/sessionHint.ts).
 */
export function useRecipeDetail(id: string): RecipeLoad {
  const session = useSession();
  const viewer =
    session.status === 'signedIn'
      ? session.user.uid
      : session.status === 'loading' && !probablyGuest()
        ? null
        : 'guest';
  const query = useQuery({
    queryKey: recipeKeys.detail(id, viewer),
    queryFn: ({ signal }) => getRecipeDetail(id, signal),
    enabled: viewer !== null && id !== '',
  });
  // The answer arrives through a store subscription, which React renders in one go; deferring it renders the full
  // recipe as a transition, in slices between which the browser stays responsive (docs/decisions/0023).
  const data = useDeferredValue(query.data);
  if (data) {
    const { recipe } = data;
    return recipe ? { status: 'ready', detail: { ...data, recipe } } : { status: 'notFound' };
  }
  if (query.isError && !query.isFetching) {
    return isNotFound(query.error)
      ? { status: 'notFound' }
      : { status: 'error', retry: () => void query.refetch() };
  }
  return { status: 'loading' };
}
