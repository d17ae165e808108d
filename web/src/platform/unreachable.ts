import { toApiError } from './api';

/** Failures of a call that never reached the server (no connection), as the SDK and fetch report them. */
const NETWORK_CODES = new Set(['unavailable', 'deadline-exceeded', 'cancelled', 'unknown', 'internal']);

/**
 * Whether a call failed for want of a connection rather than by the server's answer. Not navigator.onLine: a
 * browser may call itself online with no way to the server (and Chromium's emulated offline keeps it true).
 */
export function neverReachedServer(error: unknown): boolean {
  const failure = toApiError(error);
  return NETWORK_CODES.has(failure.code) && !failure.fromServer;
}
