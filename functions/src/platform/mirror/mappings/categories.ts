import { DEFAULT_CATEGORY_EMOJI } from '../../../domain/catalog';
import { toIsoString } from '../../../domain/time';
import type { MirrorMapping, VersionedDoc } from '../types';
import { text, withTimestamps } from '../rowValues';

/** categories/{id} → public.categories (supabase/migrations/20261121000100_categories_dietary.sql). */
export const categoryMapping: MirrorMapping<'categories'> = {
  collection: 'categories',
  table: 'categories',
  toRow(_id: string, doc: VersionedDoc) {
    return withTimestamps(
      {
        name_en: text(doc.nameEn),
        name_he: text(doc.nameHe),
        name_fr: text(doc.nameFr),
        name_it: text(doc.nameIt),
        emoji: text(doc.emoji) || DEFAULT_CATEGORY_EMOJI,
        is_primary: doc.isPrimary === true,
      },
      { created_at: toIsoString(doc.createdAt), updated_at: toIsoString(doc.updatedAt) },
    );
  },
};
