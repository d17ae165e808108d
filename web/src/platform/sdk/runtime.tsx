import type { ComponentType, ReactNode } from 'react';
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';

/** Firebase, loaded: the SDK instances and reactfire's providers bound to them. */
export interface FirebaseRuntime {
  app: FirebaseApp;
  auth: Auth;
  firestore: Firestore;
  /** FirebaseAppProvider + AuthProvider + FirestoreProvider (reactfire) for a subtree. */
  Providers: ComponentType<{ children: ReactNode }>;
}

export function createRuntime(app: FirebaseApp, auth: Auth, firestore: Firestore): FirebaseRuntime {
  function FirebaseSdkProviders({ children }: { children: ReactNode }) {
    return (
      <FirebaseAppProvider firebaseApp={app}>
        <AuthProvider sdk={auth}>
          <FirestoreProvider sdk={firestore}>{children}</FirestoreProvider>
        </AuthProvider>
      </FirebaseAppProvider>
    );
  }
  return { app, auth, firestore, Providers: FirebaseSdkProviders };
}
