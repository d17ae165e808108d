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
export const ADMIN_ERRORS: readonly ErrorCode[] = [
  'unauthenticated',
  'permission-denied',
  'not-found',
  'already-exists',
  'failed-precondition',
  'unavailable',
];

/** An admin callable `admin-<name>` that can answer every ADMIN_ERRORS code. */
function adminContract<Answer>() {
  return <const Name extends string, Input extends z.ZodType>(name: Name, input: Input) =>
    callableContract<Answer>()({ name: `admin-${name}`, input, errors: ADMIN_ERRORS });
}

export const adminCreateCategory = adminContract<{ category: Category }>()(
  'createCategory',
  createCategoryInputSchema,
);

export const adminUpdateCategory = adminContract<{ category: Category }>()(
  'updateCategory',
  updateCategoryInputSchema,
);

export const adminDeleteCategory = adminContract<DeleteCategoryResult>()(
  'deleteCategory',
  deleteCategoryInputSchema,
);

export const adminCategoryRecipeCounts = callableContract<{ counts: Record<string, number> }>()({
  name: 'admin-categoryRecipeCounts',
  input: z.object({}),
  errors: ['unauthenticated', 'permission-denied'],
});

export const adminCreateDietaryOption = adminContract<{ option: DietaryOption }>()(
  'createDietaryOption',
  createDietaryOptionInputSchema,
);

export const adminUpdateDietaryOption = adminContract<{ option: DietaryOption }>()(
  'updateDietaryOption',
  updateDietaryOptionInputSchema,
);

export const adminDeleteDietaryOption = adminContract<{ id: string }>()(
  'deleteDietaryOption',
  deleteDietaryOptionInputSchema,
);

export const adminReorderDietaryOptions = adminContract<{ orderedIds: string[] }>()(
  'reorderDietaryOptions',
  reorderDietaryOptionsInputSchema,
);
