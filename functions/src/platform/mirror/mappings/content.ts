import { text } from '../rowValues';
import { defineMapping } from './define';

/** content/{content_type}_{language} → public.content (supabase/migrations/20261129000100_catalogue.sql). */
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
