import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useFollow } from '@/components/follow';
import { LockIcon } from '@/components/icons';
import { truncateText } from '@/components/recipe-card/format';
import { ActionError, PendingLabel } from '@/components/server-action/serverAction';
import { recipeKeys } from '@/platform/queryKeys';
import { saveReturnPath } from '@/platform/returnPath';
import { useSession } from '@/platform/session';
import type { RecipeView } from '../api';

/**
 * A recipe the viewer may not read yet (spec 000 §2 "Access modes"): a lock message, the title and description as
 * a preview, and one button. Guests log in (the return path is saved, so they come back here); signed-in users
 * with an unverified e-mail verify it first; everyone else follows the author right here (issue 27 item 9), and
 * the recipe opens in its place, since following grants access.
 */
export function LockedRecipe({
  recipe,
  access,
}: {
  recipe: RecipeView;
  access: 'login-required' | 'followers-only';
}) {
  const { t } = useTranslation('recipes');
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const guest = session.status !== 'signedIn';
  const unverified = session.status === 'signedIn' && !session.user.emailVerified;

  const unlock = () => {
    if (guest) {
      saveReturnPath(location.pathname + location.search);
      navigate('/login');
    } else if (unverified) {
      navigate('/verify-email');
    }
  };

  const message = access === 'login-required' ? t('locked.loginRequired') : t('locked.followersOnly');

  return (
    <article
      className="card card--raised recipe-locked"
      aria-labelledby="recipe-locked-title"
      data-testid="recipe-locked"
      data-access={access}
    >
      <span className="disc recipe-locked__icon" aria-hidden="true">
        <LockIcon size={32} />
      </span>
      <p className="recipe-locked__message">{message}</p>
      <h1 id="recipe-locked-title" className="recipe-locked__title" dir="auto">
        {recipe.title}
      </h1>
      {recipe.description ? (
        <p className="recipe-locked__preview" dir="auto">
          {truncateText(recipe.description, 200)}
        </p>
      ) : null}
      {guest || unverified ? (
        <button type="button" className="button button--primary" onClick={unlock} data-testid="recipe-unlock">
          {guest ? t('locked.login') : t('locked.verify')}
        </button>
      ) : recipe.authorId ? (
        <LockedFollow authorId={recipe.authorId} name={recipe.authorName || t('card.authorFallback')} />
      ) : null}
    </article>
  );
}

/**
 * The lock's Follow: pending while the follow is on its way, then "opening" while the recipe is read again (the
 * follow grants access and useFollow asks for every recipe detail again), or the failure with a retry.
 */
function LockedFollow({ authorId, name }: { authorId: string; name: string }) {
  const { t } = useTranslation('recipes');
  const [opening, setOpening] = useState(false);
  const control = useFollow(authorId, 0, { onChanged: (following) => setOpening(following) });
  const { loading, action } = control;
  const queryClient = useQueryClient();
  // the viewer follows already (this lock was read before the follow): the recipe is read again
  const alreadyFollowing = control.isFollowing === true && !opening && !action.pending;
  useEffect(() => {
    if (alreadyFollowing) void queryClient.invalidateQueries({ queryKey: recipeKeys.anyDetails });
  }, [alreadyFollowing, queryClient]);
  const busy = loading || action.pending || opening || alreadyFollowing;
  const label = loading
    ? t('common.loading', { ns: 'common' })
    : action.pending
      ? t('locked.following', { name })
      : opening || alreadyFollowing
        ? t('locked.opening')
        : t('locked.follow', { name });
  return (
    <div className="recipe-locked__action">
      <button
        type="button"
        className="button button--primary"
        onClick={control.toggle}
        disabled={busy}
        aria-busy={busy || undefined}
        data-testid="recipe-unlock"
        data-state={loading ? 'loading' : busy ? 'pending' : 'idle'}
      >
        {busy ? <PendingLabel>{label}</PendingLabel> : label}
      </button>
      <ActionError action={action} />
      <ActionError action={control.statusFailure} />
    </div>
  );
}
