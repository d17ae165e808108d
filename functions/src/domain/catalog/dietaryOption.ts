/**
 * Dietary option rules (spec 002 §5 "Dietary option"): input schemas and the pure decisions of the service
 * (fieldName format and uniqueness, next order, reorder checks).
 */
import { z } from 'zod';
import { documentId, localizedNamesShape } from './fields';
import { DIETARY_OPTION_MESSAGES } from './messages';

/** "is" followed by an uppercase letter, then letters and digits (a valid recipe field name). */
export const FIELD_NAME_PATTERN = /^is[A-Z][A-Za-z0-9]*$/;

const names = localizedNamesShape(
  DIETARY_OPTION_MESSAGES.fieldsRequired,
  DIETARY_OPTION_MESSAGES.nameTooLong,
);
const optionId = documentId(DIETARY_OPTION_MESSAGES.idRequired);

const fieldNameField = z
  .string({ error: DIETARY_OPTION_MESSAGES.fieldsRequired })
  .trim()
  .min(1, DIETARY_OPTION_MESSAGES.fieldsRequired)
  .regex(FIELD_NAME_PATTERN, DIETARY_OPTION_MESSAGES.fieldNameFormat);

/** admin-createDietaryOption: the four names and the recipe flag it controls; it is appended at the end. */
export const createDietaryOptionInputSchema = z.object({ ...names, fieldName: fieldNameField });
export type CreateDietaryOptionInput = z.infer<typeof createDietaryOptionInputSchema>;

/** admin-updateDietaryOption: the four names. fieldName may be sent back unchanged but never changed. */
export const updateDietaryOptionInputSchema = z.object({
  id: optionId,
  ...names,
  fieldName: z.string().trim().optional(),
});
export type UpdateDietaryOptionInput = z.infer<typeof updateDietaryOptionInputSchema>;

/** admin-deleteDietaryOption */
export const deleteDietaryOptionInputSchema = z.object({ id: optionId });
export type DeleteDietaryOptionInput = z.infer<typeof deleteDietaryOptionInputSchema>;

/** admin-reorderDietaryOptions: every option's id once, in the new order (order = index + 1). */
export const reorderDietaryOptionsInputSchema = z.object({
  orderedIds: z
    .array(optionId, { error: DIETARY_OPTION_MESSAGES.orderIncomplete })
    .min(1, DIETARY_OPTION_MESSAGES.orderIncomplete)
    .refine((ids) => new Set(ids).size === ids.length, DIETARY_OPTION_MESSAGES.orderIncomplete),
});
export type ReorderDietaryOptionsInput = z.infer<typeof reorderDietaryOptionsInputSchema>;

/** fieldName uniqueness ignores case: isGlutenFree and isGlutenfree would be the same flag to a reader. */
export function isFieldNameTaken(
  fieldName: string,
  options: readonly { id: string; fieldName: string }[],
  exceptId?: string,
): boolean {
  const key = fieldName.toLowerCase();
  return options.some((option) => option.id !== exceptId && option.fieldName.toLowerCase() === key);
}

/** The order of a new option: after the last one. */
export function nextDietaryOrder(options: readonly { order?: unknown }[]): number {
  const orders = options.map((o) => (typeof o.order === 'number' && Number.isFinite(o.order) ? o.order : 0));
  return Math.max(0, ...orders) + 1;
}

/** True when `orderedIds` names exactly the existing options, each once. */
export function isCompleteOrder(orderedIds: readonly string[], existingIds: readonly string[]): boolean {
  const existing = new Set(existingIds);
  return (
    orderedIds.length === existing.size &&
    new Set(orderedIds).size === orderedIds.length &&
    orderedIds.every((id) => existing.has(id))
  );
}

/** id → 1-based order. */
export function ordersFromIds(orderedIds: readonly string[]): Map<string, number> {
  return new Map(orderedIds.map((id, index) => [id, index + 1]));
}
