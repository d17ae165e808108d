/**
 * The users group: deploys as users-<name> (region us-central1). Accounts and profiles. Only wiring: each contract
 * (domain/contracts/users.ts) with its handler (handlers.ts, `<name>Handler`).
 */
// registers the group's steps of the recipe-deletion cleanup (platform/cleanup/recipe.ts)
import './recipeCleanup';
import { operations, users as contracts } from '../domain/contracts';
import { callable, callables } from '../platform/callable';
import * as adminHandlers from './adminHandlers';
import * as handlers from './handlers';

export const { ensureProfile, completeProfile, updateProfile, createFirstAdmin, adminExists } = callables(
  contracts,
  handlers,
);

// The back office's user tools (issue 14), admin only.
export const adminList = callable(operations.usersAdminList, adminHandlers.adminListHandler);
export const adminSetActive = callable(operations.usersAdminSetActive, adminHandlers.adminSetActiveHandler);
export const adminSetVerified = callable(
  operations.usersAdminSetVerified,
  adminHandlers.adminSetVerifiedHandler,
);
export const adminForceUsername = callable(
  operations.usersAdminForceUsername,
  adminHandlers.adminForceUsernameHandler,
);
