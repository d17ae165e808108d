import { SearchPage } from '@/features/search/SearchPage';

/**
 * /search: the search page. Its trending section is a slot (features do not import each other): the feeds'
 * trending grid goes here when it lands.
 */
export function Component() {
  return <SearchPage />;
}
