import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategoryLookup } from '@/components/recipe-card/useCategoryLookup';
import { FeedError, FeedGrid, FeedSkeleton } from './FeedGrid';
import { feedListQuery, HOME_GRID_SIZE } from './queries';
import { useFeedRequest } from './useFeedRequest';
import './feeds.css';

/**
 * The trending grid another screen shows in a slot of its own (the search page's trending section, 001 §2): the
 * feeds' trending call in the content language, every category, two rows, and the way to /trending. Nothing when
 * there is nothing trending.
 */
export function TrendingSection() {
  const { t } = useTranslation('feeds');
  const request = useFeedRequest();
  const categoryName = useCategoryLookup();
  const query = useQuery(feedListQuery('trending', { ...request, category: null }, HOME_GRID_SIZE));

  if (query.status === 'pending') return <FeedSkeleton count={HOME_GRID_SIZE} />;
  if (query.status === 'error') return <FeedError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.recipes.length === 0) return null;
  return (
    <div className="feeds" data-testid="search-trending">
      <FeedGrid
        recipes={query.data.recipes}
        categoryName={categoryName}
        defaultImage={query.data.defaultImage}
      />
      <p>
        <Link to="/trending">{t('trending.seeAll')}</Link>
      </p>
    </div>
  );
}
