/**
 * Firebase for the web app, loaded on first use so that none of it is on the home route's first-paint path
 * (DESIGN §11: ≤ 150 KB gzip). Each loader returns one shared promise and connects the SDK to the emulators
 * when `useEmulators` is on (see env.ts):
 *
 *   loadFirebaseApp()   firebase/app
 *   loadAuth()          firebase/auth (initializeAuth, local persistence)
 *   loadAppCheck()      firebase/app-check (platform/appIntegrity.ts), before Firestore and Functions
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
  /** Forgets the load: the next call loads again. */
  get.forget = () => {
    promise = undefined;
  };
  return get;
}

export const loadFirebaseApp = loader(() => import('./sdk/app').then((m) => m.getFirebaseApp()));
export const loadAuth = loader(async () => (await import('./sdk/auth')).createAuth(await loadFirebaseApp()));
export const loadAppCheck = loader(async () =>
  (await import('./sdk/appCheck')).createAppCheck(await loadFirebaseApp()),
);

/** The app with App Check initialised first, so Firestore and callables carry its token from the first request. */
async function appWithIntegrity() {
  const app = await loadFirebaseApp();
  await loadAppCheck().catch((error: unknown) =>
    console.warn('App Check could not start; calls go on without an integrity token.', error),
  );
  return app;
}

/** Signing out's clearing of Firestore's cache, while it runs: a new instance waits for it (clearFirestoreCache). */
let clearing: Promise<void> | undefined;

export const loadFirestore = loader(async () => {
  await clearing;
  const [sdk, app] = await Promise.all([import('./sdk/firestore'), appWithIntegrity()]);
  return sdk.createFirestore(app);
});
export const loadFunctions = loader(async () => {
  const [sdk, app] = await Promise.all([import('./sdk/functions'), appWithIntegrity()]);
  return sdk.createFunctions(app);
});
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

/** Resolves once Firestore's own pending writes (a list's check-offs) are acknowledged by the server. */
export async function firestoreWritesSent(): Promise<void> {
  const [sdk, firestore] = await Promise.all([import('./sdk/firestore'), loadFirestore()]);
  await sdk.pendingWritesSent(firestore);
}

const resetListeners = new Set<() => void>();

/** Hears that the Firestore runtime was dropped (signing out): the app root forgets it and loads a fresh one. */
export function onFirestoreReset(listener: () => void): () => void {
  resetListeners.add(listener);
  return () => resetListeners.delete(listener);
}

/**
 * Signed out (decision 0070; the app root calls it in every tab that sees the sign-out): Firestore's persistent
 * cache (the shopping list, the household, the profile read) is deleted, so that the next account on this browser
 * starts from an empty cache. Every tab ends its own instance (the SDK ends the others' when one deletes the
 * cache). The runtime is dropped first, so the screens stop using the instance; the instance is ended (`terminate`)
 * and its IndexedDB persistence cleared; the next use (the next sign-in's session, a live island) makes a fresh
 * instance, which waits for the clearing.
 * Only when Firestore was started on this page: a signed-in session always starts it (its profile watcher).
 */
export async function clearFirestoreCache(): Promise<void> {
  const started = loadFirestore.started();
  if (!started) return;
  loadFirestore.forget();
  loadFirebaseRuntime.forget();
  clearing = (async () => {
    const [sdk, firestore] = await Promise.all([import('./sdk/firestore'), started]);
    // a turn for the root to drop the runtime and the screens to let go of their listeners
    await new Promise((resolve) => setTimeout(resolve, 0));
    await sdk.clearFirestore(firestore);
  })()
    .catch((error: unknown) => console.warn('Firestore’s offline cache could not be cleared.', error))
    .finally(() => {
      clearing = undefined;
    });
  // after `clearing` is set: a runtime asked for from now on waits for it
  resetListeners.forEach((listener) => listener());
  await clearing;
}
