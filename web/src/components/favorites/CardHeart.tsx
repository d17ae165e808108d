/**
 * The heart on a recipe card (001 §4 "Favorites"): filled when the viewer saved the recipe (one read of their saved
 * ids serves a whole grid), toggled at once and rolled back when the server refuses. Guests are asked to sign in,
 * unverified users go to /verify-email. Loaded lazily by the card (decision 0012: nothing in home's first JS).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { favoriteIds, favoriteKeys } from './api';
import { SignInPrompt } from '@/components/SignInPrompt';
import { useFavoriteToggle } from './useFavoriteToggle';
import './favorites.css';

export default function CardHeart({ recipeId, title }: { recipeId: string; title: string }) {
  const { t } = useTranslation('favorites');
  const { guard, viewer, busy, run } = useFavoriteToggle(recipeId);
  const key = favoriteKeys.ids(viewer);
  const ids = useQuery({ queryKey: key, queryFn: favoriteIds, enabled: viewer !== '', staleTime: 60_000 });
  const saved = ids.data?.recipeIds.includes(recipeId) === true;

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
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={toggle}
        data-testid="card-heart"
      >
        <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
      </button>
      <SignInPrompt guard={guard} ns="favorites" keyPrefix="guest" />
    </>
  );
}
