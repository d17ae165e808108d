import type { FirebaseApp } from 'firebase/app';
import {
  clearIndexedDbPersistence,
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
  waitForPendingWrites,
  type Firestore,
} from 'firebase/firestore';
import { emulators, useEmulators } from '../env';

const instances = new WeakMap<FirebaseApp, Firestore>();

/**
 * Firestore with its persistent local cache (IndexedDB, shared by the site's tabs; decision 0070): the shopping
 * list's check-offs made offline are kept across a reload and sent on reconnect, and a list read once opens
 * offline. Where IndexedDB is unavailable the SDK falls back to its memory cache by itself.
 */
export function createFirestore(app: FirebaseApp): Firestore {
  const existing = instances.get(app);
  if (existing) return existing;
  const firestore = initializeFirestore(app, {
    localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
  });
  if (useEmulators) connectFirestoreEmulator(firestore, emulators.firestore.host, emulators.firestore.port);
  instances.set(app, firestore);
  return firestore;
}

export const pendingWritesSent = (firestore: Firestore): Promise<void> => waitForPendingWrites(firestore);

/**
 * Ends `firestore` and deletes its persistent cache (signing out, decision 0070); the next createFirestore makes a
 * fresh instance. reactfire keeps each document's live observable by the app's name and the path, not the instance:
 * they are forgotten too, else the next session's same path (the profile of the same user signing in again) would
 * listen through the ended instance.
 */
export async function clearFirestore(firestore: Firestore): Promise<void> {
  instances.delete(firestore.app);
  await terminate(firestore);
  const observables = (globalThis as { _reactFirePreloadedObservables?: Map<string, unknown> })
    ._reactFirePreloadedObservables;
  for (const id of observables?.keys() ?? []) if (id.startsWith('firestore:')) observables?.delete(id);
  await clearIndexedDbPersistence(firestore);
}
