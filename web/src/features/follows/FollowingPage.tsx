import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGING } from '@domain/constants/social';
import { followApi, PersonCard } from '@/components/follow';
import { usePageTitle } from '@/components/usePageTitle';
import { signedInUid, useSession } from '@/platform/session';
import { PeopleList } from './PeopleList';
import './follows.css';

/**
 * /following (spec 001 §2): the channels the user follows, up to 50, newest follow first: avatar, name, recipe and
 * follower counts, and an unfollow button each; an empty state leads home.
 */
export function FollowingPage() {
  const { t } = useTranslation('follows');
  usePageTitle(t('following.title'));
  const viewer = signedInUid(useSession()) ?? '';
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
      <PeopleList section="following" testId="following" query={list} count={(data) => data.people.length}>
        {(data) => (
          <ul className="person-grid">
            {data.people.map((person) => (
              <PersonCard key={person.id} person={person} />
            ))}
          </ul>
        )}
      </PeopleList>
    </div>
  );
}

export { FollowingPage as Component };
