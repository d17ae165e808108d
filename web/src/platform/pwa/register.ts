import { Workbox } from 'workbox-window';

/**
 * Registers the site's one service worker (/sw.js, built by vite-plugin-pwa; decision 0065) once the page has
 * loaded and the browser is idle, so it never competes with the first view. A new worker takes over at once
 * (skipWaiting in the build): its precache holds the new build's files, and pages load them by name.
 */
export function registerServiceWorker(): void {
  // a browser that refuses workers (private modes, policies) keeps the site online only
  const start = () => void new Workbox('/sw.js').register().catch(() => undefined);
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 5000 });
  else setTimeout(start, 1000);
}
