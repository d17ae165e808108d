import { StrictMode, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { ToastProvider } from '@/components/toast';
import { createAppRouter } from './router';
import { FirebaseProviders } from './session';

/**
 * Providers, outermost first: toasts, Firebase (reactfire for live reads + session), the router. Server state
 * (TanStack Query, docs/decisions/0006) is provided by a lazy layout route of the router (app/QueryLayout.tsx).
 * The root also runs the app-integrity token's schedule (spec 002 §4: a forced refresh every 50 minutes and after
 * 5 counted failures; platform/appIntegrity.ts).
 */
export function App() {
  const [router] = useState(createAppRouter);
  useEffect(() => {
    // loaded after the first paint, with the SDK it refreshes (home's initial JS stays as it was)
    let stop: (() => void) | undefined;
    let active = true;
    void import('@/platform/appIntegrity').then((integrity) => {
      if (active) stop = integrity.startAppIntegrity();
    });
    return () => {
      active = false;
      stop?.();
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
