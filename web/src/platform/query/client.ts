import { QueryClient } from '@tanstack/react-query';
import { toApiError } from '../api';

/**
 * Cache lifetimes of server answers, in one place (spec 001 §9 "Paging and lists", "Feed"). A query names its
 * entry here rather than a number of its own, so the spec's figures are found and changed in one file.
 */
export const STALE_TIMES = {
  /** What nothing says otherwise about: fresh for half a minute, so a back-and-forth does not refetch. */
  default: 30_000,
  /** "home grid stale after 5 minutes"; a cook's recipe grid is the same kind of list. */
  recipeGrid: 5 * 60_000,
  /** "share-count cache 300000 ms". */
  shareCounts: 300_000,
  /** "follow count cache 5 min". */
  followCounts: 5 * 60_000,
  /** Asked once while the page lives: form suggestions and popular tags do not change while a recipe is written. */
  pageLoad: Infinity,
  /**
   * Terms, privacy …: shown from the cache at once and asked again on every visit (a small answer the server
   * revalidates), so an edit in the Content Editor reaches a reader's next visit, not one 5 minutes later.
   */
  content: 0,
} as const;

/** Answers that will not change on a second try: a 4xx (bad input, not allowed, not found, rate-limited). */
export function isFinalError(error: unknown): boolean {
  const { status, code } = toApiError(error);
  if (status !== undefined) return status >= 400 && status < 500;
  return [
    'invalid-argument',
    'unauthenticated',
    'permission-denied',
    'not-found',
    'already-exists',
    'failed-precondition',
    'resource-exhausted',
    'cancelled',
  ].includes(code);
}

/** Retries a failed query at most twice, and never a final (4xx) answer. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && !isFinalError(error);
}

/**
 * The app's query client. No refetch when the window regains focus (a tab switch is not a reason to ask the server
 * again; live data comes through reactfire), mutations never retry on their own (a user clicks again) and run even
 * offline, failing in sight instead of waiting paused with no word.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIMES.default,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

let shared: QueryClient | undefined;

/**
 * The one client of a visit: every screen shares its cache (docs/decisions/0006), home's lazily loaded feeds
 * (features/feeds) and the screens under app/QueryLayout.tsx alike.
 */
export function appQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}
