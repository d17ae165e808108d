import {
  HOUSEHOLDS_COLLECTION,
  PLAN_ENTRIES_SUBCOLLECTION,
  SHOPPING_LINES_SUBCOLLECTION,
} from '../../../domain/household/document';
import { isDay } from '../../../domain/planning';
import type { Json } from '../database.types';
import { integer, strings, text } from '../rowValues';
import { defineMapping, defineSubcollectionMapping } from './define';

const record = (value: unknown): { [key: string]: Json } =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as { [key: string]: Json }) : {};

/**
 * households/{ownerUid} → public.households (supabase/migrations/20261130003300_households.sql, decision 0064): the
 * owner is the document's id, never its ownerId field.
 */
export const householdMapping = defineMapping(HOUSEHOLDS_COLLECTION, 'households', (doc, id) => ({
  owner_id: id,
  member_ids: strings(doc.memberIds),
  invited_ids: strings(doc.invitedIds),
  aisle_moves: record(doc.aisleMoves),
  staples: record(doc.staples),
}));

/** households/{ownerUid}/planEntries/{id} → public.plan_entries: a recipe with its servings, or a note. */
export const planEntryMapping = defineSubcollectionMapping(
  [HOUSEHOLDS_COLLECTION, PLAN_ENTRIES_SUBCOLLECTION],
  'plan_entries',
  (doc, [householdId, entryId]) => {
    const recipeId = text(doc.recipeId);
    return {
      household_id: householdId,
      entry_id: entryId,
      // a day the document does not hold readably (a hand edit) still mirrors, as the epoch
      day: isDay(doc.day) ? doc.day : '1970-01-01',
      meal: text(doc.meal),
      recipe_id: recipeId || null,
      servings: recipeId ? Math.min(100, Math.max(1, integer(doc.servings, 1))) : null,
      note: recipeId ? null : text(doc.note),
      added_by: text(doc.addedBy),
    };
  },
);

/** households/{ownerUid}/shoppingLines/{id} → public.shopping_lines: one line of the list. */
export const shoppingLineMapping = defineSubcollectionMapping(
  [HOUSEHOLDS_COLLECTION, SHOPPING_LINES_SUBCOLLECTION],
  'shopping_lines',
  (doc, [householdId, lineId]) => ({
    household_id: householdId,
    line_id: lineId,
    text: text(doc.text),
    amounts: Array.isArray(doc.amounts) ? (doc.amounts as Json[]) : [],
    food_key: text(doc.food) || null,
    aisle: text(doc.aisle) || 'other',
    checked: doc.checked === true,
    recipe_ids: Array.isArray(doc.recipes)
      ? strings(doc.recipes.map((recipe: unknown) => (recipe as { id?: unknown } | null)?.id))
      : [],
    added_by: text(doc.addedBy),
  }),
);
