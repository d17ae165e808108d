/**
 * What the back office's services need: Firestore, the mirror, the service-role Postgres client (edge counts,
 * event logs) and the image host's delete (the recipe cleanup of an orphaned recipe). Only handlers call this.
 */
import type { RecipeCleanupDeps } from '../platform/cleanup/recipe';
import { db } from '../platform/firebase';
import { getImageHost } from '../platform/imageHost';
import { getMirror, getServiceClient } from '../platform/mirror/client';

export type BackofficeDeps = RecipeCleanupDeps;

export function backofficeDeps(): BackofficeDeps {
  return {
    db: db(),
    mirror: getMirror(),
    supabase: getServiceClient(),
    images: { delete: (publicId) => getImageHost().delete(publicId) },
  };
}
