/**
 * What the rating services need (DESIGN §3): Firestore, the mirror, the service-role Postgres client for the
 * rated-recipes list, and a clock. Only handlers call ratingsDeps(); tests pass their own (a failing mirror).
 */
import type { ServiceClient } from '../platform/mirror/database';
import { db } from '../platform/firebase';
import { getImageHost, type ImageHost } from '../platform/imageHost';
import { getMirror, getServiceClient } from '../platform/mirror/client';
import type { ServiceDeps } from '../platform/mirror/deps';

export interface RatingsDeps extends ServiceDeps {
  supabase: ServiceClient;
  /** Tests: runs between the mirror write and the Firestore commit (see commitMirrored). */
  beforeCommit?: () => Promise<void>;
  /** The image host, for the photos a rating no longer holds. */
  images?: Pick<ImageHost, 'delete'>;
}

export function ratingsDeps(): RatingsDeps {
  return { db: db(), mirror: getMirror(), supabase: getServiceClient(), images: getImageHost() };
}
