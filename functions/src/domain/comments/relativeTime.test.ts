import { describe, expect, it } from 'vitest';
import { badgeText, relativeTime } from './relativeTime';

const now = Date.parse('2026-03-10T12:00:00Z');
const ago = (ms: number) => relativeTime(now - ms, now);
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('relative time bands (001 §9)', () => {
  it('now under a minute, minutes under an hour, hours under 24 h, days under 168 h, then a date', () => {
    expect(ago(59_999)).toEqual({ unit: 'now' });
    expect(ago(MIN)).toEqual({ unit: 'minutes', value: 1 });
    expect(ago(HOUR - 1)).toEqual({ unit: 'minutes', value: 59 });
    expect(ago(HOUR)).toEqual({ unit: 'hours', value: 1 });
    expect(ago(24 * HOUR - 1)).toEqual({ unit: 'hours', value: 23 });
    expect(ago(24 * HOUR)).toEqual({ unit: 'days', value: 1 });
    expect(ago(168 * HOUR - 1)).toEqual({ unit: 'days', value: 6 });
    expect(ago(168 * HOUR)).toEqual({ unit: 'date' });
  });

  it('a time slightly ahead (clock skew) reads as now', () => {
    expect(relativeTime(now + 5000, now)).toEqual({ unit: 'now' });
  });
});

describe('the bell badge', () => {
  it('caps at 99+', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
