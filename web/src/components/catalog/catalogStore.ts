import type { CatalogAnswer } from '@domain/catalog/answer';

export type CatalogState =
  { status: 'loading' } | { status: 'error'; error: Error } | { status: 'ready'; catalog: CatalogAnswer };

/**
 * The categories and dietary options of the page, from GET /api/catalog (decision 0011): one fetch per visit,
 * shared by every reader (pills, side navigation, cards, the recipe page), no Firestore SDK needed. For a signed-in
 * user the live version watcher (CatalogVersionWatcher) calls `syncCatalogVersion` with settings/catalog's version;
 * a newer one than the answer's fetches `?v=<version>` (a URL no CDN has cached before that change). A guest's page
 * asks again when it becomes visible (`refreshCatalog`).
 */
let state: CatalogState = { status: 'loading' };
let started = false;
let fetching: number | null = null;
const listeners = new Set<() => void>();

function publish(next: CatalogState) {
  state = next;
  for (const listener of listeners) listener();
}

async function fetchCatalog(version?: number, cache?: RequestCache): Promise<void> {
  fetching = version ?? -1;
  try {
    const query = version === undefined ? {} : { v: String(version) };
    // The API client (and the app-integrity token it asks for first) loads with the first call, not with home's JS.
    const { apiCall } = await import('@/platform/api');
    const catalog = await apiCall('GET /api/catalog', { query, auth: false, cache });
    // An older answer arriving late never replaces a newer one.
    if (state.status !== 'ready' || catalog.version >= state.catalog.version)
      publish({ status: 'ready', catalog });
  } catch (error) {
    if (state.status !== 'ready')
      publish({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
  } finally {
    fetching = null;
  }
}

export function subscribeCatalog(listener: () => void): () => void {
  listeners.add(listener);
  if (!started) {
    started = true;
    void fetchCatalog();
  }
  return () => listeners.delete(listener);
}

export const catalogSnapshot = (): CatalogState => state;

/** The live version moved: fetch it unless this version (or a newer one) is here or on its way. */
export function syncCatalogVersion(version: number): void {
  const have = state.status === 'ready' ? state.catalog.version : -1;
  if (version <= have || (fetching !== null && fetching >= version)) return;
  void fetchCatalog(version);
}

/**
 * A guest came back to the page: ask again, unversioned, past the browser's copy (the CDN's copy may answer, so a
 * guest sees an admin's change at most its s-maxage later, with no Firestore listener; decision 0043).
 */
export function refreshCatalog(): void {
  if (!started || fetching !== null) return;
  void fetchCatalog(undefined, 'no-cache');
}

/** After a failed fetch (the readers' retry button). */
export function retryCatalog(): void {
  if (state.status !== 'error') return;
  publish({ status: 'loading' });
  void fetchCatalog();
}

/** Tests: start again from nothing. */
export function resetCatalogForTests(): void {
  state = { status: 'loading' };
  started = false;
  fetching = null;
}
