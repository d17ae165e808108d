/**
 * users-ensureProfile: called by the client after every sign-in and sign-up (spec 000 §4 "Profile lifecycle").
 * Idempotent: it writes only when something differs.
 *
 * - No profile yet: created with profileComplete false. An email sign-up (password provider) whose account has a
 *   display name gets its username derived, reserved and the profile completed at once. A Google sign-in stays
 *   incomplete and the client goes to /set-username (the Google name is not stored: it is only the form's
 *   suggestion, else the next sign-in would "migrate" it without the user choosing).
 * - A legacy profile with a display name and no username is migrated: username derived and reserved, complete;
 *   if the name is taken (or breaks a rule), profileComplete false and the user must choose another.
 * - emailVerified follows the Auth record; the email goes to users/{uid}/private/account; the document is brought
 *   to the canonical shape (missing fields filled, private fields moved out of the public document).
 */
import type { UserRecord } from 'firebase-admin/auth';
import * as logger from 'firebase-functions/logger';
import { AppError } from '../domain/errors';
import {
  PROFILE_ACTIONS,
  PROFILE_MESSAGES,
  newProfile,
  type EnsureProfileInput,
  type EnsureProfileResult,
  type UserProfile,
} from '../domain/profile';
import { nowIso } from '../platform/mirror/deps';
import type { UsersDeps } from './deps';
import {
  claimUsername,
  commitProfile,
  loadDraft,
  unchanged,
  withUsername,
  type Draft,
  type ProfileFields,
} from './drafts';
import { syncPrivateAccount } from './store';
import type { Reservation } from './usernames';
import { writeMirrored, type Commit } from '../platform/mirror/writeMirrored';

interface Outcome {
  profile: UserProfile;
  usernameError?: string;
}

export async function ensureProfile(
  deps: UsersDeps,
  uid: string,
  input: EnsureProfileInput = {},
): Promise<EnsureProfileResult> {
  const account = await readAccount(deps, uid);
  const outcome = await writeMirrored(deps, PROFILE_ACTIONS.complete, async (commit) => {
    const draft = await loadDraft(deps, uid);
    return draft ? refresh(deps, commit, account, draft) : create(deps, commit, account, input);
  });
  try {
    await syncPrivateAccount(deps, uid, { email: account.email ?? '' });
  } catch (error) {
    // The profile is written; the private copy of the email catches up on the next sign-in.
    logger.error('Private account sync failed', { uid, error: String(error) });
  }
  const { profile, usernameError } = outcome;
  return {
    profile,
    needsUsername: !(profile.profileComplete && profile.username),
    ...(usernameError ? { usernameError } : {}),
  };
}

/** The Auth record; a token whose account was deleted meanwhile reads as signed out (spec 000 §8). */
async function readAccount(deps: UsersDeps, uid: string): Promise<UserRecord> {
  try {
    return await deps.auth.getUser(uid);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found')
      throw new AppError('unauthenticated', PROFILE_MESSAGES.noUser);
    throw error;
  }
}

function isEmailSignUp(account: UserRecord): boolean {
  return account.providerData.some((provider) => provider.providerId === 'password');
}

async function create(
  deps: UsersDeps,
  commit: Commit,
  account: UserRecord,
  input: EnsureProfileInput,
): Promise<Outcome> {
  const now = nowIso(deps);
  let profile: ProfileFields = newProfile(
    account.uid,
    {
      photoURL: account.photoURL ?? '',
      language: input.language,
      emailVerified: account.emailVerified,
    },
    now,
  );
  let reservation: Reservation | null = null;
  let usernameError: string | undefined;
  const displayName = isEmailSignUp(account) ? (account.displayName ?? '').trim() : '';
  if (displayName) {
    const claim = await claimUsername(deps, account.uid, displayName);
    if (claim.ok) {
      profile = withUsername(profile, claim.displayName, claim.username);
      reservation = claim.reservation;
    } else {
      usernameError = claim.message;
    }
  }
  const draft = { uid: account.uid, now, stored: null, privateFields: {} };
  return {
    profile: await commitProfile(deps, commit, draft, profile, reservation),
    usernameError,
  };
}

async function refresh(deps: UsersDeps, commit: Commit, account: UserRecord, draft: Draft): Promise<Outcome> {
  let next: ProfileFields = { ...draft.profile, emailVerified: account.emailVerified };
  let reservation: Reservation | null = null;
  let usernameError: string | undefined;
  if (!next.username && next.displayName.trim()) {
    const claim = await claimUsername(deps, account.uid, next.displayName);
    if (claim.ok) {
      next = withUsername(next, claim.displayName, claim.username);
      reservation = claim.reservation;
    } else {
      next = { ...next, profileComplete: false };
      usernameError = claim.message;
    }
  }
  const same = unchanged(draft, next);
  if (same) return { profile: same, usernameError };
  return {
    profile: await commitProfile(deps, commit, draft, next, reservation),
    usernameError,
  };
}
