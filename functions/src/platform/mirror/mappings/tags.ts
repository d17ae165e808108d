import { TAGS } from '../../../domain/constants/social';
import { TAGS_COLLECTION } from '../../../domain/recipe/types';
import { integer, text, withTimestamps } from '../rowValues';
import { toIsoString } from '../../../domain/time';
import type { MirrorMapping, VersionedDoc } from '../types';

/** tags/{tagId} → public.tags (supabase/migrations/20261121000400_recipes.sql). */
export const tagMapping: MirrorMapping<'tags'> = {
  collection: TAGS_COLLECTION,
  table: 'tags',
  toRow(id: string, doc: VersionedDoc) {
    return withTimestamps(
      {
        tag: text(doc.tag) || id,
        display_name: text(doc.displayName) || text(doc.tag) || id,
        language: text(doc.language) || TAGS.defaultLanguage,
        count: Math.max(0, integer(doc.count)),
        last_used: toIsoString(doc.lastUsed) ?? null,
        recipes: Array.isArray(doc.recipes)
          ? doc.recipes.filter((item): item is string => typeof item === 'string')
          : [],
      },
      { created_at: toIsoString(doc.createdAt) },
    );
  },
};
