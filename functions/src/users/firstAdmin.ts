/**
 * /create-admin (spec 002 §2, §4 "First admin", §5): open to anyone, works only while no admin exists.
 *
 * The spec's check is client-side; here it is the server's, and atomic: a transaction reads system/firstAdmin and
 * the admins (users where isAdmin == true) and, when there is neither an admin nor a claim in progress, writes the
 * claim. Two callers racing both run that transaction on the same document, so exactly one claims; the other reads
 * the claim and gets "Admin Already Exists". The winner then creates the Auth account and the admin profile
 * (mirror first). On any failure the account is deleted and the claim released, so the page works again.
 * A claim older than CLAIM_TTL_MS (a crashed attempt) no longer blocks.
 */
import { randomUUID } from 'node:crypto';
import type { UserRecord } from 'firebase-admin/auth';
import * as logger from 'firebase-functions/logger';
import { AppError } from '../domain/errors';
import {
  FIRST_ADMIN_MESSAGES,
  PROFILE_ACTIONS,
  newProfile,
  type CreateFirstAdminInput,
  type CreateFirstAdminResult,
} from '../domain/profile';
import { nowIso } from '../platform/mirror/deps';
import { pathsOf, type UsersDeps } from './deps';
import { writeMirrored } from '../platform/mirror/writeMirrored';
import { commitProfile } from './drafts';
import { privateAccountRef } from './store';

export const CLAIM_TTL_MS = 120_000;

function claimRef(deps: UsersDeps) {
  return deps.db.collection(pathsOf(deps).system).doc('firstAdmin');
}

function adminsQuery(deps: UsersDeps) {
  return deps.db.collection(pathsOf(deps).users).where('isAdmin', '==', true).limit(1);
}

export async function adminExists(deps: UsersDeps): Promise<boolean> {
  return !(await adminsQuery(deps).get()).empty;
}

export async function createFirstAdmin(
  deps: UsersDeps,
  input: CreateFirstAdminInput,
): Promise<CreateFirstAdminResult> {
  const claimId = randomUUID();
  await claim(deps, claimId);
  let account: UserRecord | undefined;
  try {
    account = await createAccount(deps, input);
    const uid = account.uid;
    const now = nowIso(deps);
    const profile = { ...newProfile(uid, { emailVerified: account.emailVerified }, now), isAdmin: true };
    const draft = { uid, now, stored: null, privateFields: { email: account.email ?? input.email } };
    await writeMirrored(deps, PROFILE_ACTIONS.complete, (commit) =>
      commitProfile(deps, commit, draft, profile),
    );
    await claimRef(deps).set({ state: 'done', claimId, uid, completedAt: nowIso(deps) });
    return { uid, email: account.email ?? input.email };
  } catch (error) {
    await undo(deps, claimId, account?.uid);
    throw error;
  }
}

async function claim(deps: UsersDeps, claimId: string): Promise<void> {
  await deps.db.runTransaction(async (tx) => {
    const current = await tx.get(claimRef(deps));
    const admins = await tx.get(adminsQuery(deps));
    const claimedAt = Date.parse(String(current.get('claimedAt') ?? ''));
    const pending =
      current.get('state') === 'creating' &&
      (deps.now?.() ?? new Date()).getTime() - claimedAt < CLAIM_TTL_MS;
    if (!admins.empty || pending)
      throw new AppError('failed-precondition', FIRST_ADMIN_MESSAGES.alreadyExists);
    tx.set(claimRef(deps), { state: 'creating', claimId, claimedAt: nowIso(deps) });
  });
}

/** The sign-in provider's own message (spec 002 §8 "First admin"), with a code the client can act on. */
async function createAccount(deps: UsersDeps, input: CreateFirstAdminInput): Promise<UserRecord> {
  try {
    return await deps.auth.createUser({ email: input.email, password: input.password, emailVerified: false });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const message = error instanceof Error ? error.message : String(error);
    if (code === 'auth/email-already-exists')
      throw new AppError('already-exists', message, { field: 'email', authCode: code });
    if (code === 'auth/invalid-email')
      throw new AppError('invalid-argument', message, { field: 'email', authCode: code });
    if (code === 'auth/invalid-password')
      throw new AppError('invalid-argument', message, { field: 'password', authCode: code });
    throw error;
  }
}

async function undo(deps: UsersDeps, claimId: string, uid: string | undefined): Promise<void> {
  const steps: Promise<unknown>[] = [
    deps.db.runTransaction(async (tx) => {
      const current = await tx.get(claimRef(deps));
      if (current.get('claimId') === claimId) tx.delete(claimRef(deps));
    }),
  ];
  if (uid) steps.push(deps.auth.deleteUser(uid), privateAccountRef(deps, uid).delete());
  for (const result of await Promise.allSettled(steps)) {
    if (result.status === 'rejected')
      logger.error('First admin: undo step failed', { uid, error: String(result.reason) });
  }
}
