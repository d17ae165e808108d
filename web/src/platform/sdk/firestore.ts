import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { emulators, useEmulators } from '../env';

const instances = new WeakMap<FirebaseApp, Firestore>();

export function createFirestore(app: FirebaseApp): Firestore {
  const existing = instances.get(app);
  if (existing) return existing;
  const firestore = getFirestore(app);
  if (useEmulators) connectFirestoreEmulator(firestore, emulators.firestore.host, emulators.firestore.port);
  instances.set(app, firestore);
  return firestore;
}
