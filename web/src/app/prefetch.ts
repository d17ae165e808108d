/** 002 §9: "Prefetch delay 1 s". */
export const PREFETCH_DELAY_MS = 1000;

/**
 * Loads `screens` (route loaders: dynamic imports) once the first paint is 1 s old and the browser is idle, so the
 * next screen opens from the cache; a failure only means that screen loads when opened. Returns a cancel.
 */
export function prefetchLater(screens: readonly (() => Promise<unknown>)[]): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    const run = () => screens.forEach((load) => void load().catch(() => undefined));
    idle = window.requestIdleCallback?.(run, { timeout: PREFETCH_DELAY_MS });
    if (idle === undefined) run();
  }, PREFETCH_DELAY_MS);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
