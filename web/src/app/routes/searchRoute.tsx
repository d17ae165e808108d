import { SearchRecommendedSection } from '@/features/feeds/SearchRecommendedSection';
import { TrendingSection } from '@/features/feeds/TrendingSection';
import { SearchPage } from '@/features/search/SearchPage';

/**
 * /search: the search page, with the feeds' recommended and trending grids in its slots (features do not import
 * each other).
 */
export function Component() {
  return <SearchPage recommended={<SearchRecommendedSection />} trending={<TrendingSection />} />;
}
