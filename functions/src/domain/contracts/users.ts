/** The users group's callables (spec 000 §4, §5; 002 §2 "/create-admin"). */
import { z } from 'zod';
import {
  completeProfileInputSchema,
  PROFILE_MESSAGES,
  createFirstAdminInputSchema,
  ensureProfileInputSchema,
  updateProfileInputSchema,
  type AdminExistsResult,
  type CreateFirstAdminResult,
  type EnsureProfileResult,
  type ProfileResult,
} from '../profile';
import { callableContract } from './define';
import {
  adminForceUsernameInputSchema,
  adminListUsersInputSchema,
  adminSetUserActiveInputSchema,
  adminSetUserVerifiedInputSchema,
  type AdminUserRow,
  type AdminUsersPage,
} from '../admin';
import { ADMIN_ERRORS } from './admin';
import { ADMIN_CALL_ERRORS } from './errorSets';

export const usersEnsureProfile = callableContract<EnsureProfileResult>('signedIn')({
  name: 'users-ensureProfile',
  input: ensureProfileInputSchema,
  errors: ['unauthenticated', 'unavailable'],
});

export const usersCompleteProfile = callableContract<ProfileResult>('signedIn')({
  name: 'users-completeProfile',
  input: completeProfileInputSchema,
  errors: ['unauthenticated', 'not-found', 'already-exists', 'failed-precondition', 'unavailable'],
  guestRefusal: { message: PROFILE_MESSAGES.noUser },
});

export const usersUpdateProfile = callableContract<ProfileResult>('signedIn')({
  name: 'users-updateProfile',
  input: updateProfileInputSchema,
  errors: ['unauthenticated', 'not-found', 'already-exists', 'permission-denied', 'unavailable'],
});

export const usersCreateFirstAdmin = callableContract<CreateFirstAdminResult>('public')({
  name: 'users-createFirstAdmin',
  input: createFirstAdminInputSchema,
  errors: ['already-exists', 'failed-precondition', 'unavailable'],
});

export const usersAdminExists = callableContract<AdminExistsResult>('public')({
  name: 'users-adminExists',
  input: z.object({}),
  errors: [],
});

// ------------------------------------------------------------------ the back office's user tools (002 §2, §5), admins only

export const usersAdminList = callableContract<AdminUsersPage>('admin')({
  name: 'users-adminList',
  input: adminListUsersInputSchema,
  errors: ADMIN_CALL_ERRORS,
});

/** `users-<name>`: an admin's switch on one account (active, verified), answered with the account's row. */
const accountSwitch = <const Name extends string, Input extends z.ZodType>(name: Name, input: Input) =>
  callableContract<{ user: AdminUserRow }>('admin')({ name: `users-${name}`, input, errors: ADMIN_ERRORS });

export const usersAdminSetActive = accountSwitch('adminSetActive', adminSetUserActiveInputSchema);
export const usersAdminSetVerified = accountSwitch('adminSetVerified', adminSetUserVerifiedInputSchema);

export const usersAdminForceUsername = callableContract<ProfileResult>('admin')({
  name: 'users-adminForceUsername',
  input: adminForceUsernameInputSchema,
  errors: ADMIN_ERRORS,
});
