import { lazy, Suspense, useEffect } from 'react';
import { FirebaseReady, useSession } from '@/platform/session';
import { useAfterLoad } from '@/platform/useAfterLoad';
import { LiveBoundary } from '../LiveBoundary';
import { refreshCatalog } from './catalogStore';

const CatalogVersionWatcher = lazy(() => import('./CatalogVersionWatcher'));

/**
 * Put where a page shows the category list (the pills, the open side navigation). For a signed-in user, after the
 * page has loaded, it loads the Firestore runtime and watches the catalogue's version, so a category added by an
 * admin appears without a reload (decision 0011). A guest's page reads no Firestore at all (decision 0043): it asks
 * for the catalogue again when the guest comes back to the tab. Renders nothing; a watcher that fails leaves the
 * list as it is.
 */
export function LiveCatalog() {
  const session = useSession();
  const due = useAfterLoad();
  if (session.status === 'signedOut') return <RefreshWhenVisible />;
  if (session.status !== 'signedIn' || !due) return null;
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

function RefreshWhenVisible() {
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') refreshCatalog();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
  return null;
}
