import { FIRST_ADMIN_MESSAGES, PROFILE_MESSAGES } from '@domain/profile';
import { messageKeys, type MessageKeys } from './messages';

/** The profile screen's domain texts → translation keys (see messages.ts). */
export const PROFILE_MESSAGE_KEYS: MessageKeys = new Map(
  messageKeys(PROFILE_MESSAGES, 'profile.errors', [
    'bioTooLong',
    'locationTooLong',
    'socialLinkInvalid',
    'photoUrlInvalid',
    'notFound',
    'noUser',
  ]),
);

/** The first-admin screen's domain texts → translation keys. */
export const FIRST_ADMIN_MESSAGE_KEYS: MessageKeys = new Map([
  [FIRST_ADMIN_MESSAGES.alreadyExists, 'createAdmin.exists'],
  ...messageKeys(FIRST_ADMIN_MESSAGES, 'createAdmin.errors', [
    'emailInvalid',
    'emailTooLong',
    'passwordTooShort',
    'passwordTooLong',
  ]),
]);
