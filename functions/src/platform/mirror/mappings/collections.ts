import { COLLECTION_DEFAULTS, COLLECTIONS_SUBCOLLECTION } from '../../../domain/collections/document';
import { USERS_COLLECTION } from '../../../domain/profile';
import { integer, strings, text } from '../rowValues';
import { CREATED_AND_UPDATED, defineSubcollectionMapping } from './define';

/**
 * users/{uid}/collections/{id} → public.collections (supabase/migrations/20261129000300_social.sql), the first
 * subcollection mapping: its documents are keyed '{uid}/{id}' (documentKey.ts), and the owner comes from that key,
 * never from the document's own userId. The entries under recipes/ are not mirrored (docs/decisions/0008).
 */
export const collectionMapping = defineSubcollectionMapping(
  [USERS_COLLECTION, COLLECTIONS_SUBCOLLECTION],
  'collections',
  (doc, [userId, collectionId]) => {
    const recipeIds = strings(doc.recipeIds);
    return {
      user_id: userId,
      collection_id: collectionId,
      name: text(doc.name),
      name_he: text(doc.nameHe),
      description: text(doc.description),
      description_he: text(doc.descriptionHe),
      color: text(doc.color) || COLLECTION_DEFAULTS.color,
      icon: text(doc.icon) || COLLECTION_DEFAULTS.icon,
      is_default: doc.isDefault === true,
      recipe_ids: recipeIds,
      recipe_count: Math.max(0, integer(doc.recipeCount, recipeIds.length)),
    };
  },
  CREATED_AND_UPDATED,
);
