import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { appQueryClient } from '@/platform/query';

/**
 * Server state (TanStack Query) for every screen but home: a lazy layout route, so the home route's first JS does
 * not carry the query library (DESIGN §11 budget, scripts/bundle-budget.mjs). A screen added under it needs nothing.
 */
export function Component() {
  return (
    <QueryClientProvider client={appQueryClient()}>
      <Outlet />
    </QueryClientProvider>
  );
}
