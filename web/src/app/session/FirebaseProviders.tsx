import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { clearFirestoreCache, loadAuth, loadFirebaseRuntime, onFirestoreReset } from '@/platform/firebase';
import {
  FirebaseRequestContext,
  FirebaseRuntimeContext,
  SessionContext,
  type Session,
  type SessionUser,
} from '@/platform/session';
import type { FirebaseRuntime } from '@/platform/sdk/runtime';
import { rememberSignedIn } from '@/platform/sessionHint';

const ProfileWatcher = lazy(() => import('./SessionWatcher'));

type Loaded =
  { status: 'idle' } | { status: 'ready'; runtime: FirebaseRuntime } | { status: 'error'; error: Error };
type AuthState =
  { status: 'loading' } | { status: 'error'; error: Error } | { status: 'ready'; user: SessionUser | null };

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * The app's Firebase root (decision 0011). Right after the first render it loads Auth only and follows the
 * ID token: a guest's session is known without the Firestore SDK. The Firestore runtime (Firestore + reactfire's
 * providers) loads when something needs it:
 * - a signed-in user: the session watcher reads users/{uid} live (isAdmin, profileComplete, names);
 * - a live island: <FirebaseReady> asks through `FirebaseRequestContext` when it mounts.
 * A sign-out seen here (this tab's, another tab's, an ended session) ends Firestore and clears its persistent cache
 * (clearFirestoreCache, decision 0070): the runtime is dropped and the next need loads a fresh one.
 * `FirebaseRuntimeContext` carries the runtime once loaded; the Session is what the shell and the guards read.
 */
export function FirebaseProviders({ children }: { children: ReactNode }) {
  const [auth, setAuth] = useState<AuthState>({ status: 'loading' });
  const [wanted, setWanted] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'idle' });
  const [profileSession, setProfileSession] = useState<Session | null>(null);
  const request = useCallback(() => setWanted(true), []);

  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    Promise.all([loadAuth(), import('@/platform/sdk/auth')]).then(
      ([instance, sdk]) => {
        if (!live) return;
        let signedInBefore = false;
        stop = sdk.onIdTokenChanged(instance, (user) => {
          // signed out (here, in another tab, or the session ended): Firestore's cache goes with the account
          if (signedInBefore && !user) void clearFirestoreCache();
          signedInBefore = user !== null;
          rememberSignedIn(user !== null);
          setAuth({
            status: 'ready',
            user: user && {
              uid: user.uid,
              email: user.email,
              emailVerified: user.emailVerified,
              displayName: user.displayName,
              photoURL: user.photoURL,
            },
          });
        });
      },
      (error: unknown) => live && setAuth({ status: 'error', error: asError(error) }),
    );
    return () => {
      live = false;
      stop?.();
    };
  }, []);

  // signing out ends Firestore and clears its cache (decision 0070): the next use loads a fresh runtime
  useEffect(() => onFirestoreReset(() => setLoaded({ status: 'idle' })), []);

  const signedIn = auth.status === 'ready' && auth.user !== null;
  const needRuntime = wanted || signedIn;
  useEffect(() => {
    if (!needRuntime || loaded.status !== 'idle') return;
    let live = true;
    loadFirebaseRuntime().then(
      (runtime) => live && setLoaded({ status: 'ready', runtime }),
      (error: unknown) => live && setLoaded({ status: 'error', error: asError(error) }),
    );
    return () => {
      live = false;
    };
  }, [needRuntime, loaded.status]);

  const runtime = loaded.status === 'ready' ? loaded.runtime : null;
  const user = auth.status === 'ready' ? auth.user : null;
  const session = sessionOf(auth, loaded, profileSession, user);

  return (
    <FirebaseRequestContext.Provider value={request}>
      <FirebaseRuntimeContext.Provider value={runtime}>
        <SessionContext.Provider value={session}>
          {runtime && user ? (
            <runtime.Providers>
              <Suspense fallback={null}>
                <ProfileWatcher key={user.uid} user={user} onChange={setProfileSession} />
              </Suspense>
            </runtime.Providers>
          ) : null}
          {children}
        </SessionContext.Provider>
      </FirebaseRuntimeContext.Provider>
    </FirebaseRequestContext.Provider>
  );
}

/** A guest is known from Auth alone; a signed-in user's profile waits for the watcher (loading until then). */
function sessionOf(
  auth: AuthState,
  loaded: Loaded,
  fromWatcher: Session | null,
  user: SessionUser | null,
): Session {
  if (auth.status === 'loading') return { status: 'loading' };
  if (auth.status === 'error') return auth;
  if (!user) return { status: 'signedOut' };
  if (loaded.status === 'error') return { status: 'error', error: loaded.error };
  if (fromWatcher?.status === 'signedIn' && fromWatcher.user.uid === user.uid) return fromWatcher;
  return { status: 'signedIn', user, profile: { status: 'loading' } };
}
