/**
 * The heart on the recipe page (spec 000 §2, 001 §4 "Favorites"): guests are asked to sign in (the way back saved
 * under returnAfterLogin), unverified users go to /verify-email. The heart fills at once and rolls back when the
 * server refuses, with the spec's message (the limit, a busy or unreachable mirror, the bot check).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { favoriteKeys, favoriteStatus } from './api';
import { ActionError, PendingLabel } from '@/components/server-action/serverAction';
import { SignInPrompt } from '@/components/SignInPrompt';
import { useFavoriteToggle } from './useFavoriteToggle';
import './favorites.css';

/** `onChanged`: after the server saved the change (the recipe page reports it to personalisation). */
export function FavoriteButton({
  recipeId,
  onChanged,
}: {
  recipeId: string;
  onChanged?: (saved: boolean) => void;
}) {
  const { t } = useTranslation('favorites');
  const { guard, viewer, busy, action, run } = useFavoriteToggle(recipeId);
  const key = favoriteKeys.status(viewer, recipeId);
  const status = useQuery({
    queryKey: key,
    queryFn: () => favoriteStatus(recipeId),
    enabled: viewer !== '',
  });
  const isFavorite = status.data?.isFavorite === true;
  // a signed-in viewer's state is unknown until it loads: shown as loading, and it takes no click
  const loading = guard.verified && status.data === undefined;

  const toggle = () => {
    if (!guard.mayAct() || busy || !status.data) return;
    const was = status.data;
    const operation = was.isFavorite ? 'remove' : 'add';
    run(key, was, { ...was, isFavorite: !was.isFavorite }, operation, () => onChanged?.(operation === 'add'));
  };

  return (
    <>
      <button
        type="button"
        className={`button favorite-button${isFavorite ? ' favorite-button--on' : ''}`}
        aria-pressed={viewer === '' || loading ? undefined : isFavorite}
        aria-busy={busy || loading || undefined}
        disabled={busy || loading}
        onClick={toggle}
        data-testid="favorite-button"
      >
        {loading ? (
          <PendingLabel>{t('common.loading', { ns: 'common' })}</PendingLabel>
        ) : busy ? (
          <PendingLabel>{isFavorite ? t('button.saving') : t('button.removing')}</PendingLabel>
        ) : (
          <>
            <span aria-hidden="true">{isFavorite ? '♥' : '♡'}</span>{' '}
            {isFavorite ? t('button.saved') : t('button.save')}
          </>
        )}
      </button>
      <ActionError action={action} />
      <SignInPrompt guard={guard} ns="favorites" keyPrefix="guest" />
    </>
  );
}
