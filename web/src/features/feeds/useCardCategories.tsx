import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { CategoryLookup } from '@/components/recipe-card/types';
import { FirebaseReady } from '@/platform/session';

const CategoryReport = lazy(() => import('./CategoryReport'));

/**
 * Category names for the cards, without making the cards wait for Firebase: the cards render at once (their
 * category row keeps its place) and the names fill in when the live category list arrives. Render `bridge`
 * anywhere in the page.
 */
export function useCardCategories(): { categoryName: CategoryLookup | undefined; bridge: ReactNode } {
  const [lookup, setLookup] = useState<{ current: CategoryLookup } | undefined>(undefined);
  return {
    categoryName: lookup?.current,
    bridge: (
      <FirebaseReady>
        <Suspense fallback={null}>
          <CategoryReport onLookup={setLookup} />
        </Suspense>
      </FirebaseReady>
    ),
  };
}
