/**
 * What the feed services need: Firestore (the caller's profile, settings/defaultRecipeImage) and the service-role
 * Postgres client (the feeds themselves). Services take them as arguments; only handlers call feedsDeps().
 */
import type { ServiceClient } from '../platform/mirror/database';
import type { Firestore } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';
import { getServiceClient } from '../platform/mirror/client';

export interface FeedsDeps {
  readonly db: Firestore;
  readonly supabase: ServiceClient;
}

export function feedsDeps(): FeedsDeps {
  return { db: db(), supabase: getServiceClient() };
}
