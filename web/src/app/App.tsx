import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useState } from 'react';
import { RouterProvider } from 'react-router';
import { ToastProvider } from '@/components/toast';
import { createQueryClient } from '@/platform/query';
import { createAppRouter } from './router';
import { FirebaseProviders } from './session';

/**
 * Providers, outermost first: server state (TanStack Query, docs/decisions/0006), toasts, Firebase (reactfire for
 * live reads + session), the router.
 */
export function App() {
  const [router] = useState(createAppRouter);
  const [queryClient] = useState(createQueryClient);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <FirebaseProviders>
            <RouterProvider router={router} />
          </FirebaseProviders>
        </ToastProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
