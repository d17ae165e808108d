/**
 * The admin group: deploys as admin-<name>. Categories and dietary options (spec 002 §2 "Category and Dietary
 * Options Management"). Only wiring: each contract (domain/contracts/admin.ts) with its handler (handlers.ts,
 * `<name>Handler`). Every callable binds the mirror's secret (platform/callable.ts): every admin call writes through it.
 */
import { admin as contracts } from '../domain/contracts';
import { callables } from '../platform/callable';
import * as handlers from './handlers';

export const {
  createCategory,
  updateCategory,
  deleteCategory,
  categoryRecipeCounts,
  createDietaryOption,
  updateDietaryOption,
  deleteDietaryOption,
  reorderDietaryOptions,
  overview,
  auditLog,
} = callables(contracts, handlers);
