import { RECIPE_LINKS_COLLECTION } from '../../../domain/links/constants';
import { toIsoString } from '../../../domain/time';
import { text } from '../rowValues';
import { defineMapping } from './define';

/** recipeLinks/{linkId} → public.recipe_links (supabase/migrations/20261129000300_social.sql). */
export const recipeLinkMapping = defineMapping(
  RECIPE_LINKS_COLLECTION,
  'recipe_links',
  (doc) => ({
    owner_id: text(doc.ownerId),
    message: text(doc.message),
    recipe_id: text(doc.recipeId),
    expires_at: toIsoString(doc.expiresAt) ?? new Date(0).toISOString(),
    used_at: toIsoString(doc.usedAt) ?? null,
    revoked_at: toIsoString(doc.revokedAt) ?? null,
  }),
  { created_at: 'createdAt' },
);
