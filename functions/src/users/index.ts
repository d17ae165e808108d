/**
 * The users group: deploys as users-<name> (region us-central1). Accounts and profiles (spec 000 §4, §5; 002 §2
 * "/create-admin"). Each callable: parse (domain schema) → signed in where needed → service.
 */
// registers the group's steps of the recipe-deletion cleanup (platform/cleanup/recipe.ts)
import './recipeCleanup';
import { z } from 'zod';
import {
  PROFILE_MESSAGES,
  completeProfileInputSchema,
  createFirstAdminInputSchema,
  ensureProfileInputSchema,
  updateProfileInputSchema,
} from '../domain/profile';
import { requireAuth } from '../platform/auth';
import { callable } from '../platform/callable';
import { usersDeps } from './deps';
import { completeProfile as complete, updateProfile as update } from './edit';
import { ensureProfile as ensure } from './ensure';
import { adminExists as anyAdmin, createFirstAdmin as createAdmin } from './firstAdmin';

/** After every sign-in and sign-up: creates, migrates or refreshes the caller's profile. */
export const ensureProfile = callable(ensureProfileInputSchema, (input, request) =>
  ensure(usersDeps(), requireAuth(request).uid, input),
);

/** /set-username: display name → username (reserved) → profileComplete. */
export const completeProfile = callable(completeProfileInputSchema, (input, request) =>
  complete(usersDeps(), requireAuth(request, PROFILE_MESSAGES.noUser).uid, input),
);

/** /profile: the caller's own editable fields. */
export const updateProfile = callable(updateProfileInputSchema, (input, request) =>
  update(usersDeps(), requireAuth(request).uid, input),
);

/** /create-admin: open, works only while no admin exists. */
export const createFirstAdmin = callable(createFirstAdminInputSchema, (input) =>
  createAdmin(usersDeps(), input),
);

/** /create-admin's first screen: whether to show "Admin Already Exists". */
export const adminExists = callable(z.object({}), async () => ({ exists: await anyAdmin(usersDeps()) }));
