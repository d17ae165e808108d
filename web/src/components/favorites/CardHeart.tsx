/**
 * The heart on a recipe card (001 §4 "Favorites"): filled when the viewer saved the recipe (one read of their saved
 * ids serves a whole grid), toggled at once and rolled back when the server refuses. Guests are asked to sign in,
 * unverified users go to /verify-email. Loaded lazily by the card (decision 0012: nothing in home's first JS).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useToast } from '@/components/toast';
import { useSignedInAction } from '@/components/useSignedInAction';
import { favoriteIds, favoriteKeys, toggleFavorite } from './api';
import { favoriteErrorText } from './errorText';
import './favorites.css';

export default function CardHeart({ recipeId, title }: { recipeId: string; title: string }) {
  const { t } = useTranslation('favorites');
  const guard = useSignedInAction();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { viewer } = guard;
  const [busy, setBusy] = useState(false);
  const key = favoriteKeys.ids(viewer);
  const ids = useQuery({ queryKey: key, queryFn: favoriteIds, enabled: viewer !== '', staleTime: 60_000 });
  const saved = ids.data?.recipeIds.includes(recipeId) === true;

  const toggle = () => {
    if (!guard.mayAct() || busy || !ids.data) return;
    const was = ids.data;
    const operation = saved ? 'remove' : 'add';
    setBusy(true);
    queryClient.setQueryData(key, {
      recipeIds: saved ? was.recipeIds.filter((id) => id !== recipeId) : [recipeId, ...was.recipeIds],
    });
    toggleFavorite(recipeId, operation)
      .then(() => {
        void queryClient.invalidateQueries({ queryKey: favoriteKeys.status(viewer, recipeId) });
        void queryClient.invalidateQueries({ queryKey: favoriteKeys.overview(viewer) });
      })
      .catch((error: unknown) => {
        queryClient.setQueryData(key, was);
        toast.error(favoriteErrorText(error, operation, t));
      })
      .finally(() => setBusy(false));
  };

  return (
    <>
      <button
        type="button"
        className={`card-heart${saved ? ' card-heart--on' : ''}`}
        aria-pressed={viewer === '' || !ids.data ? undefined : saved}
        aria-label={t('card.save', { title })}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={toggle}
        data-testid="card-heart"
      >
        <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
      </button>
      {guard.confirmingLogin ? (
        <ConfirmDialog
          variant="recipe"
          title={t('guest.title')}
          confirmLabel={t('guest.confirm')}
          busyLabel={t('guest.confirm')}
          cancelLabel={t('guest.cancel')}
          busy={false}
          onConfirm={guard.confirmLogin}
          onCancel={guard.cancelLogin}
        >
          <p>{t('guest.text')}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
