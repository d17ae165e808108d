import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PAGING } from '@domain/constants/social';
import { followApi, PersonCard } from '@/components/follow';
import { ErrorState } from '@/components/ErrorState';
import { LoadMoreButton } from '@/components/lists/LoadMoreButton';
import { useDebouncedValue } from '@/components/form/useDebouncedValue';
import { ArrowBackIcon, SearchIcon } from '@/components/icons';
import { PageLoading } from '@/components/PageLoading';
import { usePageTitle } from '@/components/usePageTitle';
import { signedInUid, useSession } from '@/platform/session';
import './follows.css';

type Tab = 'followers' | 'following';
const PAGE = PAGING.followersPageSize;

/**
 * /followers (spec 001 §2, §5, §9): a back button, a search by name (case-insensitive; load-more is hidden while
 * searching), the followers and following tabs with their counts, 20 people a page with "load more", and a
 * follow toggle per person.
 */
export function FollowersPage() {
  const { t } = useTranslation('follows');
  usePageTitle(t('followers.title'));
  const navigate = useNavigate();
  const session = useSession();
  const viewer = signedInUid(session) ?? '';
  const profile =
    session.status === 'signedIn' && session.profile.status === 'ready' ? session.profile.data : null;
  const [tab, setTab] = useState<Tab>('followers');
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 300);

  const list = useInfiniteQuery({
    queryKey: followApi.followKeys.list(viewer, tab, term),
    queryFn: ({ pageParam, signal }) =>
      followApi.followList(tab, { limit: PAGE, offset: pageParam, search: term }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length * PAGE : undefined),
    enabled: viewer !== '',
  });
  const people = list.data?.pages.flatMap((page) => page.people) ?? [];
  const counts: Record<Tab, number> = {
    followers: profile?.followerCount ?? 0,
    following: profile?.followingCount ?? 0,
  };
  const tabs: Tab[] = ['followers', 'following'];

  return (
    <div className="page-stack follows-page" data-testid="followers-page">
      <div className="toolbar">
        <button type="button" className="button" onClick={() => navigate(-1)}>
          <ArrowBackIcon size={18} />
          {t('followers.back')}
        </button>
      </div>
      <h1>{t('followers.title')}</h1>
      <label className="follows-search">
        <SearchIcon size={18} />
        <span className="visually-hidden">{t('followers.search')}</span>
        <input
          type="search"
          value={search}
          maxLength={100}
          placeholder={t('followers.search')}
          onChange={(event) => setSearch(event.target.value)}
        />
      </label>
      <div role="tablist" aria-label={t('followers.tabs')} className="follows-tabs">
        {tabs.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`follows-tab-${key}`}
            aria-selected={tab === key}
            aria-controls="follows-panel"
            className={tab === key ? 'follows-tabs__tab follows-tabs__tab--active' : 'follows-tabs__tab'}
            onClick={() => setTab(key)}
          >
            {t(`followers.${key}Tab`, { count: counts[key] })}
          </button>
        ))}
      </div>
      <section id="follows-panel" role="tabpanel" aria-labelledby={`follows-tab-${tab}`}>
        {list.isPending ? (
          <PageLoading label={t('followers.loading')} />
        ) : list.isError && people.length === 0 ? (
          <ErrorState message={t('following.loadFailed')} onRetry={() => void list.refetch()} />
        ) : people.length === 0 ? (
          <p className="empty-state">
            {term
              ? t('followers.noMatch', { search: term })
              : tab === 'followers'
                ? t('followers.emptyFollowers')
                : t('followers.emptyFollowing')}
          </p>
        ) : (
          <>
            <ul className="person-grid">
              {people.map((person) => (
                <PersonCard key={person.id} person={person} />
              ))}
            </ul>
            {term ? null : (
              <LoadMoreButton
                list={list}
                className="follows-more"
                label={t('followers.loadMore')}
                busyLabel={t('followers.loading')}
              />
            )}
          </>
        )}
      </section>
    </div>
  );
}

export { FollowersPage as Component };
