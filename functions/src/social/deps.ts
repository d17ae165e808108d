/**
 * What the social services need (DESIGN §3): Firestore, the mirror, the service-role Postgres client for the
 * follow lists, and a clock. Only handlers call socialDeps(); tests pass their own (a failing mirror, a fixed clock).
 */
import type { ServiceClient } from '../platform/mirror/database';
import { db } from '../platform/firebase';
import { getMirror, getServiceClient } from '../platform/mirror/client';
import type { ServiceDeps } from '../platform/mirror/deps';

export interface SocialDeps extends ServiceDeps {
  supabase: ServiceClient;
  /** Tests: runs between the mirror write and the Firestore commit (see commitMirrored). */
  beforeCommit?: () => Promise<void>;
}

export function socialDeps(): SocialDeps {
  return { db: db(), mirror: getMirror(), supabase: getServiceClient() };
}
