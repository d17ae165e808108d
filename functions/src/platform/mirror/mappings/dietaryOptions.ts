import { integer, text, withTimestamps } from '../rowValues';
import { toIsoString } from '../../../domain/time';
import type { MirrorMapping, VersionedDoc } from '../types';

/** dietaryOptions/{id} → public.dietary_options (supabase/migrations/20261121000100_categories_dietary.sql). */
export const dietaryOptionMapping: MirrorMapping<'dietary_options'> = {
  collection: 'dietaryOptions',
  table: 'dietary_options',
  toRow(_id: string, doc: VersionedDoc) {
    return withTimestamps(
      {
        name_en: text(doc.nameEn),
        name_he: text(doc.nameHe),
        name_fr: text(doc.nameFr),
        name_it: text(doc.nameIt),
        field_name: text(doc.fieldName),
        sort_order: integer(doc.order),
      },
      { created_at: toIsoString(doc.createdAt), updated_at: toIsoString(doc.updatedAt) },
    );
  },
};
