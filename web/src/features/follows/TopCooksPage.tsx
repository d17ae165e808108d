import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PersonCard } from '@/components/follow';
import { usePageTitle } from '@/components/usePageTitle';
import { apiCall } from '@/platform/api';
import { STALE_TIMES } from '@/platform/query/client';
import { PeopleList } from './PeopleList';
import './follows.css';

/**
 * /top-cooks (001 §3 "Top followed users list", §9 "top followed users 50"): the list the top-followed job writes
 * four times a day, most followers first, each with its place and a follow button; anyone may look.
 */
export function TopCooksPage() {
  const { t, i18n } = useTranslation('follows');
  usePageTitle(t('topCooks.title'));
  const list = useQuery({
    queryKey: ['top-cooks'],
    queryFn: ({ signal }) => apiCall('GET /api/follows/top-followed', { query: {}, signal }),
    staleTime: STALE_TIMES.followCounts,
  });
  const updated = list.data?.updatedAt
    ? new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date(list.data.updatedAt))
    : null;

  return (
    <div className="page-stack follows-page" data-testid="top-cooks-page">
      <header>
        <h1>{t('topCooks.title')}</h1>
        <p className="follows-page__intro">{t('topCooks.intro')}</p>
        {updated ? <p className="follows-page__updated">{t('topCooks.updated', { date: updated })}</p> : null}
      </header>
      <PeopleList section="topCooks" testId="top-cooks" query={list} count={(data) => data.users.length}>
        {(data) => (
          <ol className="person-grid top-cooks" aria-label={t('topCooks.title')}>
            {data.users.map((user, index) => (
              <PersonCard
                key={user.id}
                person={{
                  id: user.id,
                  displayName: user.displayName,
                  username: user.username,
                  photoURL: user.profileImage,
                  isVerified: false,
                  recipeCount: user.recipeCount,
                  followerCount: user.followerCount,
                }}
              >
                <p className="top-cooks__rank" data-testid="top-cook-rank">
                  {t('topCooks.rank', { rank: index + 1 })}
                </p>
              </PersonCard>
            ))}
          </ol>
        )}
      </PeopleList>
    </div>
  );
}

export { TopCooksPage as Component };
