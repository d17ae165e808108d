/**
 * App integrity (App Check, spec 000 §7, decision 0009) for the onRequest handlers: callables get it from
 * firebase-functions (`enforceAppCheck`, see callable.ts); the HTTP contract routes call assertAppIntegrity(req),
 * which reads the `X-Firebase-AppCheck` header and asks the verifier chosen once here:
 *
 * - production: the Admin SDK's `getAppCheck().verifyToken()` (signature against Google's published keys, audience,
 *   issuer, expiry);
 * - the Functions emulator: a decoder that does what firebase-functions does for callables there (the emulator
 *   sets the debug feature `skipTokenVerification`): the token is decoded, not verified, and must still be a
 *   well-formed, unexpired App Check token naming an app.
 */
import { getAppCheck, type AppCheck } from 'firebase-admin/app-check';
import * as logger from 'firebase-functions/logger';
import type { Request } from 'firebase-functions/https';
import { AppError } from '../domain/errors';
import { CALL_MESSAGES } from '../domain/messages';
import { app } from './firebase';
import { appCheckEnforce } from './params';

export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

export interface AppCheckClaims {
  /** The Firebase app id the token was issued to (the token's `sub`). */
  readonly appId: string;
}

export interface AppCheckVerifier {
  /** The token's claims; rejects when the token is not a valid App Check token of this project. */
  verify(token: string): Promise<AppCheckClaims>;
}

export function createAdminAppCheckVerifier(appCheck: AppCheck): AppCheckVerifier {
  return {
    async verify(token) {
      const { appId } = await appCheck.verifyToken(token);
      return { appId };
    },
  };
}

const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/** The emulator's decode-without-verify, with the claims every App Check token has checked. */
export function createEmulatorAppCheckVerifier(now: () => number = Date.now): AppCheckVerifier {
  return {
    async verify(token) {
      if (!JWT_SHAPE.test(token)) throw new Error('not a JWT');
      const payload = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as {
        sub?: unknown;
        exp?: unknown;
      };
      if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('no app id (sub)');
      if (typeof payload.exp !== 'number' || payload.exp * 1000 <= now()) throw new Error('expired');
      return { appId: payload.sub };
    },
  };
}

/** What the Functions emulator sets for every function (firebase-tools functionsEmulator.getEmulatorEnvs). */
export function skipsTokenVerification(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.FIREBASE_DEBUG_MODE !== 'true') return false;
  try {
    const features = JSON.parse(env.FIREBASE_DEBUG_FEATURES ?? '{}') as { skipTokenVerification?: unknown };
    return features.skipTokenVerification === true;
  } catch {
    return false;
  }
}

let configured: AppCheckVerifier | undefined;

export function getAppCheckVerifier(): AppCheckVerifier {
  configured ??= skipsTokenVerification()
    ? createEmulatorAppCheckVerifier()
    : createAdminAppCheckVerifier(getAppCheck(app()));
  return configured;
}

function refusal(reason: string): AppError {
  return new AppError('unauthenticated', CALL_MESSAGES.appCheckFailed, {
    reason: 'app-check',
    problem: reason,
  });
}

/**
 * The integrity check of one HTTP call. With enforcement on, a missing or invalid token is refused (401, details
 * `reason: 'app-check'` so the web counts it as an integrity failure); with it off, an invalid token is only logged,
 * as firebase-functions does for callables.
 */
export async function assertAppIntegrity(
  req: Pick<Request, 'headers'>,
  {
    verifier = getAppCheckVerifier,
    enforced = appCheckEnforce.value(),
  }: { verifier?: () => AppCheckVerifier; enforced?: boolean } = {},
): Promise<AppCheckClaims | undefined> {
  const header = req.headers[APP_CHECK_HEADER.toLowerCase()];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token) {
    if (enforced) throw refusal('missing');
    return undefined;
  }
  try {
    return await verifier().verify(token);
  } catch (error) {
    logger.warn('App Check token rejected', { error: String(error), enforced });
    if (enforced) throw refusal('invalid');
    return undefined;
  }
}
