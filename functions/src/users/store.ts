/**
 * Reading and writing the users group's documents. The profile itself changes only through writeMirrored (mirror
 * first); the private account document is not mirrored and is written here directly.
 */
import { PRIVATE_ACCOUNT_PATH, type PrivateAccountDoc } from '../domain/profile';
import { versionedDoc } from '../platform/mirror/deps';
import type { Commit } from '../platform/mirror/writeMirrored';
import type { VersionedDoc } from '../platform/mirror/types';
import { pathsOf, profileMappingOf, type UsersDeps } from './deps';
import { storedAs } from '../platform/storedAs';

export function profileRef(deps: UsersDeps, uid: string) {
  return deps.db.collection(pathsOf(deps).users).doc(uid);
}

export function privateAccountRef(deps: UsersDeps, uid: string) {
  return profileRef(deps, uid).collection(PRIVATE_ACCOUNT_PATH[0]).doc(PRIVATE_ACCOUNT_PATH[1]);
}

/** users/{uid} with its version (0 for a document written without one), or null. */
export async function readProfile(deps: UsersDeps, uid: string): Promise<VersionedDoc | null> {
  const snapshot = await profileRef(deps, uid).get();
  return snapshot.exists ? versionedDoc(snapshot) : null;
}

/**
 * Writes the profile through the mirror protocol (mirror first, then Firestore with the version as precondition)
 * and returns the stored document.
 */
export async function saveProfile<P extends Record<string, unknown>>(
  deps: UsersDeps,
  commit: Commit,
  uid: string,
  before: VersionedDoc | null,
  after: P,
): Promise<P & { version: number }> {
  const [version] = await commit([{ mapping: profileMappingOf(deps), id: uid, before, after }]);
  return { ...after, version: version ?? (before?.version ?? 0) + 1 };
}

/**
 * Keeps users/{uid}/private/account in step: the sign-in email, and whatever private fields a legacy profile held.
 * Written only when something differs. Not mirrored: the mirror holds no email.
 */
export async function syncPrivateAccount(
  deps: UsersDeps,
  uid: string,
  fields: Partial<PrivateAccountDoc>,
): Promise<void> {
  const ref = privateAccountRef(deps, uid);
  const current = (await ref.withConverter(storedAs<Partial<PrivateAccountDoc>>()).get()).data();
  const next: Partial<PrivateAccountDoc> = {};
  if (fields.email && current?.email !== fields.email) next.email = fields.email;
  if (fields.searchHistory?.length && !current?.searchHistory?.length)
    next.searchHistory = fields.searchHistory;
  if (!current) {
    next.email ??= fields.email ?? '';
    next.searchHistory ??= [];
  }
  if (Object.keys(next).length === 0) return;
  await ref.set(next, { merge: true });
}
