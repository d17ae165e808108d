/**
 * The offline copies of a signed-in reader's own things: the service worker's runtime caches (decision 0065) and
 * the device copies of their favorites and week plan (platform/deviceCopy.ts, decision 0070). Signing out forgets
 * them (another person may use the phone); photos and the app's files are nobody's.
 */
export const OFFLINE_CACHES = {
  pages: 'matkon-pages',
  api: 'matkon-api',
  images: 'matkon-images',
} as const;

/** The IndexedDB database of the device copies. */
export const DEVICE_COPIES_DATABASE = 'matkon-device-copies';

export async function forgetPersonalOfflineCopies(): Promise<void> {
  if (typeof indexedDB !== 'undefined') indexedDB.deleteDatabase(DEVICE_COPIES_DATABASE);
  if (typeof caches === 'undefined') return;
  await Promise.all([caches.delete(OFFLINE_CACHES.pages), caches.delete(OFFLINE_CACHES.api)]);
}
