/**
 * Category rules (spec 002 §4 "Category and dietary forms", §5 "Category form"): input schemas and the
 * pure decisions the service applies (unique English name, one primary, moving recipes on delete).
 */
import { z } from 'zod';
import { isSingleEmoji } from './emoji';
import { documentId, localizedNamesShape } from './fields';
import { nameKey } from './ids';
import { CATEGORY_MESSAGES } from './messages';
import { DEFAULT_CATEGORY_EMOJI } from './types';

/** An optional emoji: blank or missing means "not given"; anything else must be one emoji. */
const emojiField = z
  .string({ error: CATEGORY_MESSAGES.emojiInvalid })
  .trim()
  .nullish()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || isSingleEmoji(value), CATEGORY_MESSAGES.emojiInvalid);

const names = localizedNamesShape(CATEGORY_MESSAGES.namesRequired, CATEGORY_MESSAGES.nameTooLong);
const categoryId = documentId(CATEGORY_MESSAGES.idRequired);

/** admin-createCategory: the four names, an emoji (default 🍽️) and whether it becomes the primary. */
export const createCategoryInputSchema = z.object({
  ...names,
  emoji: emojiField.transform((value) => value ?? DEFAULT_CATEGORY_EMOJI),
  isPrimary: z.boolean({ error: 'isPrimary must be true or false' }).optional().default(false),
});
export type CreateCategoryInput = z.infer<typeof createCategoryInputSchema>;

/** admin-updateCategory: all four names again; emoji and isPrimary keep their value when omitted. */
export const updateCategoryInputSchema = z.object({
  id: categoryId,
  ...names,
  emoji: emojiField,
  isPrimary: z.boolean({ error: 'isPrimary must be true or false' }).optional(),
});
export type UpdateCategoryInput = z.infer<typeof updateCategoryInputSchema>;

/** admin-deleteCategory: the replacement is needed only when recipes use the category. */
export const deleteCategoryInputSchema = z
  .object({
    id: categoryId,
    replacementCategoryId: z
      .string({ error: CATEGORY_MESSAGES.replacementRequired })
      .trim()
      .nullish()
      .transform((value) => (value ? value : undefined)),
  })
  .refine((input) => input.replacementCategoryId !== input.id, {
    message: CATEGORY_MESSAGES.replacementRequired,
    path: ['replacementCategoryId'],
  });
export type DeleteCategoryInput = z.infer<typeof deleteCategoryInputSchema>;

interface NamedCategory {
  id: string;
  nameEn: string;
}

/** True when another category (not `exceptId`) already has this English name, ignoring case and spacing. */
export function isEnglishNameTaken(
  nameEn: string,
  categories: readonly NamedCategory[],
  exceptId?: string,
): boolean {
  const key = nameKey(nameEn);
  return categories.some((category) => category.id !== exceptId && nameKey(category.nameEn) === key);
}

/** The ids whose isPrimary must be cleared so that only `primaryId` stays primary. */
export function primaryIdsToClear(
  categories: readonly { id: string; isPrimary?: boolean }[],
  primaryId: string,
): string[] {
  return categories
    .filter((category) => category.isPrimary === true && category.id !== primaryId)
    .map((c) => c.id);
}

/** The category fields of a recipe (spec 000 §3: categories, primaryCategory, legacy single category). */
export interface RecipeCategoryFields {
  categories?: unknown;
  primaryCategory?: unknown;
  category?: unknown;
}

export interface RecipeCategoryPatch {
  categories: string[];
  primaryCategory?: string;
  category?: string;
}

/**
 * Switches a recipe from `fromId` to `toId` (spec 002 §4): the categories list is rewritten in order
 * without duplicates, primaryCategory and the legacy category follow. Null when the recipe does not use `fromId`.
 */
export function moveRecipeCategory(
  recipe: RecipeCategoryFields,
  fromId: string,
  toId: string,
): RecipeCategoryPatch | null {
  const current = Array.isArray(recipe.categories)
    ? recipe.categories.filter((c): c is string => typeof c === 'string')
    : [];
  const usesList = current.includes(fromId);
  const usesPrimary = recipe.primaryCategory === fromId;
  const usesLegacy = recipe.category === fromId;
  if (!usesList && !usesPrimary && !usesLegacy) return null;

  const categories = [...new Set(current.map((c) => (c === fromId ? toId : c)))];
  const patch: RecipeCategoryPatch = { categories };
  if (usesPrimary) patch.primaryCategory = toId;
  if (usesLegacy) patch.category = toId;
  return patch;
}
