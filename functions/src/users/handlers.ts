/**
 * The users callables' handlers (contracts in domain/contracts/users.ts; spec 000 §4, §5; 002 §2 "/create-admin"):
 * signed in where needed → service.
 */
import type { users } from '../domain/contracts';
import type { CallableHandler } from '../platform/callable';
import { usersDeps } from './deps';
import { completeProfile, updateProfile } from './edit';
import { ensureProfile } from './ensure';
import { adminExists, createFirstAdmin } from './firstAdmin';

/** After every sign-in and sign-up: creates, migrates or refreshes the caller's profile. */
export const ensureProfileHandler: CallableHandler<typeof users.usersEnsureProfile> = (input, request) =>
  ensureProfile(usersDeps(), request.uid, input);

/** /set-username: display name → username (reserved) → profileComplete. */
export const completeProfileHandler: CallableHandler<typeof users.usersCompleteProfile> = (input, request) =>
  completeProfile(usersDeps(), request.uid, input);

/** /profile: the caller's own editable fields. */
export const updateProfileHandler: CallableHandler<typeof users.usersUpdateProfile> = (input, request) =>
  updateProfile(usersDeps(), request.uid, input);

/** /create-admin: open, works only while no admin exists. */
export const createFirstAdminHandler: CallableHandler<typeof users.usersCreateFirstAdmin> = (input) =>
  createFirstAdmin(usersDeps(), input);

/** /create-admin's first screen: whether to show "Admin Already Exists". */
export const adminExistsHandler: CallableHandler<typeof users.usersAdminExists> = async () => ({
  exists: await adminExists(usersDeps()),
});
