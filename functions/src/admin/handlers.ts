/** The admin callables' handlers (contracts in domain/contracts/admin.ts): signed in → admin → service. */
import type { admin } from '../domain/contracts';
import type { CallableHandler } from '../platform/callable';
import * as categories from './categories/service';
import * as dietary from './dietary/service';
import { adminOnly } from './shared/adminCallable';

export const createCategoryHandler: CallableHandler<typeof admin.adminCreateCategory> = adminOnly(
  async (deps, input) => ({ category: await categories.createCategory(deps, input) }),
);

export const updateCategoryHandler: CallableHandler<typeof admin.adminUpdateCategory> = adminOnly(
  async (deps, input) => ({ category: await categories.updateCategory(deps, input) }),
);

export const deleteCategoryHandler: CallableHandler<typeof admin.adminDeleteCategory> = adminOnly(
  (deps, input) => categories.deleteCategory(deps, input),
);

export const categoryRecipeCountsHandler: CallableHandler<typeof admin.adminCategoryRecipeCounts> = adminOnly(
  async (deps) => ({ counts: await categories.countRecipesPerCategory(deps) }),
);

export const createDietaryOptionHandler: CallableHandler<typeof admin.adminCreateDietaryOption> = adminOnly(
  async (deps, input) => ({ option: await dietary.createDietaryOption(deps, input) }),
);

export const updateDietaryOptionHandler: CallableHandler<typeof admin.adminUpdateDietaryOption> = adminOnly(
  async (deps, input) => ({ option: await dietary.updateDietaryOption(deps, input) }),
);

export const deleteDietaryOptionHandler: CallableHandler<typeof admin.adminDeleteDietaryOption> = adminOnly(
  (deps, input) => dietary.deleteDietaryOption(deps, input),
);

export const reorderDietaryOptionsHandler: CallableHandler<typeof admin.adminReorderDietaryOptions> =
  adminOnly((deps, input) => dietary.reorderDietaryOptions(deps, input));
