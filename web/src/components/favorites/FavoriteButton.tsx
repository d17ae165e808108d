/**
 * The heart on the recipe page (spec 000 §2, 001 §4 "Favorites"): guests are asked to sign in (the way back saved
 * under returnAfterLogin), unverified users go to /verify-email. The heart fills at once and rolls back when the
 * server refuses, with the spec's message (the limit, a busy or unreachable mirror, the bot check).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useToast } from '@/components/toast';
import { useSignedInAction } from '@/components/useSignedInAction';
import { favoriteKeys, favoriteStatus, toggleFavorite } from './api';
import { favoriteErrorText } from './errorText';
import './favorites.css';

export function FavoriteButton({ recipeId }: { recipeId: string }) {
  const { t } = useTranslation('favorites');
  const guard = useSignedInAction();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { viewer } = guard;
  const [busy, setBusy] = useState(false);
  const key = favoriteKeys.status(viewer, recipeId);
  const status = useQuery({
    queryKey: key,
    queryFn: () => favoriteStatus(recipeId),
    enabled: viewer !== '',
  });
  const isFavorite = status.data?.isFavorite === true;
  // a signed-in viewer's state is unknown until it loads: no pressed state (a click meanwhile does nothing)
  const loading = viewer !== '' && status.data === undefined;

  const toggle = () => {
    if (!guard.mayAct() || busy || !status.data) return;
    const was = status.data;
    const operation = was.isFavorite ? 'remove' : 'add';
    setBusy(true);
    queryClient.setQueryData(key, { ...was, isFavorite: !was.isFavorite });
    toggleFavorite(recipeId, operation)
      .then((result) => {
        queryClient.setQueryData(key, result);
        void queryClient.invalidateQueries({ queryKey: favoriteKeys.overview(viewer) });
        void queryClient.invalidateQueries({ queryKey: favoriteKeys.ids(viewer) });
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
        className={`button favorite-button${isFavorite ? ' favorite-button--on' : ''}`}
        aria-pressed={viewer === '' || loading ? undefined : isFavorite}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={toggle}
        data-testid="favorite-button"
      >
        <span aria-hidden="true">{isFavorite ? '♥' : '♡'}</span>{' '}
        {isFavorite ? t('button.saved') : t('button.save')}
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
