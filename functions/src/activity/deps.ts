/**
 * What the activity services need: Firestore (activity items, follow edges, levels, profiles, trend documents) and
 * the service-role Postgres client (the mirror's recipes, follows and profiles), and the push sender. Only handlers
 * and the trigger call activityDeps(); tests pass their own.
 */
import type { ServiceClient } from '../platform/mirror/database';
import type { Firestore } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';
import { getServiceClient } from '../platform/mirror/client';
import type { PushSender } from '../platform/push/fcm';
import { selectedPushSender } from '../platform/push/sender';

export interface ActivityDeps {
  readonly db: Firestore;
  readonly supabase: ServiceClient;
  /** Level "all" alerts to the followers' devices; none when absent (seeding, tests). */
  readonly push?: PushSender | undefined;
}

export function activityDeps(): ActivityDeps {
  return { db: db(), supabase: getServiceClient(), push: selectedPushSender() };
}
