import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { OFFLINE_CACHES } from '../src/platform/pwa/offlineCopies';

/**
 * Matkon as a Progressive Web App (issue 33 §3, decision 0065): a Workbox service worker generated at build time by
 * vite-plugin-pwa, and one web app manifest per interface language (the app links the one of its language).
 *
 * What the worker does (one worker for the whole site: web push's handlers are imported into it, not a second one):
 * - precaches the app shell (app.html) and the built JS and CSS, so the app opens without a connection;
 * - page navigations go to the network first (the server's first views and fresh HTML win) and fall back to the
 *   copy of that page it kept, else to the precached shell;
 * - same-origin photos (the image host's /api/media/images/…) cache-first; the API's other GET answers (recipes
 *   opened, favorites, lists) network-first, kept for reading offline. Cross-origin requests (Firebase, Cloudinary) are left to the browser.
 */
export const APP_SHELL_URL = 'app.html';
export const MANIFEST_LANGUAGES = ['en', 'he', 'fr', 'it'] as const;
const THEME = '#b4471b';
const BACKGROUND = '#fbf7f2';
const DAY = 86_400;

/** The manifest of one interface language: its own name, language and direction. */
function manifestOf(language: (typeof MANIFEST_LANGUAGES)[number]) {
  const texts = JSON.parse(
    readFileSync(new URL(`../src/locales/${language}/pwa.json`, import.meta.url), 'utf8'),
  ) as { manifest: { name: string; shortName: string; description: string } };
  return {
    id: '/',
    name: texts.manifest.name,
    short_name: texts.manifest.shortName,
    description: texts.manifest.description,
    lang: language,
    dir: language === 'he' ? 'rtl' : 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME,
    background_color: BACKGROUND,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}

function languageManifests(): Plugin {
  return {
    name: 'matkon:language-manifests',
    apply: 'build',
    generateBundle() {
      for (const language of MANIFEST_LANGUAGES)
        this.emitFile({
          type: 'asset',
          fileName: `manifest-${language}.webmanifest`,
          source: `${JSON.stringify(manifestOf(language), null, 1)}\n`,
        });
    },
  };
}

export function progressiveWebApp(): Plugin[] {
  return [
    languageManifests(),
    ...VitePWA({
      // the app registers the worker itself, after load (src/platform/pwa/register.ts); the manifests are above
      injectRegister: false,
      manifest: false,
      strategies: 'generateSW',
      filename: 'sw.js',
      workbox: {
        globPatterns: ['**/*.{js,css,svg,png,webmanifest}', APP_SHELL_URL],
        // the photo checker's model runtime (3 MB) is only of use online, when a photo is uploaded
        globIgnores: ['**/tensorflow-worker-*.js', '**/cocoSsdDetector-*.js'],
        // an old worker's caches of an older build go when the new one activates
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        importScripts: ['/push-sw.js'],
        // the network-first route below answers navigations; the precached shell is its fallback
        navigateFallback: null,
        runtimeCaching: [
          {
            urlPattern: ({ request, sameOrigin, url }) =>
              sameOrigin && request.mode === 'navigate' && !url.pathname.startsWith('/__/'),
            handler: 'NetworkFirst',
            options: {
              cacheName: OFFLINE_CACHES.pages,
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 60, maxAgeSeconds: 30 * DAY },
              cacheableResponse: { statuses: [200] },
              precacheFallback: { fallbackURL: APP_SHELL_URL },
            },
          },
          {
            urlPattern: ({ request, sameOrigin }) => sameOrigin && request.destination === 'image',
            handler: 'CacheFirst',
            options: {
              cacheName: OFFLINE_CACHES.images,
              expiration: { maxEntries: 200, maxAgeSeconds: 30 * DAY },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/api/'),
            handler: 'NetworkFirst',
            method: 'GET',
            options: {
              cacheName: OFFLINE_CACHES.api,
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY },
              cacheableResponse: { statuses: [200] },
              // answers vary by the caller's token, which changes every hour; the device's own copy is the caller's
              matchOptions: { ignoreVary: true },
            },
          },
        ],
      },
    }),
  ];
}
