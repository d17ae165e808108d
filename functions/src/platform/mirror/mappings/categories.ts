import { DEFAULT_CATEGORY_EMOJI } from '../../../domain/catalog';
import { localizedNames, text } from '../rowValues';
import { defineMapping } from './define';

/** categories/{id} → public.categories (supabase/migrations/20261129000100_catalogue.sql). */
export const categoryMapping = defineMapping('categories', 'categories', (doc) => ({
  ...localizedNames(doc),
  emoji: text(doc.emoji) || DEFAULT_CATEGORY_EMOJI,
  is_primary: doc.isPrimary === true,
}));
