import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LockIcon } from '@/components/icons';
import { truncateText } from '@/components/recipe-card/format';
import { channelPath } from '@/platform/paths';
import { saveReturnPath } from '@/platform/returnPath';
import { useSession } from '@/platform/session';
import type { RecipeView } from '../api';

/**
 * A recipe the viewer may not read yet (spec 000 §2 "Access modes"): a lock message, the title and description as
 * a preview, and one button. Guests log in (the return path is saved, so they come back here); signed-in users
 * with an unverified e-mail verify it first; everyone else goes to the author's channel, where following happens.
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
    } else if (recipe.authorId) {
      navigate(
        channelPath({
          uid: recipe.authorId,
          username: recipe.authorUsername,
          displayName: recipe.authorName,
        }),
      );
    }
  };

  const message = access === 'login-required' ? t('locked.loginRequired') : t('locked.followersOnly');
  const action = guest
    ? t('locked.login')
    : unverified
      ? t('locked.verify')
      : t('locked.follow', { name: recipe.authorName || t('card.authorFallback') });

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
      <button type="button" className="button button--primary" onClick={unlock} data-testid="recipe-unlock">
        {action}
      </button>
    </article>
  );
}
