import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { createQueryClient } from '@/platform/query';

/** One client for the whole visit: every screen under this layout shares its cache (docs/decisions/0006). */
let client: QueryClient | undefined;

/**
 * Server state (TanStack Query) for every screen but home: a lazy layout route, so the home route's first JS does
 * not carry the query library (DESIGN §11 budget, scripts/bundle-budget.mjs). A screen added under it needs nothing.
 */
export function Component() {
  client ??= createQueryClient();
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
