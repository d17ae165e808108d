/**
 * The lists of error codes several contracts share (define.ts adds invalid-argument and internal to every one). A
 * contract whose codes are its own spells them out where it is declared.
 */
import type { ErrorCode } from '../errors';

/** An admin call: not signed in, not an admin, the stores failing. */
export const ADMIN_CALL_ERRORS: readonly ErrorCode[] = [
  'unauthenticated',
  'permission-denied',
  'unavailable',
];

/**
 * A signed-in user's write through the mirror: not signed in, not allowed, missing, refused in this state, over a
 * limit, the mirror failing.
 */
export const USER_WRITE_ERRORS: readonly ErrorCode[] = [
  'unauthenticated',
  'permission-denied',
  'not-found',
  'failed-precondition',
  'resource-exhausted',
  'unavailable',
];

/** An admin's moderation: not signed in, not an admin, missing, refused in this state, the stores failing. */
export const MODERATION_ERRORS: readonly ErrorCode[] = [
  'unauthenticated',
  'permission-denied',
  'not-found',
  'failed-precondition',
  'unavailable',
];
