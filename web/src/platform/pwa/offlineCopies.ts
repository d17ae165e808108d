/**
 * The offline copies of a signed-in reader's own things: the service worker's runtime caches (decision 0065), the
 * device copies of their favorites and week plan (platform/deviceCopy.ts) and Firestore's persistent cache (their
 * shopping list, household and profile; decision 0070). Signing out forgets them all, as another person may use
 * the phone: the first two here (signOutUser, platform/auth.ts, the one sign-out path), Firestore's in every tab
 * that sees the sign-out (app/session/FirebaseProviders.tsx); photos and the app's files are nobody's. The outbox of changes not yet sent is kept: it is the user's own (localStorage by uid,
 * platform/outbox), another account never reads it, and it is sent at the user's next visit, so a change made
 * offline is not lost by signing out.
 */
export const OFFLINE_CACHES = {
  pages: 'matkon-pages',
  api: 'matkon-api',
  images: 'matkon-images',
} as const;

/** The IndexedDB database of the device copies. */
export const DEVICE_COPIES_DATABASE = 'matkon-device-copies';

/** The worker's and the device's copies; signing out (platform/auth.ts) clears Firestore's cache beside them. */
export async function forgetPersonalOfflineCopies(): Promise<void> {
  if (typeof indexedDB !== 'undefined') indexedDB.deleteDatabase(DEVICE_COPIES_DATABASE);
  if (typeof caches === 'undefined') return;
  await Promise.all([caches.delete(OFFLINE_CACHES.pages), caches.delete(OFFLINE_CACHES.api)]);
}
