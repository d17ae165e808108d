import { useTranslation } from 'react-i18next';
import { SignInPrompt } from '@/components/SignInPrompt';
import type { FollowControl } from './useFollow';
import './follow.css';

/**
 * The follow / following toggle (spec 001 §2, §4). A signed-in viewer's button is a toggle (aria-pressed); a
 * guest's asks to sign in first. The state lives in useFollow so the count beside it moves with it.
 */
export function FollowButton({
  control,
  name,
  size = 'md',
}: {
  control: FollowControl;
  name: string;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation('follows');
  const { isFollowing, busy, toggle } = control;
  const following = isFollowing === true;
  return (
    <>
      <button
        type="button"
        className={[
          'button',
          following ? 'follow-button--following' : 'button--primary',
          'follow-button',
          size === 'sm' ? 'follow-button--small' : '',
        ]
          .filter(Boolean)
          .join(' ')}
        aria-pressed={isFollowing === null ? undefined : following}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={toggle}
        data-testid="follow-button"
        title={following ? t('button.unfollowName', { name }) : t('button.followName', { name })}
      >
        {following ? t('button.following') : t('button.follow')}
        <span className="visually-hidden"> {name}</span>
      </button>
      <SignInPrompt guard={control} ns="follows" keyPrefix="guest" values={{ name }} />
    </>
  );
}
