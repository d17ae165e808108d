/**
 * The heart on a recipe card (001 §4 "Favorites"): filled when the viewer saved the recipe (one read of their saved
 * ids serves a whole grid), toggled at once and rolled back when the server refuses. Guests are asked to sign in,
 * unverified users go to /verify-email. Loaded lazily by the card (decision 0012: nothing in home's first JS).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { favoriteIds, favoriteKeys } from './api';
import { SignInPrompt } from '@/components/SignInPrompt';
import { useToast } from '@/components/toast';
import { useFavoriteToggle } from './useFavoriteToggle';
import './favorites.css';

export default function CardHeart({ recipeId, title }: { recipeId: string; title: string }) {
  const { t } = useTranslation('favorites');
  const { guard, viewer, busy, action, run } = useFavoriteToggle(recipeId);
  const toast = useToast();
  // a card has no room for the error line: its message goes to a toast
  useEffect(() => {
    if (action.error) toast.error(action.error);
  }, [action.error, toast]);
  const key = favoriteKeys.ids(viewer);
  const ids = useQuery({ queryKey: key, queryFn: favoriteIds, enabled: viewer !== '', staleTime: 60_000 });
  const saved = ids.data?.recipeIds.includes(recipeId) === true;
  // a signed-in viewer's saved ids are unknown until they load: the heart takes no click meanwhile
  const loading = guard.verified && !ids.data;

  const toggle = () => {
    if (!guard.mayAct() || busy || !ids.data) return;
    const was = ids.data;
    const recipeIds = saved ? was.recipeIds.filter((id) => id !== recipeId) : [recipeId, ...was.recipeIds];
    run(key, was, { recipeIds }, saved ? 'remove' : 'add');
  };

  return (
    <>
      <button
        type="button"
        className={`disc card-heart${saved ? ' card-heart--on' : ''}`}
        aria-pressed={viewer === '' || !ids.data ? undefined : saved}
        aria-label={t('card.save', { title })}
        aria-busy={busy || loading || undefined}
        disabled={busy || loading}
        onClick={toggle}
        data-testid="card-heart"
      >
        {busy ? (
          <span className="server-action__spinner" aria-hidden="true" />
        ) : (
          <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
        )}
      </button>
      <SignInPrompt guard={guard} ns="favorites" keyPrefix="guest" />
    </>
  );
}
