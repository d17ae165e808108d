// App Check tokens for the local stack (decision 0009): shaped as the App Check backend issues them (`sub` the app
// id, `aud` the project, `iss` App Check's, one hour), signed with a local-only key. Nothing verifies the signature
// locally: the Functions emulator decodes App Check tokens without verifying them, and so do our HTTP routes there.
import { signJwt } from './jwt.mjs';

const LOCAL_APP_CHECK_SECRET = 'matkon-local-only-app-check-key-not-for-production';
/** The web app's id when the web has none configured (VITE_FIREBASE_APP_ID is unset locally). */
export const LOCAL_WEB_APP_ID = '1:000000000000:web:matkon-local';
/** App Check's default token lifetime. */
export const TOKEN_TTL_SECONDS = 3600;

export function issueAppCheckToken({ projectId, appId = LOCAL_WEB_APP_ID, now = Date.now() }) {
  const iat = Math.floor(now / 1000);
  const token = signJwt(
    {
      iss: 'https://firebaseappcheck.googleapis.com/000000000000',
      sub: appId,
      aud: ['projects/000000000000', `projects/${projectId}`],
      provider: 'custom',
      iat,
      exp: iat + TOKEN_TTL_SECONDS,
    },
    LOCAL_APP_CHECK_SECRET,
  );
  return { token, ttl: `${TOKEN_TTL_SECONDS}s` };
}
