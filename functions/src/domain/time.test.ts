import { describe, expect, it } from 'vitest';
import { toIsoString } from './time';

describe('toIsoString', () => {
  const iso = '2026-11-21T08:00:00.000Z';
  it.each([
    [iso, iso],
    ['2026-11-21T10:00:00+02:00', iso],
    [new Date(iso), iso],
    [{ toDate: () => new Date(iso) }, iso],
    [{ seconds: Date.parse(iso) / 1000, nanoseconds: 0 }, iso],
    [{ _seconds: Date.parse(iso) / 1000, _nanoseconds: 0 }, iso],
  ])('reads %o', (value, expected) => expect(toIsoString(value)).toBe(expected));

  it.each([undefined, null, 'not a date', 42, {}, new Date('x')])('gives undefined for %o', (value) =>
    expect(toIsoString(value)).toBeUndefined(),
  );
});
