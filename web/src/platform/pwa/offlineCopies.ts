/**
 * The service worker's runtime caches (decision 0065). Pages and API answers can be a signed-in reader's own, so
 * signing out forgets them; photos and the app's files are nobody's.
 */
export const OFFLINE_CACHES = {
  pages: 'matkon-pages',
  api: 'matkon-api',
  images: 'matkon-images',
} as const;

export async function forgetPersonalOfflineCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all([caches.delete(OFFLINE_CACHES.pages), caches.delete(OFFLINE_CACHES.api)]);
}
