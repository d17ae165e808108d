import { FAVORITE_METADATA_SUBCOLLECTION } from '../../../domain/favorites/document';
import { USERS_COLLECTION } from '../../../domain/profile';
import { toIsoString } from '../../../domain/time';
import { defineSubcollectionMapping } from './define';

/**
 * users/{uid}/favoriteMetadata/{recipeId} → public.favorites (supabase/migrations/20261129000300_social.sql): one
 * row per saved recipe, keyed '{uid}/{recipeId}'; owner and recipe come from the key, never from the document. The
 * notes kept on the favorite stay in Firestore.
 */
export const favoriteMapping = defineSubcollectionMapping(
  [USERS_COLLECTION, FAVORITE_METADATA_SUBCOLLECTION],
  'favorites',
  (doc, [userId, recipeId]) => {
    const addedAt = toIsoString(doc.addedAt);
    return { user_id: userId, recipe_id: recipeId, ...(addedAt ? { added_at: addedAt } : {}) };
  },
  {},
);
