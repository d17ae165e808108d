/**
 * What the comment services need (DESIGN §3): Firestore, the mirror, the service-role Postgres client for the lists,
 * the toxicity scorer, a clock and the caller's rate limit. Only handlers call commentsDeps(); tests pass their own.
 */
import type { ServiceClient } from '../platform/mirror/database';
import { db } from '../platform/firebase';
import { getMirror, getServiceClient } from '../platform/mirror/client';
import type { ServiceDeps } from '../platform/mirror/deps';
import { getToxicityScorer, type ToxicityScorer } from '../platform/toxicity';

/** The handler's rate limit as a service step (throws 429 when the caller is over it). */
export type Admit = () => Promise<void>;

export interface CommentsDeps extends ServiceDeps {
  supabase: ServiceClient;
  toxicity: ToxicityScorer;
  /** Tests: runs between the mirror write and the Firestore commit (see commitMirrored). */
  beforeCommit?: () => Promise<void>;
  /**
   * The handler's rate limit for a write (create, like, report), run once the service's own checks have passed
   * (admittedWrite.ts). Without one (tests and scripts that call a service directly) every call is admitted.
   */
  admit?: Admit;
}

export function commentsDeps(admit?: Admit): CommentsDeps {
  return {
    db: db(),
    mirror: getMirror(),
    supabase: getServiceClient(),
    toxicity: getToxicityScorer(),
    admit,
  };
}
