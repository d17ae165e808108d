import { describe, expect, it } from 'vitest';
import { cacheHitRate, dayStart, percentOfFreeQuota, quotaLevel, searchTermKey } from '.';

describe('monitoring figures', () => {
  it('takes the larger share of the free reads and writes', () => {
    expect(percentOfFreeQuota(25_000, 0)).toBe(50);
    expect(percentOfFreeQuota(5_000, 16_000)).toBe(80);
    expect(percentOfFreeQuota(0, 0)).toBe(0);
    expect(percentOfFreeQuota(1, 0)).toBe(0);
    expect(percentOfFreeQuota(100_000, 0)).toBe(200);
  });

  it('warns above 60 % and is critical above 80 %', () => {
    expect(quotaLevel(60)).toBe('ok');
    expect(quotaLevel(60.1)).toBe('warning');
    expect(quotaLevel(80)).toBe('warning');
    expect(quotaLevel(80.1)).toBe('critical');
  });

  it('rates the cache hits over lookups', () => {
    expect(cacheHitRate(0, 0)).toBe(0);
    expect(cacheHitRate(3, 1)).toBe(75);
    expect(cacheHitRate(1, 2)).toBe(33.3);
  });

  it('counts a term once whatever its case and spacing', () => {
    expect(searchTermKey('  Chicken   Soup ')).toBe('chicken soup');
    expect(searchTermKey('x'.repeat(150))).toHaveLength(100);
  });

  it('resets at the start of the UTC day', () => {
    expect(dayStart(new Date('2026-11-24T23:59:59.000Z'))).toBe('2026-11-24T00:00:00.000Z');
  });
});
