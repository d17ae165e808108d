import { text, withTimestamps } from '../rowValues';
import { toIsoString } from '../../../domain/time';
import type { MirrorMapping, VersionedDoc } from '../types';

/** content/{content_type}_{language} → public.content (supabase/migrations/20261121000200_content.sql). */
export const contentMapping: MirrorMapping<'content'> = {
  collection: 'content',
  table: 'content',
  toRow(_id: string, doc: VersionedDoc) {
    return withTimestamps(
      {
        content_type: text(doc.content_type),
        language: text(doc.language),
        title: text(doc.title),
        content: text(doc.content),
      },
      { updated_at: toIsoString(doc.updated_at) },
    );
  },
};
