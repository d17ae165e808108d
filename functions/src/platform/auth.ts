/**
 * Who is calling. Callables get the verified token from the runtime; HTTP handlers verify the bearer ID token with
 * the admin SDK (Auth emulator tokens too, when FIREBASE_AUTH_EMULATOR_HOST is set). Admin rights come from
 * users/{uid}.isAdmin, never from custom claims or anything the client sends (DESIGN §6).
 */
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/https';
import { AppError } from '../domain/errors';
import { CALL_MESSAGES } from '../domain/messages';
import { auth as defaultAuth, db as defaultDb } from './firebase';
import { ADMIN_MESSAGES } from '../domain/admin/messages';
import { readAccount } from './accountRead';

export interface Caller {
  readonly uid: string;
  readonly token: DecodedIdToken;
}

/** The caller of an HTTP request, or null without an Authorization header. A bad token is a 401, not anonymity. */
export async function optionalBearer(
  req: Pick<Request, 'headers'>,
  verifier: Auth = defaultAuth(),
): Promise<Caller | null> {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new AppError('unauthenticated', CALL_MESSAGES.invalidToken);
  let token: DecodedIdToken;
  try {
    token = await verifier.verifyIdToken(match[1]);
  } catch (error) {
    // a token of an account an admin deactivated (disabled in Auth too): say why, not "sign in again"
    if ((error as { code?: unknown }).code === 'auth/user-disabled') throw deactivated();
    throw new AppError('unauthenticated', CALL_MESSAGES.invalidToken);
  }
  await requireActiveAccount(defaultDb(), token.uid);
  return { uid: token.uid, token };
}

/** The signed-in caller's uid when the request carries a bearer ID token, else null (a guest). */
export async function viewerUid(req: Pick<Request, 'headers'>): Promise<string | null> {
  return (await optionalBearer(req))?.uid ?? null;
}

/**
 * A deactivated account (users/{uid}.isActive false, set by an admin) is refused by every function, callables and
 * HTTP alike, with a text that says why (docs/decisions/0018-back-office.md). No profile yet counts as active.
 */
export async function requireActiveAccount(db: Firestore, uid: string): Promise<void> {
  const user = await readAccount(db, uid);
  if (user.exists && user.get('isActive') === false) throw deactivated();
}

const deactivated = () =>
  new AppError('permission-denied', ADMIN_MESSAGES.accountDeactivated, { reason: 'deactivated' });

export async function requireBearer(
  req: Pick<Request, 'headers'>,
  verifier: Auth = defaultAuth(),
  message: string = CALL_MESSAGES.authRequired,
): Promise<Caller> {
  const caller = await optionalBearer(req, verifier);
  if (!caller) throw new AppError('unauthenticated', message);
  return caller;
}

export function requireVerifiedEmail(
  caller: Caller,
  message: string = CALL_MESSAGES.emailNotVerified,
): Caller {
  if (caller.token.email_verified !== true) throw new AppError('permission-denied', message);
  return caller;
}

export async function isAdmin(db: Firestore, uid: string): Promise<boolean> {
  const user = await readAccount(db, uid);
  return user.get('isAdmin') === true;
}

export async function requireAdmin(
  db: Firestore,
  uid: string,
  message: string = CALL_MESSAGES.adminRequired,
): Promise<void> {
  if (!(await isAdmin(db, uid))) throw new AppError('permission-denied', message);
}
