import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfiniteGrid, PullToRefresh } from '@/components/lists';
import { loadNamespaces } from '@/platform/i18n';
import { appQueryClient, usePagedList } from '@/platform/query';
import { useCategoryLookup } from '@/components/recipe-card/useCategoryLookup';
import { FeedCard, FeedSection, FeedSkeleton, PRIORITY_CARDS, type CardLook } from './FeedGrid';
import { ListSection } from './ListSection';
import { discoverList, feedListQuery, HOME_GRID_SIZE } from './queries';
import { TrendingTags } from './TrendingTags';
import { useFeedRequest } from './useFeedRequest';
import './feeds.css';

/**
 * The home page's feeds (spec 000 §2, 001 §2): trending tags, the trending grid, the newest grid and the infinite
 * discover feed, in the content language and the page's ?category=. Loaded lazily by app/routes/homeRoute.tsx with
 * their own query provider (the shared client), so the home route's first JS stays within budget.
 *
 * The personal sections (followed cooks, then recommendations or "more of a category for you") go between the
 * tags and the trending grid (000 §2's order). Each is a chunk of its own, fetched only for a signed-in viewer (a
 * guest never downloads them).
 */
const FollowingSection = lazy(() =>
  Promise.all([import('./FollowingSection'), loadNamespaces('activity')]).then(([module]) => module),
);
/** Recommendations and "more of a category for you" (issue 16): a chunk of its own, signed in only. */
const RecommendedSection = lazy(() =>
  Promise.all([import('./RecommendedSection'), loadNamespaces('personal')]).then(([module]) => module),
);

export default function HomeFeeds() {
  return (
    <QueryClientProvider client={appQueryClient()}>
      <Feeds />
    </QueryClientProvider>
  );
}

function Feeds() {
  const { t } = useTranslation('feeds');
  const request = useFeedRequest();
  const categoryName = useCategoryLookup();
  const trending = useQuery(feedListQuery('trending', request, HOME_GRID_SIZE));
  const newest = useQuery(feedListQuery('newest', request, HOME_GRID_SIZE));
  const defaultImage = trending.data?.defaultImage ?? newest.data?.defaultImage ?? null;
  const card = { categoryName, defaultImage };
  const trendingHref = `/trending${request.category ? `?category=${encodeURIComponent(request.category)}` : ''}`;

  return (
    <div className="feeds" data-testid="home-feeds">
      <TrendingTags language={request.language} />
      {request.viewer ? (
        <Suspense fallback={null}>
          <FollowingSection request={request} {...card} />
        </Suspense>
      ) : null}
      {request.viewer ? (
        <Suspense fallback={null}>
          <RecommendedSection request={request} {...card} />
        </Suspense>
      ) : null}
      <ListSection
        id="trending"
        saysLanguageFallback
        replacesServerView
        title={t('trending.title')}
        query={trending}
        more={<Link to={trendingHref}>{t('trending.seeAll')}</Link>}
        priority={PRIORITY_CARDS}
        {...card}
      />
      <ListSection id="newest" title={t('newest.title')} query={newest} {...card} />
      <DiscoverSection {...card} />
    </div>
  );
}

function DiscoverSection({ categoryName, defaultImage }: CardLook) {
  const { t } = useTranslation('feeds');
  const request = useFeedRequest();
  const list = usePagedList(discoverList(request));
  return (
    <FeedSection id="discover" title={t('discover.title')}>
      <PullToRefresh onRefresh={list.refresh}>
        <InfiniteGrid
          list={list}
          listClassName="card-grid feed-grid"
          loading={<FeedSkeleton count={4} />}
          labels={{
            error: t('grid.error'),
            retry: t('grid.retry'),
            loadMore: t('grid.loadMore'),
            loadingMore: t('grid.loadingMore'),
            caughtUp: t('grid.caughtUp'),
          }}
          empty={<EmptyFeed category={request.category} />}
          renderItem={(recipe) => (
            <FeedCard recipe={recipe} categoryName={categoryName} defaultImage={defaultImage} />
          )}
        />
      </PullToRefresh>
    </FeedSection>
  );
}

/** No recipe at all, or none in the chosen category: a way to browse all (000 §2) or to share the first. */
export function EmptyFeed({ category }: { category: string | null }) {
  const { t } = useTranslation('feeds');
  return (
    <div className="empty-state feed-state" data-testid="feed-empty">
      <span className="feed-state__art" aria-hidden="true">
        🍽️
      </span>
      <p>{category ? t('empty.category') : t('empty.none')}</p>
      <Link to={category ? '/' : '/create-recipe'} className="button button--primary">
        {category ? t('empty.browseAll') : t('empty.create')}
      </Link>
    </div>
  );
}
