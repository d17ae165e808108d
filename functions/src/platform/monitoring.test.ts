import { Query, WriteBatch } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../domain/errors';
import { toHttpError } from './errors';
import {
  count,
  countCache,
  countFirestoreOperations,
  countSearch,
  flushMonitoring,
  startMonitoring,
  type CountRow,
} from './monitoring';

const flushed: { counts: CountRow[]; errors: { endpoint: string; error: string }[] }[] = [];
startMonitoring(async (counts, errors) => {
  flushed.push({ counts, errors });
});

afterEach(async () => {
  await flushMonitoring();
  flushed.length = 0;
});

describe('monitoring counts', () => {
  it('adds up in process and leaves in one flush', async () => {
    count('reads', 3);
    count('reads', 2);
    count('writes');
    countCache(true);
    countCache(false);
    countSearch(' Chicken  SOUP ');
    countSearch('chicken soup');
    countSearch('   ');
    await flushMonitoring();
    expect(flushed).toHaveLength(1);
    expect(flushed[0]?.counts).toEqual(
      expect.arrayContaining([
        { metric: 'reads', key: '', n: 5 },
        { metric: 'writes', key: '', n: 1 },
        { metric: 'cacheHits', key: '', n: 1 },
        { metric: 'cacheMisses', key: '', n: 1 },
        { metric: 'search', key: 'chicken soup', n: 2 },
      ]),
    );
    expect(flushed[0]?.counts).toHaveLength(5);
    await flushMonitoring();
    expect(flushed).toHaveLength(1);
  });

  it('records the server errors the one error translation answers, with their endpoint, and no user mistake', async () => {
    expect(toHttpError(new Error('database exploded'), 'POST /api/x').status).toBe(500);
    expect(toHttpError(new AppError('unavailable', 'Unable to save'), 'recipes-create').status).toBe(503);
    expect(toHttpError(new AppError('invalid-argument', 'title is required'), 'recipes-create').status).toBe(
      400,
    );
    expect(toHttpError(new AppError('permission-denied', 'No'), 'POST /api/y').status).toBe(403);
    await flushMonitoring();
    expect(flushed[0]?.errors.map(({ endpoint, error }) => ({ endpoint, error }))).toEqual([
      { endpoint: 'POST /api/x', error: 'database exploded' },
      { endpoint: 'recipes-create', error: 'Unable to save' },
    ]);
  });
});

describe('counting Firestore operations', () => {
  const methodOf = (prototype: object, name: string) => (prototype as Record<string, unknown>)[name];

  it('wraps every SDK method it counts through, the private ones included (an SDK upgrade may drop them)', () => {
    const before = {
      get: methodOf(Query.prototype, '_get'),
      commit: methodOf(WriteBatch.prototype, '_commit'),
    };
    expect(countFirestoreOperations()).toEqual([]);
    const after = {
      get: methodOf(Query.prototype, '_get'),
      commit: methodOf(WriteBatch.prototype, '_commit'),
    };
    expect(after.get).toBeTypeOf('function');
    expect(after.get).not.toBe(before.get);
    expect(after.commit).toBeTypeOf('function');
    expect(after.commit).not.toBe(before.commit);
    // installed once per process: a second call wraps nothing twice
    expect(countFirestoreOperations()).toEqual([]);
    expect(methodOf(Query.prototype, '_get')).toBe(after.get);
  });
});
