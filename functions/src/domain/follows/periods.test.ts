import { describe, expect, it } from 'vitest';
import { isWithin, monthPeriod, weekPeriod } from './periods';

describe('trend periods (002 §3)', () => {
  it.each([
    ['2026-11-23T12:00:00Z', '2026-W48', '2026-11-23T00:00:00.000Z', '2026-11-29T23:59:59.999Z'],
    ['2026-11-29T23:59:59Z', '2026-W48', '2026-11-23T00:00:00.000Z', '2026-11-29T23:59:59.999Z'],
    // 1 January 2027 is a Friday: it belongs to the last ISO week of 2026
    ['2027-01-01T08:00:00Z', '2026-W53', '2026-12-28T00:00:00.000Z', '2027-01-03T23:59:59.999Z'],
    // 29 December 2025 is a Monday in week 1 of 2026
    ['2025-12-29T00:00:00Z', '2026-W01', '2025-12-29T00:00:00.000Z', '2026-01-04T23:59:59.999Z'],
  ])('%s is in week %s', (at, id, start, end) => {
    expect(weekPeriod(new Date(at))).toEqual({ id, start, end });
  });

  it('months are YYYY-MM with their first and last instants', () => {
    expect(monthPeriod(new Date('2026-02-14T10:00:00Z'))).toEqual({
      id: '2026-02',
      start: '2026-02-01T00:00:00.000Z',
      end: '2026-02-28T23:59:59.999Z',
    });
    expect(monthPeriod(new Date('2026-12-31T23:59:59Z')).id).toBe('2026-12');
  });

  it('tells whether a time falls in a period', () => {
    const week = weekPeriod(new Date('2026-11-23T12:00:00Z'));
    expect(isWithin(week, '2026-11-25T00:00:00Z')).toBe(true);
    expect(isWithin(week, '2026-11-22T23:59:59Z')).toBe(false);
    expect(isWithin(week, 'not a date')).toBe(false);
  });
});
