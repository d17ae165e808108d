import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FavoriteOperation } from '@domain/favorites/document';
import { useServerAction } from '@/components/server-action/serverAction';
import { useSignedInAction } from '@/components/useSignedInAction';
import { favoriteKeys, toggleFavorite } from './api';
import { favoriteErrorText } from './errorText';

/** One toggle: the view under `key` goes from `was` to `now` at once; `onSaved` runs once the server saved it. */
interface FavoriteChange {
  key: QueryKey;
  was: unknown;
  now: unknown;
  operation: FavoriteOperation;
  onSaved?: () => void;
}

/**
 * A heart's toggle (001 §4 "Favorites"): the guard (guests asked to sign in, unverified users sent to verify), then
 * `run` shows the new state under `key` at once, asks the server and refreshes every favorites view of the viewer,
 * or puts the old state back with the spec's message and a retry (the shared server-action pattern, issue 36).
 */
export function useFavoriteToggle(recipeId: string) {
  const { t } = useTranslation('favorites');
  const guard = useSignedInAction();
  const queryClient = useQueryClient();
  const { viewer } = guard;

  const action = useServerAction({
    call: (change: FavoriteChange) => toggleFavorite(recipeId, change.operation),
    onStart: async (change) => {
      // a refetch still in flight (the last toggle's) would answer the state before this click over it
      await queryClient.cancelQueries({ queryKey: change.key });
      queryClient.setQueryData(change.key, change.now);
    },
    onDone: (_answer, change) => {
      change.onSaved?.();
      const views = [
        favoriteKeys.status(viewer, recipeId),
        favoriteKeys.ids(viewer),
        favoriteKeys.overview(viewer),
      ];
      void Promise.all(views.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onFailure: (error, change) => {
      queryClient.setQueryData(change.key, change.was);
      return favoriteErrorText(error, change.operation, t);
    },
  });

  /** `onSaved`: after the server saved the change. */
  const run = <T>(key: QueryKey, was: T, now: T, operation: FavoriteOperation, onSaved?: () => void) =>
    action.run({ key, was, now, operation, ...(onSaved ? { onSaved } : {}) });
  return { guard, viewer, busy: action.pending, action, run };
}
