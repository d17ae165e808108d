import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import type { FirebaseRuntime } from './sdk/runtime';

/**
 * Firebase for the web app, loaded on first use so that none of it is on the home route's first-paint path
 * (DESIGN §11: ≤ 150 KB gzip). Each loader returns one shared promise and connects the SDK to the emulators
 * when `useEmulators` is on (see env.ts):
 *
 *   loadFirebaseApp()   firebase/app
 *   loadAuth()          firebase/auth (initializeAuth, local persistence)
 *   loadFirestore()     firebase/firestore
 *   loadFunctions()     firebase/functions (used by platform/api.ts)
 *   loadFirebaseRuntime()  app + Auth + Firestore + reactfire's providers (app/session/FirebaseProviders)
 */
let appPromise: Promise<FirebaseApp> | undefined;
let authPromise: Promise<Auth> | undefined;
let firestorePromise: Promise<Firestore> | undefined;
let functionsPromise: Promise<Functions> | undefined;
let runtimePromise: Promise<FirebaseRuntime> | undefined;

/** Memoise a load; a failure (e.g. a chunk download) is forgotten so the next call retries. */
function once<T>(
  get: () => Promise<T> | undefined,
  set: (p: Promise<T> | undefined) => void,
  load: () => Promise<T>,
): Promise<T> {
  const existing = get();
  if (existing) return existing;
  const promise = load().catch((error: unknown) => {
    set(undefined);
    throw error;
  });
  set(promise);
  return promise;
}

export function loadFirebaseApp(): Promise<FirebaseApp> {
  return once(
    () => appPromise,
    (p) => (appPromise = p),
    () => import('./sdk/app').then((m) => m.getFirebaseApp()),
  );
}

export function loadAuth(): Promise<Auth> {
  return once(
    () => authPromise,
    (p) => (authPromise = p),
    async () => (await import('./sdk/auth')).createAuth(await loadFirebaseApp()),
  );
}

export function loadFirestore(): Promise<Firestore> {
  return once(
    () => firestorePromise,
    (p) => (firestorePromise = p),
    async () => (await import('./sdk/firestore')).createFirestore(await loadFirebaseApp()),
  );
}

export function loadFunctions(): Promise<Functions> {
  return once(
    () => functionsPromise,
    (p) => (functionsPromise = p),
    async () => (await import('./sdk/functions')).createFunctions(await loadFirebaseApp()),
  );
}

export function loadFirebaseRuntime(): Promise<FirebaseRuntime> {
  return once(
    () => runtimePromise,
    (p) => (runtimePromise = p),
    async () => {
      const [runtime, app, auth, firestore] = await Promise.all([
        import('./sdk/runtime'),
        loadFirebaseApp(),
        loadAuth(),
        loadFirestore(),
      ]);
      return runtime.createRuntime(app, auth, firestore);
    },
  );
}

/** The signed-in user's ID token, or undefined when signed out (never loads Auth just to find out). */
export async function currentIdToken(): Promise<string | undefined> {
  if (!authPromise) return undefined;
  const auth = await authPromise;
  return auth.currentUser ? auth.currentUser.getIdToken() : undefined;
}

/** The signed-in user's uid, or undefined when signed out or Auth has not been loaded yet. */
export async function currentUserId(): Promise<string | undefined> {
  if (!authPromise) return undefined;
  try {
    return (await authPromise).currentUser?.uid;
  } catch {
    return undefined;
  }
}
