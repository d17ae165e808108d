/** The users group's callables (spec 000 §4, §5; 002 §2 "/create-admin"). */
import { z } from 'zod';
import {
  completeProfileInputSchema,
  createFirstAdminInputSchema,
  ensureProfileInputSchema,
  updateProfileInputSchema,
  type AdminExistsResult,
  type CreateFirstAdminResult,
  type EnsureProfileResult,
  type ProfileResult,
} from '../profile';
import { callableContract } from './define';

export const usersEnsureProfile = callableContract<EnsureProfileResult>()({
  name: 'users-ensureProfile',
  input: ensureProfileInputSchema,
  errors: ['unauthenticated', 'unavailable'],
});

export const usersCompleteProfile = callableContract<ProfileResult>()({
  name: 'users-completeProfile',
  input: completeProfileInputSchema,
  errors: ['unauthenticated', 'not-found', 'already-exists', 'failed-precondition', 'unavailable'],
});

export const usersUpdateProfile = callableContract<ProfileResult>()({
  name: 'users-updateProfile',
  input: updateProfileInputSchema,
  errors: ['unauthenticated', 'not-found', 'already-exists', 'permission-denied', 'unavailable'],
});

export const usersCreateFirstAdmin = callableContract<CreateFirstAdminResult>()({
  name: 'users-createFirstAdmin',
  input: createFirstAdminInputSchema,
  errors: ['already-exists', 'failed-precondition', 'unavailable'],
});

export const usersAdminExists = callableContract<AdminExistsResult>()({
  name: 'users-adminExists',
  input: z.object({}),
  errors: [],
});
