/**
 * What the users services need: Firestore, the mirror, the Auth admin API and a clock. Services take them as
 * arguments (DESIGN §3), so callables, the seed script and tests run the same code.
 */
import type { Auth } from 'firebase-admin/auth';
import { USERNAMES_COLLECTION, USERS_COLLECTION } from '../domain/profile';
import type { ServiceDeps } from '../platform/mirror/deps';
import { auth, db } from '../platform/firebase';
import { getMirror } from '../platform/mirror/client';
import type { MirrorMapping } from '../platform/mirror/types';
import { profileMapping } from '../platform/mirror/mappings';

export interface UsersDeps extends ServiceDeps {
  auth: Auth;
  /**
   * Tests only, never set in production: a prefix for every top-level collection these services use (users,
   * usernames, system), so a service test that needs an empty world (the first admin) runs in its own corner of the
   * shared emulator. The Postgres table stays `profiles`.
   */
  namespace?: string;
}

export function usersDeps(): UsersDeps {
  return { db: db(), mirror: getMirror(), auth: auth() };
}

export interface UsersPaths {
  readonly users: string;
  readonly usernames: string;
  readonly system: string;
}

export function pathsOf(deps: Pick<UsersDeps, 'namespace'>): UsersPaths {
  const prefix = deps.namespace ?? '';
  return {
    users: `${prefix}${USERS_COLLECTION}`,
    usernames: `${prefix}${USERNAMES_COLLECTION}`,
    system: `${prefix}system`,
  };
}

/** The profile mapping, moved to the namespace's users collection when there is one. */
export function profileMappingOf(deps: Pick<UsersDeps, 'namespace'>): MirrorMapping<'profiles'> {
  return deps.namespace ? { ...profileMapping, collection: pathsOf(deps).users } : profileMapping;
}
