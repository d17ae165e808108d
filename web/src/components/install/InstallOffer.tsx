import { lazy, Suspense, useSyncExternalStore } from 'react';
import { currentInstallOffer, subscribeInstallOffer } from '@/platform/pwa/installOffer';

const InstallBanner = lazy(() => import('./InstallBanner'));

/** The shell's place for the install offer: nothing, until the browser offers installing on a later visit. */
export function InstallOffer() {
  const offer = useSyncExternalStore(subscribeInstallOffer, currentInstallOffer, () => null);
  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <InstallBanner />
    </Suspense>
  );
}
