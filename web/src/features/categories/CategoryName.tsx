import { lazy, Suspense } from 'react';
import { LiveBoundary } from '@/components/LiveBoundary';
import { FirebaseReady } from '@/platform/session';

const LiveCategoryName = lazy(() => import('./LiveCategoryName'));

/**
 * A category's name in the interface language, from its id (or English name), read live. Nothing shows until the
 * categories are in (never the raw id in another language); an unknown id shows as it is.
 */
export function CategoryName({ id }: { id: string }) {
  return (
    <FirebaseReady fallback={null}>
      <LiveBoundary fallback={() => id}>
        <Suspense fallback={null}>
          <LiveCategoryName id={id} />
        </Suspense>
      </LiveBoundary>
    </FirebaseReady>
  );
}
