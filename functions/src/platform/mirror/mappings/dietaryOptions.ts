import { integer, localizedNames, text } from '../rowValues';
import { defineMapping } from './define';

/** dietaryOptions/{id} → public.dietary_options (supabase/migrations/20261121000100_categories_dietary.sql). */
export const dietaryOptionMapping = defineMapping('dietaryOptions', 'dietary_options', (doc) => ({
  ...localizedNames(doc),
  field_name: text(doc.fieldName),
  sort_order: integer(doc.order),
}));
