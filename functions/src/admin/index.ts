/**
 * The admin group: deploys as admin-<name>. Categories and dietary options (spec 002 §2 "Category and Dietary
 * Options Management"). Only wiring: contract (domain/contracts/admin.ts) + handler (handlers.ts).
 */
import { admin as contracts } from '../domain/contracts';
import { callable } from '../platform/callable';
import { mirrorServiceKey } from '../platform/params';
import * as handlers from './handlers';

const options = { secrets: [mirrorServiceKey] };

export const createCategory = callable(
  contracts.adminCreateCategory,
  handlers.createCategoryHandler,
  options,
);
export const updateCategory = callable(
  contracts.adminUpdateCategory,
  handlers.updateCategoryHandler,
  options,
);
export const deleteCategory = callable(
  contracts.adminDeleteCategory,
  handlers.deleteCategoryHandler,
  options,
);
export const categoryRecipeCounts = callable(
  contracts.adminCategoryRecipeCounts,
  handlers.categoryRecipeCountsHandler,
  options,
);
export const createDietaryOption = callable(
  contracts.adminCreateDietaryOption,
  handlers.createDietaryOptionHandler,
  options,
);
export const updateDietaryOption = callable(
  contracts.adminUpdateDietaryOption,
  handlers.updateDietaryOptionHandler,
  options,
);
export const deleteDietaryOption = callable(
  contracts.adminDeleteDietaryOption,
  handlers.deleteDietaryOptionHandler,
  options,
);
export const reorderDietaryOptions = callable(
  contracts.adminReorderDietaryOptions,
  handlers.reorderDietaryOptionsHandler,
  options,
);
