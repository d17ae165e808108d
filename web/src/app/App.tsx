import { StrictMode, useState } from 'react';
import { RouterProvider } from 'react-router';
import { ToastProvider } from '@/components/toast';
import { createAppRouter } from './router';
import { FirebaseProviders } from './session';

/**
 * Providers, outermost first: toasts, Firebase (reactfire for live reads + session), the router. Server state
 * (TanStack Query, docs/decisions/0006) is provided by a lazy layout route of the router (app/QueryLayout.tsx).
 */
export function App() {
  const [router] = useState(createAppRouter);
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
