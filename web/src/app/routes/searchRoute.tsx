import { TrendingSection } from '@/features/feeds/TrendingSection';
import { SearchPage } from '@/features/search/SearchPage';

/** /search: the search page, with the feeds' trending grid in its trending slot (features do not import each other). */
export function Component() {
  return <SearchPage trending={<TrendingSection />} />;
}
