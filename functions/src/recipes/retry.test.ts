import { describe, expect, it } from 'vitest';
import { AppError } from '../domain/errors';
import { CONFLICT_ATTEMPTS, isConflict, withConflictRetry } from './retry';

const conflict = () =>
  new AppError('failed-precondition', 'Unable to create recipe: …', { reason: 'conflict' });

describe('withConflictRetry', () => {
  it('redoes a write that met a version conflict', async () => {
    let calls = 0;
    const result = await withConflictRetry(async () => {
      calls += 1;
      if (calls < 3) throw conflict();
      return 'done';
    });
    expect(result).toBe('done');
    expect(calls).toBe(3);
  });

  it(`gives up after ${CONFLICT_ATTEMPTS} attempts with the conflict`, async () => {
    let calls = 0;
    const error = await withConflictRetry(async () => {
      calls += 1;
      throw conflict();
    }).catch((failure: unknown) => failure);
    expect(isConflict(error)).toBe(true);
    expect(calls).toBe(CONFLICT_ATTEMPTS);
  });

  it('never retries any other failure', async () => {
    let calls = 0;
    const failure = new AppError('unavailable', 'mirror down', { reason: 'mirror-connection' });
    await expect(
      withConflictRetry(async () => {
        calls += 1;
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(calls).toBe(1);
  });
});
