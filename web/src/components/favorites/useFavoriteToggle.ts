import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FavoriteOperation } from '@domain/favorites/document';
import { useToast } from '@/components/toast';
import { useSignedInAction } from '@/components/useSignedInAction';
import { favoriteKeys, toggleFavorite } from './api';
import { favoriteErrorText } from './errorText';

/**
 * A heart's toggle (001 §4 "Favorites"): the guard (guests asked to sign in, unverified users sent to verify), then
 * `run` shows the new state under `key` at once, asks the server and refreshes every favorites view of the viewer,
 * or puts the old state back with the spec's message.
 */
export function useFavoriteToggle(recipeId: string) {
  const { t } = useTranslation('favorites');
  const guard = useSignedInAction();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const { viewer } = guard;

  /** `onSaved`: after the server saved the change. */
  const run = <T>(key: QueryKey, was: T, now: T, operation: FavoriteOperation, onSaved?: () => void) => {
    setBusy(true);
    queryClient.setQueryData(key, now);
    toggleFavorite(recipeId, operation)
      .then(() => {
        onSaved?.();
        const views = [
          favoriteKeys.status(viewer, recipeId),
          favoriteKeys.ids(viewer),
          favoriteKeys.overview(viewer),
        ];
        return Promise.all(views.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      })
      .catch((error: unknown) => {
        queryClient.setQueryData(key, was);
        toast.error(favoriteErrorText(error, operation, t));
      })
      .finally(() => setBusy(false));
  };
  return { guard, viewer, busy, run };
}
