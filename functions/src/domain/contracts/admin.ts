/** The admin group's callables (spec 002 §2 "Category and Dietary Options Management"): signed in, admin only. */
import { z } from 'zod';
import {
  createCategoryInputSchema,
  createDietaryOptionInputSchema,
  deleteCategoryInputSchema,
  deleteDietaryOptionInputSchema,
  reorderDietaryOptionsInputSchema,
  updateCategoryInputSchema,
  updateDietaryOptionInputSchema,
  type Category,
  type DietaryOption,
} from '../catalog';
import type { ErrorCode } from '../errors';
import { callableContract } from './define';

export interface DeleteCategoryResult {
  id: string;
  /** Recipes switched to the replacement. */
  movedRecipes: number;
  /** The replacement, now the primary category; null when none was needed. */
  primaryCategoryId: string | null;
}

/** Not signed in, not an admin, a missing or duplicate entry, a refused change, the mirror failing. */
const ADMIN_ERRORS: readonly ErrorCode[] = [
  'unauthenticated',
  'permission-denied',
  'not-found',
  'already-exists',
  'failed-precondition',
  'unavailable',
];

export const adminCreateCategory = callableContract<{ category: Category }>()({
  name: 'admin-createCategory',
  input: createCategoryInputSchema,
  errors: ADMIN_ERRORS,
});

export const adminUpdateCategory = callableContract<{ category: Category }>()({
  name: 'admin-updateCategory',
  input: updateCategoryInputSchema,
  errors: ADMIN_ERRORS,
});

export const adminDeleteCategory = callableContract<DeleteCategoryResult>()({
  name: 'admin-deleteCategory',
  input: deleteCategoryInputSchema,
  errors: ADMIN_ERRORS,
});

export const adminCategoryRecipeCounts = callableContract<{ counts: Record<string, number> }>()({
  name: 'admin-categoryRecipeCounts',
  input: z.object({}),
  errors: ['unauthenticated', 'permission-denied'],
});

export const adminCreateDietaryOption = callableContract<{ option: DietaryOption }>()({
  name: 'admin-createDietaryOption',
  input: createDietaryOptionInputSchema,
  errors: ADMIN_ERRORS,
});

export const adminUpdateDietaryOption = callableContract<{ option: DietaryOption }>()({
  name: 'admin-updateDietaryOption',
  input: updateDietaryOptionInputSchema,
  errors: ADMIN_ERRORS,
});

export const adminDeleteDietaryOption = callableContract<{ id: string }>()({
  name: 'admin-deleteDietaryOption',
  input: deleteDietaryOptionInputSchema,
  errors: ADMIN_ERRORS,
});

export const adminReorderDietaryOptions = callableContract<{ orderedIds: string[] }>()({
  name: 'admin-reorderDietaryOptions',
  input: reorderDietaryOptionsInputSchema,
  errors: ADMIN_ERRORS,
});
