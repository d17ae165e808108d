/**
 * The admin callables' handlers (contracts in domain/contracts/admin.ts): signed in → admin → service. Each one's
 * answer type is checked against its contract where index.ts wires them.
 */
import * as categories from './categories/service';
import * as dietary from './dietary/service';
import { readAuditLog } from '../platform/audit';
import { adminOverview } from './overview';
import { adminOnly, answeredAs } from './shared/adminCallable';

export const createCategoryHandler = adminOnly(
  answeredAs('category', categories.createCategory),
  'admin-createCategory',
);
export const updateCategoryHandler = adminOnly(
  answeredAs('category', categories.updateCategory),
  'admin-updateCategory',
);
export const deleteCategoryHandler = adminOnly(categories.deleteCategory, 'admin-deleteCategory');
export const categoryRecipeCountsHandler = adminOnly(async (deps) => ({
  counts: await categories.countRecipesPerCategory(deps),
}));
export const createDietaryOptionHandler = adminOnly(
  answeredAs('option', dietary.createDietaryOption),
  'admin-createDietaryOption',
);
export const updateDietaryOptionHandler = adminOnly(
  answeredAs('option', dietary.updateDietaryOption),
  'admin-updateDietaryOption',
);
export const deleteDietaryOptionHandler = adminOnly(dietary.deleteDietaryOption, 'admin-deleteDietaryOption');
export const reorderDietaryOptionsHandler = adminOnly(
  dietary.reorderDietaryOptions,
  'admin-reorderDietaryOptions',
);

export const overviewHandler = adminOnly((deps) => adminOverview(deps.db));
export const auditLogHandler = adminOnly((deps, input: { limit: number; page: number }) =>
  readAuditLog(deps.db, input.limit, input.page),
);
