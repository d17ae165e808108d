/**
 * The steps every profile write shares: load the stored profile in its canonical shape, claim a username derived
 * from a display name, and commit (mirror first) with the reservation undone on failure and the previous name
 * released on success. The services run these inside writeMirrored, which redoes them when the document moved
 * underneath (a concurrent write of the same profile).
 */
import { AppError, type ErrorCode } from '../domain/errors';
import {
  PROFILE_MESSAGES,
  canonicalProfile,
  sameData,
  type CanonicalProfile,
  type UserProfile,
} from '../domain/profile';
import { deriveUsername, userSearchTerms, USERNAME_MESSAGES } from '../domain/username';
import { nowIso, withoutVersion } from '../platform/mirror/deps';
import type { VersionedDoc } from '../platform/mirror/types';
import { writeMirrored, type Commit } from '../platform/mirror/writeMirrored';
import type { UsersDeps } from './deps';
import { releaseQuietly, reserveUsername, type Reservation } from './usernames';
import { readProfile, saveProfile, syncPrivateAccount } from './store';

export type ProfileFields = CanonicalProfile['profile'];

export interface Draft {
  readonly uid: string;
  readonly now: string;
  /** As stored (null: no profile yet). */
  readonly stored: VersionedDoc | null;
  /** The stored profile in canonical shape. */
  readonly profile: ProfileFields;
  readonly privateFields: CanonicalProfile['privateFields'];
}

export async function loadDraft(deps: UsersDeps, uid: string): Promise<Draft | null> {
  const stored = await readProfile(deps, uid);
  if (!stored) return null;
  const now = nowIso(deps);
  return { uid, now, stored, ...canonicalProfile(uid, stored, now) };
}

/** A write to an existing profile through the mirror protocol: its draft (not-found without one), then `run`. */
export function editProfile<T>(
  deps: UsersDeps,
  uid: string,
  action: string,
  run: (draft: Draft, commit: Commit) => Promise<T>,
): Promise<T> {
  return writeMirrored(deps, action, async (commit) => {
    const draft = await loadDraft(deps, uid);
    if (!draft) throw new AppError('not-found', PROFILE_MESSAGES.notFound);
    return run(draft, commit);
  });
}

export type Claim =
  | { ok: true; reservation: Reservation; displayName: string; username: string }
  | { ok: false; code: ErrorCode; message: string; rule: 'displayName' | 'username' };

/** Derives the username of `displayName` and reserves it for `uid`; a broken rule or a taken name is a result. */
export async function claimUsername(deps: UsersDeps, uid: string, displayName: string): Promise<Claim> {
  const derived = deriveUsername(displayName);
  if (!derived.ok)
    return { ok: false, code: 'invalid-argument', message: derived.message, rule: derived.rule };
  try {
    const reservation = await reserveUsername(deps, derived.username, uid);
    return { ok: true, reservation, displayName: derived.displayName, username: derived.username };
  } catch (error) {
    if (error instanceof AppError && error.code === 'already-exists')
      return { ok: false, code: 'already-exists', message: USERNAME_MESSAGES.taken, rule: 'username' };
    throw error;
  }
}

/** The profile completed with this display name and username (spec 000 §4). */
export function withUsername<P extends ProfileFields>(profile: P, displayName: string, username: string): P {
  return {
    ...profile,
    displayName,
    username,
    profileComplete: true,
    searchTerms: userSearchTerms(displayName, username),
  };
}

/** The profile as stored, when `next` changes nothing. */
export function unchanged(draft: Draft, next: ProfileFields): UserProfile | null {
  if (!draft.stored || !sameData(next, withoutVersion(draft.stored))) return null;
  return { ...next, version: draft.stored.version } as UserProfile;
}

/**
 * Writes `next` (mirror first). `reservation`: the name taken for this write, released again if the write fails.
 * `previousUsername`: released once the write succeeded, if the profile moved to another name.
 * Private fields found in a legacy public document are stored first, so the rewrite never loses them.
 */
export async function commitProfile(
  deps: UsersDeps,
  commit: Commit,
  draft: Pick<Draft, 'uid' | 'now' | 'stored' | 'privateFields'>,
  next: ProfileFields,
  reservation: Reservation | null = null,
): Promise<UserProfile> {
  const previousUsername = draft.stored ? String(draft.stored.username ?? '') : '';
  let saved: UserProfile;
  try {
    if (Object.keys(draft.privateFields).length > 0)
      await syncPrivateAccount(deps, draft.uid, draft.privateFields);
    saved = (await saveProfile(deps, commit, draft.uid, draft.stored, {
      ...next,
      updatedAt: draft.now,
    })) as UserProfile;
  } catch (error) {
    if (reservation?.created) await releaseQuietly(deps, reservation.username, draft.uid);
    throw error;
  }
  if (previousUsername && previousUsername !== saved.username)
    await releaseQuietly(deps, previousUsername, draft.uid);
  return saved;
}
