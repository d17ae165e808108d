/**
 * The error catalogue's shape. Every user-facing failure is an AppError carrying the spec's exact text;
 * platform/ maps the code to an HttpsError (callables) or an HTTP status with `{ error }` (onRequest).
 * Pure: no firebase, no node built-ins (web imports this file too).
 */
export type ErrorCode =
  | 'invalid-argument'
  | 'unauthenticated'
  | 'permission-denied'
  | 'not-found'
  | 'already-exists'
  | 'failed-precondition'
  | 'resource-exhausted'
  | 'unavailable'
  | 'internal';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** ours: how long a caller is asked to wait when the mirror is rate limiting and says nothing more precise. */
export const MIRROR_BUSY_RETRY_SECONDS = 60;

/** Spec 000 §8 "Delete with HTTP 429": the wait in whole minutes, at least one. */
export function busyRetryMessage(action: string, resetInSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(resetInSeconds / 60));
  return `Unable to ${action}: Service is temporarily busy. Please try again in ${minutes} minute(s).`;
}

/** Spec 002 §8 "Mirror sync failures": `action` is the verb phrase, e.g. "create category". */
export function mirrorFailureMessage(action: string, busy: boolean): string {
  return busy
    ? `Unable to ${action}: Service is temporarily busy. Please try again in a few minutes.`
    : `Unable to ${action}: Please check your connection and try again later.`;
}
