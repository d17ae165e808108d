/**
 * Legacy orphans for the cleanup panel to find on `npm start` (issue 15; decision 0021): view records and a cached
 * recommendation of a recipe that no longer exists, as a deletion from before the cleanup registry left them.
 * Idempotent (a second seed adds nothing); after the panel cleans them, the next seed puts them back.
 */
import type { ServiceClient } from '../platform/mirror/database';
import type { Firestore } from 'firebase-admin/firestore';

export const DEMO_DELETED_RECIPE = 'demo-deleted-recipe';
const VIEWERS = ['fp:demo-legacy-1', 'fp:demo-legacy-2', 'fp:demo-legacy-3'];

export async function seedDemoOrphans(deps: { db: Firestore; supabase: ServiceClient }): Promise<number> {
  const { error } = await deps.supabase.from('recipe_views').upsert(
    VIEWERS.map((viewer_key) => ({ recipe_id: DEMO_DELETED_RECIPE, viewer_key })),
    { onConflict: 'recipe_id,viewer_key', ignoreDuplicates: true },
  );
  if (error) throw new Error(`demo orphans: recipe_views: ${error.message}`);
  await deps.db.doc(`recommendationCache/${DEMO_DELETED_RECIPE}`).set({
    recipeId: DEMO_DELETED_RECIPE,
    recipeIds: [],
  });
  return VIEWERS.length + 1;
}
