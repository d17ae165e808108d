import { lazy, Suspense } from 'react';
import { FirebaseReady } from '@/platform/session';
import { useAfterLoad } from '@/platform/useAfterLoad';
import { LiveBoundary } from '../LiveBoundary';

const CatalogVersionWatcher = lazy(() => import('./CatalogVersionWatcher'));

/**
 * Put where a page shows the category list (the pills, the open side navigation): after the page has loaded it
 * loads the Firestore runtime and watches the catalogue's version, so a category added by an admin appears
 * without a reload (decision 0011). Renders nothing; a watcher that fails leaves the list as it is.
 */
export function LiveCatalog() {
  if (!useAfterLoad()) return null;
  return (
    <FirebaseReady>
      <LiveBoundary fallback={() => null}>
        <Suspense fallback={null}>
          <CatalogVersionWatcher />
        </Suspense>
      </LiveBoundary>
    </FirebaseReady>
  );
}
