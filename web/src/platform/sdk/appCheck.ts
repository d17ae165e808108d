import type { FirebaseApp } from 'firebase/app';
import {
  CustomProvider,
  getToken,
  initializeAppCheck,
  ReCaptchaEnterpriseProvider,
  type AppCheck,
  type AppCheckToken,
} from 'firebase/app-check';
import { appCheckMode, appCheckSiteKey, appCheckTokenUrl } from '../env';

const instances = new WeakMap<FirebaseApp, AppCheck>();

/** The local stack's token endpoint answers as App Check's exchange does: { token, ttl: '3600s' }. */
async function localToken(app: FirebaseApp): Promise<AppCheckToken> {
  const url = new URL(appCheckTokenUrl);
  if (app.options.appId) url.searchParams.set('appId', app.options.appId);
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`App Check token endpoint answered ${response.status}`);
  const { token, ttl } = (await response.json()) as { token: string; ttl: string };
  return { token, expireTimeMillis: Date.now() + Number.parseFloat(ttl) * 1000 };
}

/**
 * App Check for the app, initialised before Firestore and Functions so both attach its token to every request.
 * The SDK's own refresh stays off: platform/integrityTokens.ts runs the spec's lifecycle. Null when App Check is
 * off or, in production, has no site key (the calls then go on without a token, with a warning).
 */
export function createAppCheck(app: FirebaseApp): AppCheck | null {
  const existing = instances.get(app);
  if (existing) return existing;
  if (appCheckMode === 'off') return null;
  if (appCheckMode === 'recaptcha-enterprise' && !appCheckSiteKey) {
    console.warn('App Check: VITE_APP_CHECK_SITE_KEY is not set; calls go on without an integrity token.');
    return null;
  }
  const provider =
    appCheckMode === 'local'
      ? new CustomProvider({ getToken: () => localToken(app) })
      : new ReCaptchaEnterpriseProvider(appCheckSiteKey);
  const appCheck = initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: false });
  instances.set(app, appCheck);
  return appCheck;
}

export { getToken };
