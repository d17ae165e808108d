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
import { adminAuditLogInputSchema, type AdminOverview, type AuditEntry } from '../admin';
import { ADMIN_CALL_ERRORS } from './errorSets';

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
    callableContract<Answer>('admin')({ name: `admin-${name}`, input, errors: ADMIN_ERRORS });
}

/** Creating and updating a category answer the category as stored. */
const categoryWrite = adminContract<{ category: Category }>();

export const adminCreateCategory = categoryWrite('createCategory', createCategoryInputSchema);
export const adminUpdateCategory = categoryWrite('updateCategory', updateCategoryInputSchema);

export const adminDeleteCategory = adminContract<DeleteCategoryResult>()(
  'deleteCategory',
  deleteCategoryInputSchema,
);

export const adminCategoryRecipeCounts = callableContract<{ counts: Record<string, number> }>('admin')({
  name: 'admin-categoryRecipeCounts',
  input: z.object({}),
  errors: ['unauthenticated', 'permission-denied'],
});

/** Creating and updating a dietary option answer the option as stored. */
const dietaryOptionWrite = adminContract<{ option: DietaryOption }>();

export const adminCreateDietaryOption = dietaryOptionWrite(
  'createDietaryOption',
  createDietaryOptionInputSchema,
);
export const adminUpdateDietaryOption = dietaryOptionWrite(
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

// ------------------------------------------------------------------ back office overview and audit log (002 §2)

export const adminOverview = callableContract<AdminOverview>('admin')({
  name: 'admin-overview',
  input: z.object({}),
  errors: ADMIN_CALL_ERRORS,
});

export const adminAuditLog = callableContract<{ entries: AuditEntry[]; hasMore: boolean }>('admin')({
  name: 'admin-auditLog',
  input: adminAuditLogInputSchema,
  errors: ADMIN_CALL_ERRORS,
});
