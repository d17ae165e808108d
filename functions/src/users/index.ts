/**
 * The users group: deploys as users-<name> (region us-central1). Accounts and profiles. Only wiring: each contract
 * (domain/contracts/users.ts) with its handler (handlers.ts, `<name>Handler`).
 */
// registers the group's steps of the recipe-deletion cleanup (platform/cleanup/recipe.ts)
import './recipeCleanup';
import { users as contracts } from '../domain/contracts';
import { callables } from '../platform/callable';
import * as adminHandlers from './adminHandlers';
import * as handlers from './handlers';

// adminList, adminSetActive, adminSetVerified, adminForceUsername: the back office's user tools (issue 14).
export const {
  ensureProfile,
  completeProfile,
  updateProfile,
  createFirstAdmin,
  adminExists,
  adminList,
  adminSetActive,
  adminSetVerified,
  adminForceUsername,
} = callables(contracts, { ...handlers, ...adminHandlers });
