/**
 * The admin callables' handlers (contracts in domain/contracts/admin.ts): signed in → admin → service, and a write's
 * audit entry under its call's name. Each one's answer type is checked against its contract where index.ts wires them.
 */
import * as categories from './categories/service';
import * as dietary from './dietary/service';
import { readAuditLog } from '../platform/audit';
import { adminOverview } from './overview';
import { adminOnly, answeredAs, audited } from './shared/adminCallable';

export const createCategoryHandler = audited(answeredAs('category', categories.createCategory));
export const updateCategoryHandler = audited(answeredAs('category', categories.updateCategory));
export const deleteCategoryHandler = audited(categories.deleteCategory);
export const categoryRecipeCountsHandler = adminOnly(async (deps) => ({
  counts: await categories.countRecipesPerCategory(deps),
}));
export const createDietaryOptionHandler = audited(answeredAs('option', dietary.createDietaryOption));
export const updateDietaryOptionHandler = audited(answeredAs('option', dietary.updateDietaryOption));
export const deleteDietaryOptionHandler = audited(dietary.deleteDietaryOption);
export const reorderDietaryOptionsHandler = audited(dietary.reorderDietaryOptions);

export const overviewHandler = adminOnly((deps) => adminOverview(deps.db));
export const auditLogHandler = adminOnly((deps, input: { limit: number; page: number }) =>
  readAuditLog(deps.db, input.limit, input.page),
);
