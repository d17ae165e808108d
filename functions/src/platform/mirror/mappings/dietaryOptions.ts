import { integer, localizedNames, text } from '../rowValues';
import { defineMapping } from './define';

/** dietaryOptions/{id} → public.dietary_options (supabase/migrations/20261129000100_catalogue.sql). */
export const dietaryOptionMapping = defineMapping('dietaryOptions', 'dietary_options', (doc) => ({
  ...localizedNames(doc),
  field_name: text(doc.fieldName),
  sort_order: integer(doc.order),
}));
