import type { FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
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
