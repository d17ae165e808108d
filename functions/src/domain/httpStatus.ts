/**
 * The one table of error codes to HTTP statuses (DESIGN §3): the functions answer an AppError with its code's
 * status, and the web reads a status back as a code when an answer carries no `{ error: { code } }` (a proxy's
 * page, a crash). Two codes share 409; read back, 409 is the first of them. Pure: the web imports it as @domain.
 */
import type { ErrorCode } from './errors';

export const ERROR_HTTP_STATUS: Readonly<Record<ErrorCode, number>> = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  'already-exists': 409,
  'failed-precondition': 409,
  'resource-exhausted': 429,
  unavailable: 503,
  internal: 500,
};

const CODE_OF_STATUS = new Map<number, ErrorCode>();
for (const [code, status] of Object.entries(ERROR_HTTP_STATUS) as [ErrorCode, number][]) {
  if (!CODE_OF_STATUS.has(status)) CODE_OF_STATUS.set(status, code);
}

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_HTTP_STATUS, code);
}

/** A status back to its code: an unlisted 5xx is `internal`, anything else unlisted `unknown`. */
export function errorCodeOfStatus(status: number): ErrorCode | 'unknown' {
  return CODE_OF_STATUS.get(status) ?? (status >= 500 ? 'internal' : 'unknown');
}
