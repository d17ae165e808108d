import { describe, expect, it } from 'vitest';
import { appErrorOf } from '../testing/errors';
import { uniqueId } from '../testing/env';
import { toHttpError } from './errors';
import { db } from './firebase';
import { checkRateLimit, enforceRateLimit } from './rateLimit';

const firestore = db();

describe('fixed-window rate limit in Firestore', () => {
  it('allows `limit` calls per window, then reports the seconds left', async () => {
    const rule = { key: uniqueId('search:anon'), limit: 3, windowMs: 60_000 };
    const start = 1_000_000;
    const verdicts = [];
    for (let i = 0; i < 4; i += 1) verdicts.push(await checkRateLimit(firestore, rule, start + i * 1000));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
    expect(verdicts.map((v) => v.remaining)).toEqual([2, 1, 0, 0]);
    expect(verdicts[3]?.resetIn).toBe(57);
  });

  it('opens a new window once the old one ends', async () => {
    const rule = { key: uniqueId('ai/suggest'), limit: 1, windowMs: 10_000 };
    expect((await checkRateLimit(firestore, rule, 0)).allowed).toBe(true);
    expect((await checkRateLimit(firestore, rule, 9_999)).allowed).toBe(false);
    expect(await checkRateLimit(firestore, rule, 10_000)).toEqual({
      allowed: true,
      remaining: 0,
      resetIn: 10,
    });
  });

  it('counts concurrent calls exactly', async () => {
    const rule = { key: uniqueId('burst'), limit: 5, windowMs: 60_000 };
    const verdicts = await Promise.all(Array.from({ length: 8 }, () => checkRateLimit(firestore, rule)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
  });

  it('throws resource-exhausted with resetIn, answered as 429 with Retry-After', async () => {
    const rule = { key: uniqueId('video'), limit: 1, windowMs: 3_600_000 };
    await enforceRateLimit(firestore, rule, undefined, 0);
    const error = await appErrorOf(
      enforceRateLimit(firestore, rule, (n) => `Rate limit exceeded. Please wait ${n} seconds.`, 1_000),
    );
    expect(error.code).toBe('resource-exhausted');
    expect(error.message).toBe('Rate limit exceeded. Please wait 3599 seconds.');
    const answer = toHttpError(error);
    expect(answer.status).toBe(429);
    expect(answer.headers['Retry-After']).toBe('3599');
    expect(answer.body.error.resetIn).toBe(3599);
    expect(answer.body.error.resetTime).toBe(new Date(1_000 + 3_599_000).toISOString());
  });
});
