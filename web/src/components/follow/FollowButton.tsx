import { useTranslation } from 'react-i18next';
import { ActionError, PendingLabel } from '@/components/server-action/serverAction';
import { SignInPrompt } from '@/components/SignInPrompt';
import type { FollowControl } from './useFollow';
import './follow.css';

/**
 * The follow / following toggle (spec 001 §2, §4). A signed-in viewer's button is a toggle (aria-pressed); a
 * guest's asks to sign in first. While the viewer's state loads, and while a change is on its way, it is disabled
 * and busy and says so; a failed change is said below it with a retry. The state lives in useFollow so the count
 * beside it moves with it.
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
  const { isFollowing, loading, action, toggle } = control;
  const following = isFollowing === true;
  const busy = loading || action.pending;
  const label = loading
    ? t('common.loading', { ns: 'common' })
    : action.pending
      ? t(following ? 'button.pendingFollow' : 'button.pendingUnfollow')
      : t(following ? 'button.following' : 'button.follow');
  return (
    <span className="follow-control">
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
        aria-pressed={isFollowing === null || loading ? undefined : following}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={toggle}
        data-testid="follow-button"
        data-state={
          loading ? 'loading' : action.pending ? 'pending' : following ? 'following' : 'not-following'
        }
        title={following ? t('button.unfollowName', { name }) : t('button.followName', { name })}
      >
        {busy ? <PendingLabel>{label}</PendingLabel> : label}
        <span className="visually-hidden"> {name}</span>
      </button>
      <ActionError action={action} />
      <ActionError action={control.statusFailure} />
      <SignInPrompt guard={control} ns="follows" keyPrefix="guest" values={{ name }} />
    </span>
  );
}
