import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ToastProvider } from '@/components/toast';
import { i18next, initI18n } from '@/platform/i18n';
import type { EnabledLanguage } from '@/platform/languages';
import { SessionContext, type Session } from '@/platform/session';

export interface RenderOptions {
  /** Where the router starts (default '/'). */
  route?: string;
  /** The route pattern the element answers (default: every path). */
  path?: string;
  /** Other screens the test may land on (e.g. SIGN_IN_SCREENS). */
  routes?: RouteObject[];
  /** Who is signed in (default: a guest). */
  session?: Session;
  /** A client of the test's own, to look into its cache. */
  queryClient?: QueryClient;
}

export interface AppRender extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
}

/** The screens a signed-in-only action sends to, as placeholders a test finds by their text. */
export const SIGN_IN_SCREENS: RouteObject[] = [
  { path: '/login', element: <p>login page</p> },
  { path: '/verify-email', element: <p>verify page</p> },
];

/** A query client for one test: no retries, nothing kept between tests. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * Renders `ui` as the app would: a data router (memory history), the session, a fresh query client and toasts.
 * Call `setUpI18n` once in the file's `beforeAll` first.
 */
export function renderWithApp(ui: ReactNode, options: RenderOptions = {}): AppRender {
  const { route = '/', path = '*', routes = [], session = { status: 'signedOut' } } = options;
  const queryClient = options.queryClient ?? testQueryClient();
  const router = createMemoryRouter([...routes, { path, element: ui }], { initialEntries: [route] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <SessionContext.Provider value={session}>
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** The app's i18n in `language`, with the on-demand namespaces a test needs already in (`{ recipes: en }`). */
export async function setUpI18n(
  bundles: Record<string, Record<string, unknown>> = {},
  language: EnabledLanguage = 'en',
): Promise<void> {
  await initI18n(language);
  // initI18n starts i18next once per module graph, which the web units share: an earlier file may have left another language
  await i18next.changeLanguage(language);
  for (const [namespace, bundle] of Object.entries(bundles))
    i18next.addResourceBundle(language, namespace, bundle, true, true);
}

type Bundles = Record<string, Record<string, unknown>>;

/**
 * A component test file's texts and clean slate: i18n in English with `bundles` (and `hebrew`'s namespaces, for
 * tests that switch to Hebrew) before its tests; after each, the tree unmounted, `reset` run (the file's mocks) and
 * the language back to English.
 */
export function textsForEachTest(
  bundles: Bundles,
  { hebrew = {}, reset }: { hebrew?: Bundles; reset?: () => void } = {},
) {
  beforeAll(async () => {
    await setUpI18n(bundles);
    for (const [namespace, bundle] of Object.entries(hebrew))
      i18next.addResourceBundle('he', namespace, bundle, true, true);
  });
  afterEach(async () => {
    cleanup();
    reset?.();
    await i18next.changeLanguage('en');
  });
}

/** A signed-in session for tests. */
export function signedInAs(uid = 'u1', profile: Record<string, unknown> = {}, emailVerified = true): Session {
  return {
    status: 'signedIn',
    user: { uid, email: `${uid}@matkon.local`, emailVerified, displayName: 'Dana', photoURL: null },
    profile: { status: 'ready', data: profile },
  };
}
