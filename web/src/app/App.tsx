import { StrictMode, useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { ToastProvider } from '@/components/toast';
import { prefetchLater } from './prefetch';
import type { AppRouter } from './router';
import { LIKELY_NEXT_SCREENS } from './routes/likelyNextScreens';
import { FirebaseProviders } from './session';

/**
 * Providers, outermost first: toasts, Firebase (reactfire for live reads + session), the router. Server state
 * (TanStack Query, docs/decisions/0006) is provided by a lazy layout route of the router (app/QueryLayout.tsx).
 * The root also runs the app-integrity token's schedule (spec 002 §4: a forced refresh every 50 minutes and after
 * 5 counted failures; platform/appIntegrity.ts) and, 1 s after the first paint, prefetches the screens likely opened
 * next (app/prefetch.ts). The router is made by the caller, before React's first render
 * (main.tsx): its first match starts the screen's code, a task of its own rather than part of the render.
 */
export function App({ router }: { router: AppRouter }) {
  useEffect(() => {
    // loaded after the first paint, with the SDK it refreshes (home's initial JS stays as it was)
    let stop: (() => void) | undefined;
    let active = true;
    void import('@/platform/appIntegrity').then((integrity) => {
      if (active) stop = integrity.startAppIntegrity();
    });
    const cancelPrefetch = prefetchLater(LIKELY_NEXT_SCREENS);
    return () => {
      active = false;
      stop?.();
      cancelPrefetch();
    };
  }, []);
  return (
    <StrictMode>
      <ToastProvider>
        <FirebaseProviders>
          <RouterProvider router={router} />
        </FirebaseProviders>
      </ToastProvider>
    </StrictMode>
  );
}
