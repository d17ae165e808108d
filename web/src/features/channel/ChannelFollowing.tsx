import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGING } from '@domain/constants/social';
import { mayViewFollowing } from '@domain/follows/privacy';
import { DEFAULT_PRIVACY, type PrivacyLevel } from '@domain/profile/document';
import { PersonCard } from '@/components/follow';
import { ChannelSection } from './ChannelSection';
import { callFunction, toApiError } from '@/platform/api';

interface Props {
  uid: string;
  name: string;
  own: boolean;
  isFollowing: boolean;
  following: PrivacyLevel | undefined;
  /** The viewer's uid, or 'guest': the answer depends on who asks. */
  viewer: string;
}

/**
 * Whom the cook follows (decision 0042): shown to the viewers the cook's privacy setting for following admits (only
 * me, followers, everyone); the owner always sees it, with who else does. The server decides again on every call;
 * hiding it here only spares a refused request.
 */
export function ChannelFollowing({ uid, name, own, isFollowing, following, viewer }: Props) {
  const { t } = useTranslation('channel');
  const level = following ?? DEFAULT_PRIVACY.following;
  const mayView = mayViewFollowing(level, { isOwner: own, isFollower: isFollowing });
  const list = useQuery({
    queryKey: ['channel', 'following', uid, viewer, isFollowing],
    queryFn: () => callFunction('social-userFollowing', { userId: uid, limit: PAGING.followingPageMax }),
    enabled: mayView,
    retry: false,
  });
  // refused although the page thought otherwise (the setting or the follow changed a moment ago): nothing to show
  if (!mayView || (list.isError && toApiError(list.error).code === 'permission-denied')) return null;
  return (
    <ChannelSection part="following" title={t('following.title')}>
      {own ? (
        <p className="channel__following-note" data-testid="channel-following-audience">
          {t(`following.audience.${level}`)} <Link to="/profile">{t('following.change')}</Link>
        </p>
      ) : null}
      {list.isPending ? (
        <p className="channel__following-note" role="status">
          {t('following.loading')}
        </p>
      ) : list.isError ? (
        <p className="channel__following-note" role="alert">
          {t('following.loadFailed')}{' '}
          <button type="button" className="button button--small" onClick={() => void list.refetch()}>
            {t('following.retry')}
          </button>
        </p>
      ) : list.data.people.length === 0 ? (
        <p className="channel__following-note" data-testid="channel-following-empty">
          {own ? t('following.emptyOwn') : t('following.empty', { name })}
        </p>
      ) : (
        <>
          <ul className="person-grid" aria-labelledby="channel-following-title">
            {list.data.people.map((person) => (
              <PersonCard key={person.id} person={person} />
            ))}
          </ul>
          {list.data.hasMore ? (
            <p className="channel__following-note">
              {t('following.latest', { shown: list.data.people.length })}
            </p>
          ) : null}
        </>
      )}
    </ChannelSection>
  );
}
