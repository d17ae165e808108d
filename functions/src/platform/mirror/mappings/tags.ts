import { TAGS } from '../../../domain/constants/social';
import { TAGS_COLLECTION } from '../../../domain/recipe/types';
import { toIsoString } from '../../../domain/time';
import { integer, strings, text } from '../rowValues';
import { defineMapping } from './define';

/** tags/{tagId} → public.tags (supabase/migrations/20261129000200_profiles_recipes.sql). */
export const tagMapping = defineMapping(
  TAGS_COLLECTION,
  'tags',
  (doc, id) => ({
    tag: text(doc.tag) || id,
    display_name: text(doc.displayName) || text(doc.tag) || id,
    language: text(doc.language) || TAGS.defaultLanguage,
    count: Math.max(0, integer(doc.count)),
    last_used: toIsoString(doc.lastUsed) ?? null,
    recipes: strings(doc.recipes),
  }),
  { created_at: 'createdAt' },
);
