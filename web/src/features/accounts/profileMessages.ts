import { FIRST_ADMIN_MESSAGES, PROFILE_MESSAGES } from '@domain/profile';
import type { MessageKeys } from './messages';

/** The profile screen's domain texts → translation keys (see messages.ts). */
export const PROFILE_MESSAGE_KEYS: MessageKeys = new Map([
  [PROFILE_MESSAGES.bioTooLong, 'profile.errors.bioTooLong'],
  [PROFILE_MESSAGES.locationTooLong, 'profile.errors.locationTooLong'],
  [PROFILE_MESSAGES.socialLinkInvalid, 'profile.errors.socialLinkInvalid'],
  [PROFILE_MESSAGES.photoUrlInvalid, 'profile.errors.photoUrlInvalid'],
  [PROFILE_MESSAGES.notFound, 'profile.errors.notFound'],
  [PROFILE_MESSAGES.noUser, 'profile.errors.noUser'],
]);

/** The first-admin screen's domain texts → translation keys. */
export const FIRST_ADMIN_MESSAGE_KEYS: MessageKeys = new Map([
  [FIRST_ADMIN_MESSAGES.alreadyExists, 'createAdmin.exists'],
  [FIRST_ADMIN_MESSAGES.emailInvalid, 'createAdmin.errors.emailInvalid'],
  [FIRST_ADMIN_MESSAGES.emailTooLong, 'createAdmin.errors.emailTooLong'],
  [FIRST_ADMIN_MESSAGES.passwordTooShort, 'createAdmin.errors.passwordTooShort'],
  [FIRST_ADMIN_MESSAGES.passwordTooLong, 'createAdmin.errors.passwordTooLong'],
]);
