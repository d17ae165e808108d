import { describe, expect, it } from 'vitest';
import type { ErrorCode } from './errors';
import { ERROR_HTTP_STATUS, errorCodeOfStatus, isErrorCode } from './httpStatus';

describe('error codes ↔ HTTP statuses (one table for functions and web)', () => {
  it('reads every status the functions answer back as a code with that same status', () => {
    for (const [code, status] of Object.entries(ERROR_HTTP_STATUS) as [ErrorCode, number][]) {
      const back = errorCodeOfStatus(status);
      expect(back === 'unknown' ? null : ERROR_HTTP_STATUS[back], code).toBe(status);
    }
  });

  it('answers failed-precondition with 409, and reads 409 as already-exists and 412 as nothing of ours', () => {
    expect(ERROR_HTTP_STATUS['failed-precondition']).toBe(409);
    expect(errorCodeOfStatus(409)).toBe('already-exists');
    expect(errorCodeOfStatus(412)).toBe('unknown');
  });

  it('reads an unlisted 5xx as internal and an unlisted 4xx as unknown', () => {
    expect(errorCodeOfStatus(502)).toBe('internal');
    expect(errorCodeOfStatus(418)).toBe('unknown');
    expect(errorCodeOfStatus(503)).toBe('unavailable');
  });

  it('knows the catalogue codes only', () => {
    expect(isErrorCode('not-found')).toBe(true);
    expect(isErrorCode('cancelled')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });
});
