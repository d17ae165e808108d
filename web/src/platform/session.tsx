import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { UserProfileDoc } from '@domain/profile';
import type { FirebaseRuntime } from './sdk/runtime';

/**
 * users/{uid} as the app reads it (spec 000 §3; functions/src/domain/profile.ts UserProfileDoc). Every field is
 * optional: documents written by older clients may lack some until users-ensureProfile has migrated them.
 */
export type UserProfile = Partial<UserProfileDoc> & { nickname?: string };

export interface SessionUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  photoURL: string | null;
}

export type ProfileState =
  { status: 'loading' } | { status: 'ready'; data: UserProfile | null } | { status: 'error'; error: Error };

/**
 * Who is using the app. Fed by Auth's ID-token listener, and for a signed-in user by reactfire's
 * useFirestoreDocData on users/{uid}; everything in the shell and the guards reads this instead of calling
 * Firebase directly, so they render before Firebase arrives and are tested without it.
 */
export type Session =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: SessionUser; profile: ProfileState };

export const SessionContext = createContext<Session>({ status: 'loading' });

export function useSession(): Session {
  return useContext(SessionContext);
}

/** The signed-in user's uid, or null for a guest and while the session loads or failed. */
export function signedInUid(session: Session): string | null {
  return session.status === 'signedIn' ? session.user.uid : null;
}

/**
 * Firebase once loaded (platform/firebase.ts loadFirebaseRuntime): null until then. Provided by the app root.
 * Only a type import here, so this module stays free of the Firebase SDK.
 */
export const FirebaseRuntimeContext = createContext<FirebaseRuntime | null>(null);

/**
 * Asks the app root to load the Firestore runtime (Firestore SDK + reactfire). The root loads only Auth by
 * itself; Firestore arrives when a mounted <FirebaseReady> (a live island) or a signed-in session needs it
 * (decision 0011). The default does nothing (tests provide the runtime themselves, or none).
 */
export const FirebaseRequestContext = createContext<() => void>(() => undefined);

/** True once Auth and Firestore are loaded and reactfire's hooks may be used under <FirebaseReady>. */
export function useFirebaseReady(): boolean {
  return useContext(FirebaseRuntimeContext) !== null;
}

export function isAdmin(session: Session): boolean {
  return (
    session.status === 'signedIn' &&
    session.profile.status === 'ready' &&
    session.profile.data?.isAdmin === true
  );
}

/** A short name for the user menu: display name, else username, else the e-mail's local part. */
export function sessionDisplayName(session: Session): string {
  if (session.status !== 'signedIn') return '';
  const profile = session.profile.status === 'ready' ? session.profile.data : null;
  return (
    profile?.displayName?.trim() ||
    session.user.displayName?.trim() ||
    profile?.username ||
    session.user.email?.split('@')[0] ||
    ''
  );
}

/**
 * The place for components that call reactfire hooks (useFirestore, useFirestoreCollectionData, useUser …).
 * Until Firebase has loaded it renders `fallback`; then it renders its children inside reactfire's
 * FirebaseAppProvider, AuthProvider and FirestoreProvider.
 *
 * Firebase is not on the first-paint path (DESIGN §11 budget), so reactfire's providers cannot sit above the
 * whole app from the first render; they wrap each live island instead, and the first island to mount is what
 * loads the Firestore SDK at all (a guest's page without one never loads it). Screens that are live as a whole wrap
 * their content once; small widgets (the category pills) wrap themselves.
 */
export function FirebaseReady({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const runtime = useContext(FirebaseRuntimeContext);
  const request = useContext(FirebaseRequestContext);
  useEffect(() => {
    if (!runtime) request();
  }, [runtime, request]);
  if (!runtime) return fallback;
  const { Providers } = runtime;
  return <Providers>{children}</Providers>;
}
