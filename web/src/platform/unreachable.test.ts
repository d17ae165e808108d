import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api';
import { neverReachedServer } from './unreachable';

/** A callable's failure as the Functions SDK throws it. */
const sdkError = (code: string, message: string) =>
  Object.assign(new Error(message), { code: `functions/${code}` });

describe('a call that never reached the server', () => {
  it('is a failed fetch, or the SDK failing with no message of the server', () => {
    expect(neverReachedServer(new TypeError('Failed to fetch'))).toBe(true);
    expect(neverReachedServer(sdkError('internal', 'internal'))).toBe(true);
    expect(neverReachedServer(sdkError('unavailable', 'unavailable'))).toBe(true);
    expect(neverReachedServer(new ApiRequestError('deadline-exceeded', 'timed out'))).toBe(true);
  });

  it("is not the server's answer, even an internal error with its message, nor a refusal", () => {
    expect(neverReachedServer(sdkError('internal', 'The mirror is down'))).toBe(false);
    expect(neverReachedServer(sdkError('not-found', 'not-found'))).toBe(false);
    expect(neverReachedServer(sdkError('permission-denied', 'Not yours'))).toBe(false);
    expect(neverReachedServer(new ApiRequestError('unavailable', 'Try later', 503, {}, true))).toBe(false);
  });
});
