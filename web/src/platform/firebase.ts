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
/** A memoised load: one shared promise; a failure (e.g. a chunk download) is forgotten so the next call retries. */
function loader<T>(load: () => Promise<T>) {
  let promise: Promise<T> | undefined;
  const get = (): Promise<T> =>
    (promise ??= load().catch((error: unknown) => {
      promise = undefined;
      throw error;
    }));
  /** The load if it has begun, without starting it. */
  get.started = () => promise;
  return get;
}

export const loadFirebaseApp = loader(() => import('./sdk/app').then((m) => m.getFirebaseApp()));
export const loadAuth = loader(async () => (await import('./sdk/auth')).createAuth(await loadFirebaseApp()));
export const loadFirestore = loader(async () =>
  (await import('./sdk/firestore')).createFirestore(await loadFirebaseApp()),
);
export const loadFunctions = loader(async () =>
  (await import('./sdk/functions')).createFunctions(await loadFirebaseApp()),
);
export const loadFirebaseRuntime = loader(async () => {
  const [runtime, app, auth, firestore] = await Promise.all([
    import('./sdk/runtime'),
    loadFirebaseApp(),
    loadAuth(),
    loadFirestore(),
  ]);
  return runtime.createRuntime(app, auth, firestore);
});

/** The signed-in user's ID token, or undefined when signed out (never loads Auth just to find out). */
export async function currentIdToken(): Promise<string | undefined> {
  const started = loadAuth.started();
  if (!started) return undefined;
  const auth = await started;
  return auth.currentUser ? auth.currentUser.getIdToken() : undefined;
}

/** The signed-in user's uid, or undefined when signed out or Auth has not been loaded yet. */
export async function currentUserId(): Promise<string | undefined> {
  const started = loadAuth.started();
  if (!started) return undefined;
  try {
    return (await started).currentUser?.uid;
  } catch {
    return undefined;
  }
}
