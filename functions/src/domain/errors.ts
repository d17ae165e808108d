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

/** Spec 002 §8 "Mirror sync failures": `action` is the verb phrase, e.g. "create category". */
export function mirrorFailureMessage(action: string, busy: boolean): string {
  return busy
    ? `Unable to ${action}: Service is temporarily busy. Please try again in a few minutes.`
    : `Unable to ${action}: Please check your connection and try again later.`;
}
