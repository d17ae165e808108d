/**
 * App integrity (App Check) for every call (spec 000 §7, §9; 002 §4; decision 0009): one token lifecycle for the
 * app (platform/integrityTokens.ts) over the App Check SDK, which is loaded on first use (platform/firebase.ts).
 *
 * - platform/api.ts asks `integrityToken()` before every call: the `/api/**` calls send it as X-Firebase-AppCheck,
 *   and callables and Firestore get the same token from the SDK. A call the server refuses for integrity is
 *   counted (`recordIntegrityFailure`) and retried once with a fresh token.
 * - The application root runs `startAppIntegrity()`: the forced refresh every 50 minutes, and App Check's
 *   unhandled rejections counted (the fifth forces a refresh).
 */
import { appCheckMode } from './env';
import { loadAppCheck } from './firebase';
import { browserClock, createIntegrityTokens } from './integrityTokens';

export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

const tokens = createIntegrityTokens({
  clock: browserClock,
  source: async (forceRefresh) => {
    const [appCheck, sdk] = await Promise.all([loadAppCheck(), import('./sdk/appCheck')]);
    if (!appCheck) throw new Error('App Check is not configured');
    return (await sdk.getToken(appCheck, forceRefresh)).token;
  },
});

/** The token for the next call, or null (the call goes on without one, as the spec says). */
export function integrityToken(): Promise<string | null> {
  return appCheckMode === 'off' ? Promise.resolve(null) : tokens.token();
}

export function refreshIntegrityToken(): Promise<string | null> {
  return appCheckMode === 'off' ? Promise.resolve(null) : tokens.refresh();
}

export function recordIntegrityFailure(): void {
  if (appCheckMode !== 'off') tokens.recordFailure();
}

/** An App Check SDK error (its codes read `appCheck/…`). */
export function isAppCheckError(reason: unknown): boolean {
  const code = (reason as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('appCheck/');
}

/** The application root's part: the 50-minute forced refresh and the failure count. Answers the stop. */
export function startAppIntegrity(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window) {
  if (appCheckMode === 'off') return () => {};
  const stopSchedule = tokens.start();
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isAppCheckError(event.reason)) recordIntegrityFailure();
  };
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    stopSchedule();
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
