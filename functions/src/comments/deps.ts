/**
 * What the comment services need (DESIGN §3): Firestore, the mirror, the service-role Postgres client for the
 * lists, the toxicity scorer and a clock. Only handlers call commentsDeps(); tests pass their own.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { db } from '../platform/firebase';
import { getMirror, getServiceClient } from '../platform/mirror/client';
import type { ServiceDeps } from '../platform/mirror/deps';
import { getToxicityScorer, type ToxicityScorer } from '../platform/toxicity';

export interface CommentsDeps extends ServiceDeps {
  supabase: SupabaseClient;
  toxicity: ToxicityScorer;
  /** Tests: runs between the mirror write and the Firestore commit (see commitMirrored). */
  beforeCommit?: () => Promise<void>;
}

export function commentsDeps(): CommentsDeps {
  return { db: db(), mirror: getMirror(), supabase: getServiceClient(), toxicity: getToxicityScorer() };
}
