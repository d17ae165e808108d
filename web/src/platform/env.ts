import type { FirebaseOptions } from 'firebase/app';

/**
 * Client configuration, read once from Vite's env (VITE_* variables, e.g. from web/.env.local).
 * Defaults target the local emulator suite with the demo project, so `npm start` needs no file at all.
 */
const env = import.meta.env;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  return /^(1|true|yes|on)$/i.test(value.trim());
}

/** "127.0.0.1:8080" → { host, port }. */
export function parseHostPort(value: string, defaultPort: number): { host: string; port: number } {
  const trimmed = value
    .trim()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '');
  const index = trimmed.lastIndexOf(':');
  if (index <= 0) return { host: trimmed || '127.0.0.1', port: defaultPort };
  const port = Number(trimmed.slice(index + 1));
  return { host: trimmed.slice(0, index), port: Number.isFinite(port) && port > 0 ? port : defaultPort };
}

export const firebaseConfig: FirebaseOptions = {
  apiKey: env.VITE_FIREBASE_API_KEY || 'demo-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || 'demo-matkon.firebaseapp.com',
  projectId: env.VITE_FIREBASE_PROJECT_ID || 'demo-matkon',
  ...(env.VITE_FIREBASE_STORAGE_BUCKET ? { storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET } : {}),
  ...(env.VITE_FIREBASE_MESSAGING_SENDER_ID
    ? { messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID }
    : {}),
  ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
};

export const functionsRegion = env.VITE_FIREBASE_REGION || 'us-central1';

/** Emulators are on by default in development and off in a production build unless asked for. */
export const useEmulators = flag(env.VITE_USE_EMULATORS, env.DEV);

export const emulators = {
  authUrl: env.VITE_AUTH_EMULATOR_URL || 'http://127.0.0.1:9099',
  firestore: parseHostPort(env.VITE_FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080', 8080),
  functions: parseHostPort(env.VITE_FUNCTIONS_EMULATOR_HOST || '127.0.0.1:5001', 5001),
};

/**
 * The client bot-check (platform/botCheck.ts): `local` answers the local verifier's test token (the default with the
 * emulators), `recaptcha` runs reCAPTCHA v3 with VITE_RECAPTCHA_SITE_KEY (the default in production builds).
 */
export type BotCheckMode = 'local' | 'recaptcha';
export const botCheckMode: BotCheckMode =
  env.VITE_BOT_CHECK === 'local' || env.VITE_BOT_CHECK === 'recaptcha'
    ? env.VITE_BOT_CHECK
    : useEmulators
      ? 'local'
      : 'recaptcha';
export const recaptchaSiteKey = env.VITE_RECAPTCHA_SITE_KEY || '';

/** FCM web push (platform/webPush.ts): off without a key, and always off with the emulators. */
export const fcmVapidKey = useEmulators ? '' : env.VITE_FCM_VAPID_KEY || '';

/**
 * App Check (platform/appIntegrity.ts, decision 0009): `recaptcha-enterprise` with VITE_APP_CHECK_SITE_KEY (the
 * default in production builds); `local` takes tokens from the local stack's gateway (VITE_APP_CHECK_TOKEN_URL,
 * the default with the emulators); `off` sends none.
 */
export type AppCheckMode = 'local' | 'recaptcha-enterprise' | 'off';
export const appCheckMode: AppCheckMode =
  env.VITE_APP_CHECK === 'local' ||
  env.VITE_APP_CHECK === 'recaptcha-enterprise' ||
  env.VITE_APP_CHECK === 'off'
    ? env.VITE_APP_CHECK
    : useEmulators
      ? 'local'
      : 'recaptcha-enterprise';
export const appCheckSiteKey = env.VITE_APP_CHECK_SITE_KEY || '';
export const appCheckTokenUrl = env.VITE_APP_CHECK_TOKEN_URL || 'http://127.0.0.1:54321/app-check/token';

/** The public host shown in channel address previews ("matkon.app/dana_cook"). */
export const siteHost = env.VITE_SITE_HOST || 'matkon.app';
