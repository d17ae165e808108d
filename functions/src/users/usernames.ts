/**
 * Username reservations, usernames/{username} = { userId, createdAt } (spec 000 §3, §4 "Username lifecycle").
 *
 * A reservation is taken in its own Firestore transaction before the profile is written, so two people racing for
 * one name cannot both get it: the transaction that sees the name free creates the document, the other sees it
 * held by someone else and fails with "Username is already taken". A user holding the name may take it again.
 * Releasing is guarded the same way: only the holder's reservation, and never the name their profile now shows.
 */
import * as logger from 'firebase-functions/logger';
import { AppError } from '../domain/errors';
import { USERNAME_MESSAGES, isUsernameAvailable } from '../domain/username';
import { nowIso } from '../platform/mirror/deps';
import { pathsOf, type UsersDeps } from './deps';
import { profileRef } from './store';

const ALREADY_EXISTS = 6; // gRPC code: a concurrent create won the document

function usernameRef(deps: UsersDeps, username: string) {
  return deps.db.collection(pathsOf(deps).usernames).doc(username);
}

export interface Reservation {
  readonly username: string;
  /** false when the user already held it (nothing to undo if the profile write fails). */
  readonly created: boolean;
}

/** Reserves `username` for `uid`, or throws already-exists "Username is already taken". */
export async function reserveUsername(deps: UsersDeps, username: string, uid: string): Promise<Reservation> {
  const attempt = () =>
    deps.db.runTransaction(async (tx) => {
      const ref = usernameRef(deps, username);
      const snapshot = await tx.get(ref);
      const holder = snapshot.exists ? String(snapshot.get('userId') ?? '') : null;
      if (!isUsernameAvailable(holder, uid)) {
        throw new AppError('already-exists', USERNAME_MESSAGES.taken, { field: 'displayName', username });
      }
      if (snapshot.exists) return { username, created: false };
      tx.create(ref, { userId: uid, createdAt: nowIso(deps) });
      return { username, created: true };
    });
  try {
    return await attempt();
  } catch (error) {
    // A create that lost to a concurrent one: read again, now it is held (by someone else, or by us).
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return attempt();
    throw error;
  }
}

/** Deletes the reservation if `uid` holds it and their profile does not use it (any more). */
export async function releaseUsername(deps: UsersDeps, username: string, uid: string): Promise<void> {
  await deps.db.runTransaction(async (tx) => {
    const ref = usernameRef(deps, username);
    const [reservation, profile] = await tx.getAll(ref, profileRef(deps, uid));
    if (!reservation?.exists || reservation.get('userId') !== uid) return;
    if (profile?.exists && profile.get('username') === username) return;
    tx.delete(ref);
  });
}

/** Release that never fails the caller: a leftover reservation only keeps the name for the same user. */
export async function releaseQuietly(
  deps: UsersDeps,
  username: string | null | undefined,
  uid: string,
): Promise<void> {
  if (!username) return;
  try {
    await releaseUsername(deps, username, uid);
  } catch (error) {
    logger.warn('Username release failed; the reservation stays with its user', {
      username,
      uid,
      error: String(error),
    });
  }
}
