import { describe, expect, it } from 'vitest';
import { AppError } from '../../domain/errors';
import type { MirrorClient } from './types';
import { MirrorConflictError } from './types';
import { CONFLICT_ATTEMPTS, writeMirrored } from './writeMirrored';

// No change is committed in these tests: the mirror and Firestore are never reached.
const deps = { db: {} as never, mirror: {} as MirrorClient };
const noPause = { pause: async () => {} };

describe('writeMirrored', () => {
  it('redoes a write that met a version conflict', async () => {
    let calls = 0;
    const result = await writeMirrored(
      deps,
      'create recipe',
      async () => {
        calls += 1;
        if (calls < 3) throw new MirrorConflictError('create recipe');
        return 'done';
      },
      noPause,
    );
    expect(result).toBe('done');
    expect(calls).toBe(3);
  });

  it(`gives up after ${CONFLICT_ATTEMPTS} attempts with the conflict`, async () => {
    let calls = 0;
    const error = await writeMirrored(deps, 'create recipe', async () => {
      calls += 1;
      throw new MirrorConflictError('create recipe');
    }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(MirrorConflictError);
    expect((error as AppError).details).toEqual({ reason: 'conflict' });
    expect((error as AppError).message).toBe(
      'Unable to create recipe: Please check your connection and try again later.',
    );
    expect(calls).toBe(CONFLICT_ATTEMPTS);
  });

  it('never retries any other failure, even one that looks like a conflict', async () => {
    let calls = 0;
    const lookalike = new AppError('failed-precondition', 'no', { reason: 'conflict' });
    await expect(
      writeMirrored(
        deps,
        'update recipe',
        async () => {
          calls += 1;
          throw lookalike;
        },
        noPause,
      ),
    ).rejects.toBe(lookalike);
    expect(calls).toBe(1);
  });

  it('refuses a second commit in one attempt', async () => {
    const error = await writeMirrored(deps, 'update recipe', async (commit) => {
      await commit([]);
      await commit([]);
    }).catch((failure: unknown) => failure);
    expect(String(error)).toContain('commit once per attempt');
  });
});
