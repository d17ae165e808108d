import { text } from '../rowValues';
import { defineMapping } from './define';

/** content/{content_type}_{language} → public.content (supabase/migrations/20261121000200_content.sql). */
export const contentMapping = defineMapping(
  'content',
  'content',
  (doc) => ({
    content_type: text(doc.content_type),
    language: text(doc.language),
    title: text(doc.title),
    content: text(doc.content),
  }),
  { updated_at: 'updated_at' },
);
