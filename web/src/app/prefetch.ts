/** 002 §9: "Prefetch delay 1 s". */
export const PREFETCH_DELAY_MS = 1000;

/**
 * The tab's record of a prefetch done by this build (the URL of this module's chunk carries the build's hash). A full
 * load of a tab that prefetched already finds those chunks in the HTTP cache (hashed names, cached as immutable), so
 * loading them again would only parse and evaluate them for nothing: on a phone that is CPU and battery, and it is
 * ~40 requests (decision 0051).
 */
const PREFETCHED_KEY = 'matkon.prefetched';
const BUILD = import.meta.url;

function prefetchedInThisTab(): boolean {
  try {
    return sessionStorage.getItem(PREFETCHED_KEY) === BUILD;
  } catch {
    return false; // storage refused (a privacy mode): prefetch as on a first load
  }
}

function rememberPrefetch(): void {
  try {
    sessionStorage.setItem(PREFETCHED_KEY, BUILD);
  } catch {
    // storage refused: the next load of the tab prefetches again
  }
}

/**
 * Loads `screens` (route loaders: dynamic imports) once the first paint is 1 s old and the browser is idle, so the
 * next screen opens from the cache; a failure only means that screen loads when opened. Once per tab and build
 * (above). Returns a cancel.
 */
export function prefetchLater(screens: readonly (() => Promise<unknown>)[]): () => void {
  if (prefetchedInThisTab()) return () => undefined;
  let idle: number | undefined;
  const timer = setTimeout(() => {
    const run = () => {
      rememberPrefetch();
      screens.forEach((load) => void load().catch(() => undefined));
    };
    idle = window.requestIdleCallback?.(run, { timeout: PREFETCH_DELAY_MS });
    if (idle === undefined) run();
  }, PREFETCH_DELAY_MS);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
