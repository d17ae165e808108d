/**
 * The users group: deploys as users-<name> (region us-central1). Accounts and profiles. Only wiring: contract
 * (domain/contracts/users.ts) + handler (handlers.ts).
 */
// registers the group's steps of the recipe-deletion cleanup (platform/cleanup/recipe.ts)
import './recipeCleanup';
import { operations, users as contracts } from '../domain/contracts';
import { callable } from '../platform/callable';
import * as adminHandlers from './adminHandlers';
import * as handlers from './handlers';

export const ensureProfile = callable(contracts.usersEnsureProfile, handlers.ensureProfileHandler);
export const completeProfile = callable(contracts.usersCompleteProfile, handlers.completeProfileHandler);
export const updateProfile = callable(contracts.usersUpdateProfile, handlers.updateProfileHandler);
export const createFirstAdmin = callable(contracts.usersCreateFirstAdmin, handlers.createFirstAdminHandler);
export const adminExists = callable(contracts.usersAdminExists, handlers.adminExistsHandler);

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
