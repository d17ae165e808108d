import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { loadFirebaseRuntime } from '@/platform/firebase';
import { FirebaseRuntimeContext, SessionContext, type Session } from '@/platform/session';
import type { FirebaseRuntime } from '@/platform/sdk/runtime';

const SessionWatcher = lazy(() => import('./SessionWatcher'));

type Loaded =
  { status: 'loading' } | { status: 'ready'; runtime: FirebaseRuntime } | { status: 'error'; error: Error };

/**
 * The app's Firebase root. Firebase (app, Auth, Firestore, reactfire) is fetched right after the first render,
 * off the first-paint path, and then:
 * - `FirebaseRuntimeContext` carries it, so <FirebaseReady> can wrap live components in reactfire's
 *   FirebaseAppProvider + AuthProvider + FirestoreProvider (platform/session.tsx);
 * - the session watcher (reactfire useUser + useFirestoreDocData on users/{uid}) publishes the Session that the
 *   shell and the guards read with useSession().
 */
export function FirebaseProviders({ children }: { children: ReactNode }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [session, setSession] = useState<Session>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    loadFirebaseRuntime().then(
      (runtime) => live && setLoaded({ status: 'ready', runtime }),
      (error: unknown) =>
        live &&
        setLoaded({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
  }, []);

  const runtime = loaded.status === 'ready' ? loaded.runtime : null;
  const value: Session = loaded.status === 'error' ? { status: 'error', error: loaded.error } : session;

  return (
    <FirebaseRuntimeContext.Provider value={runtime}>
      <SessionContext.Provider value={value}>
        {runtime ? (
          <runtime.Providers>
            <Suspense fallback={null}>
              <SessionWatcher onChange={setSession} />
            </Suspense>
          </runtime.Providers>
        ) : null}
        {children}
      </SessionContext.Provider>
    </FirebaseRuntimeContext.Provider>
  );
}
