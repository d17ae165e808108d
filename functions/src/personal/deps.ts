/**
 * What the personal services need: Firestore (the caller's profile, the default image) and the service-role
 * Postgres client (events, scores, affinities, recommendations: Postgres-only data, decision 0017).
 */
import type { ServiceClient } from '../platform/mirror/database';
import type { Firestore } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';
import { getServiceClient } from '../platform/mirror/client';

export interface PersonalDeps {
  readonly db: Firestore;
  readonly supabase: ServiceClient;
}

export function personalDeps(): PersonalDeps {
  return { db: db(), supabase: getServiceClient() };
}
