import { StrictMode, useState } from 'react';
import { RouterProvider } from 'react-router';
import { ToastProvider } from '@/components/toast';
import { createAppRouter } from './router';
import { FirebaseProviders } from './session';

/** Providers, outermost first: toasts, Firebase (reactfire + session), the router. */
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
