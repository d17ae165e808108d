import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGING } from '@domain/constants/social';
import { followApi, PersonCard } from '@/components/follow';
import { ErrorState } from '@/components/ErrorState';
import { PageLoading } from '@/components/PageLoading';
import { usePageTitle } from '@/components/usePageTitle';
import { useSession } from '@/platform/session';
import './follows.css';

/**
 * /following (spec 001 §2): the channels the user follows, up to 50, newest follow first: avatar, name, recipe and
 * follower counts, and an unfollow button each; an empty state leads home.
 */
export function FollowingPage() {
  const { t } = useTranslation('follows');
  usePageTitle(t('following.title'));
  const session = useSession();
  const viewer = session.status === 'signedIn' ? session.user.uid : '';
  const list = useQuery({
    queryKey: followApi.followKeys.list(viewer, 'following', ''),
    queryFn: ({ signal }) =>
      followApi.followList('following', { limit: PAGING.followingPageMax, offset: 0 }, signal),
    enabled: viewer !== '',
  });

  return (
    <div className="page-stack follows-page" data-testid="following-page">
      <header>
        <h1>{t('following.title')}</h1>
        <p className="follows-page__intro">{t('following.intro')}</p>
      </header>
      {list.isPending ? (
        <PageLoading label={t('followers.loading')} />
      ) : list.isError ? (
        <ErrorState message={t('following.loadFailed')} onRetry={() => void list.refetch()} />
      ) : list.data.people.length === 0 ? (
        <section className="empty-state" data-testid="following-empty">
          <h2>{t('following.emptyTitle')}</h2>
          <p>{t('following.emptyText')}</p>
          <Link to="/" className="button button--primary">
            {t('following.emptyAction')}
          </Link>
        </section>
      ) : (
        <ul className="person-grid">
          {list.data.people.map((person) => (
            <PersonCard key={person.id} person={person} />
          ))}
        </ul>
      )}
    </div>
  );
}

export { FollowingPage as Component };
