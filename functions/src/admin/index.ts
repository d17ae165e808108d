/**
 * The admin group: deploys as admin-<name>. Categories and dietary options (spec 002 §2 "Category and Dietary
 * Options Management"). Only wiring: contract (domain/contracts/admin.ts) + handler (handlers.ts).
 */
import { admin as contracts, operations } from '../domain/contracts';
import { callable } from '../platform/callable';
import { mirrorServiceKey } from '../platform/params';
import * as handlers from './handlers';

/** Every admin callable writes through the mirror. */
const adminCall: typeof callable = (contract, handler) =>
  callable(contract, handler, { secrets: [mirrorServiceKey] });

export const createCategory = adminCall(contracts.adminCreateCategory, handlers.createCategoryHandler);
export const updateCategory = adminCall(contracts.adminUpdateCategory, handlers.updateCategoryHandler);
export const deleteCategory = adminCall(contracts.adminDeleteCategory, handlers.deleteCategoryHandler);
export const categoryRecipeCounts = adminCall(
  contracts.adminCategoryRecipeCounts,
  handlers.categoryRecipeCountsHandler,
);
export const createDietaryOption = adminCall(
  contracts.adminCreateDietaryOption,
  handlers.createDietaryOptionHandler,
);
export const updateDietaryOption = adminCall(
  contracts.adminUpdateDietaryOption,
  handlers.updateDietaryOptionHandler,
);
export const deleteDietaryOption = adminCall(
  contracts.adminDeleteDietaryOption,
  handlers.deleteDietaryOptionHandler,
);
export const reorderDietaryOptions = adminCall(
  contracts.adminReorderDietaryOptions,
  handlers.reorderDietaryOptionsHandler,
);

// The back office, part 1 (issue 14): the overview and the audit log.
export const overview = adminCall(operations.adminOverview, handlers.overviewHandler);
export const auditLog = adminCall(operations.adminAuditLog, handlers.auditLogHandler);
