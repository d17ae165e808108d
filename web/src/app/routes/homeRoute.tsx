import { lazy, Suspense } from 'react';
import { CategoryName } from '@/features/categories/CategoryName';
import { HOME_GRID_SIZE_HINT, HomeFeedsSkeleton } from '@/features/feeds/HomeFeedsSkeleton';
import type * as HomeFeedsModule from '@/features/feeds/HomeFeeds';
import { HomePage } from '@/features/home/HomePage';
import { loadNamespaces } from '@/platform/i18n';

/**
 * The feeds and their server state (TanStack Query, the recipe cards, the `feeds` and `recipes` texts) are one lazy
 * chunk, asked for as soon as this route's module runs: it downloads while the hero and the skeletons paint, and
 * the home route's first JS stays within its 150 KB budget (DESIGN §11; docs/decisions/0012).
 */
let feedsChunk: Promise<typeof HomeFeedsModule> | undefined;
const loadFeeds = () =>
  (feedsChunk ??= Promise.all([
    import('@/features/feeds/HomeFeeds'),
    loadNamespaces('feeds', 'recipes'),
  ]).then(([module]) => module));
const HomeFeeds = lazy(loadFeeds);
void loadFeeds().catch(() => {
  feedsChunk = undefined; // the next render asks again (a flaky network), and the route's error view shows a failure
});

/**
 * / : the home page with the feeds in their slot (the category pills bar is the shell's, app/shell/Shell.tsx).
 */
export function Component() {
  return (
    <HomePage
      categoryName={(id) => <CategoryName id={id} />}
      feeds={
        <Suspense fallback={<HomeFeedsSkeleton cards={HOME_GRID_SIZE_HINT} />}>
          <HomeFeeds />
        </Suspense>
      }
    />
  );
}
