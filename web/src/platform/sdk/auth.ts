import type { FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { emulators, useEmulators } from '../env';

const instances = new WeakMap<FirebaseApp, Auth>();

/**
 * initializeAuth without a popup/redirect resolver keeps the chunk small; the Google sign-in screen passes
 * `browserPopupRedirectResolver` to signInWithPopup itself when it is built.
 */
export function createAuth(app: FirebaseApp): Auth {
  const existing = instances.get(app);
  if (existing) return existing;
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (useEmulators) connectAuthEmulator(auth, emulators.authUrl, { disableWarnings: true });
  instances.set(app, auth);
  return auth;
}

export {
  createUserWithEmailAndPassword,
  onIdTokenChanged,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
} from 'firebase/auth';
