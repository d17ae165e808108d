import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/components/usePageTitle';
import { useServerViewGivesWay } from '@/platform/serverView';
import { useCategoryLookup } from '@/components/recipe-card/useCategoryLookup';
import { EmptyFeed } from './HomeFeeds';
import { FeedError, FeedGrid, FeedSkeleton, PRIORITY_CARDS } from './FeedGrid';
import { feedListQuery, TRENDING_PAGE_SIZE } from './queries';
import { useFeedRequest } from './useFeedRequest';
import './feeds.css';

/**
 * /trending (?category=) (001 §2): the trending recipes, ordered by the spec's mix of views (70%) and recency
 * (30%, decaying over 30 days), the admin's trending flag first; in the content language.
 */
export function Component() {
  const { t } = useTranslation('feeds');
  usePageTitle(t('trendingPage.title'));
  const request = useFeedRequest();
  const categoryName = useCategoryLookup();
  const query = useQuery(feedListQuery('trending', request, TRENDING_PAGE_SIZE));
  useServerViewGivesWay(query.status !== 'pending');
  const category = request.category ? (categoryName?.(request.category)?.name ?? request.category) : null;

  return (
    <div className="feeds" data-testid="trending-page">
      <header>
        <h1 className="feeds__title">{t('trendingPage.title')}</h1>
        <p className="feeds__subtitle">{t('trendingPage.subtitle')}</p>
        {category ? (
          <p className="recipe-grid__filter">
            <span>{t('trendingPage.filtered', { category })}</span>{' '}
            <Link to="/trending">{t('trendingPage.clear')}</Link>
          </p>
        ) : null}
      </header>
      {query.status === 'pending' ? (
        <FeedSkeleton count={PRIORITY_CARDS * 2} />
      ) : query.status === 'error' ? (
        <FeedError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.recipes.length === 0 ? (
        <EmptyFeed category={request.category} />
      ) : (
        <FeedGrid
          recipes={query.data.recipes}
          priority={PRIORITY_CARDS}
          categoryName={categoryName}
          defaultImage={query.data.defaultImage}
        />
      )}
    </div>
  );
}
