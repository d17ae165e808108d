/** The plan's week (decision 0063): its first day by the interface language, days in the viewer's time zone. */
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayIn,
  isDay,
  isTimeZone,
  nextWeek,
  previousWeek,
  weekDays,
  weekStart,
  weekStartOfDay,
  weekdayOf,
} from './week';

describe('weekStart', () => {
  // Wednesday 2026-11-25 at 12:00 UTC
  const wednesday = new Date('2026-11-25T12:00:00Z');
  it.each([
    ['en', 'America/New_York', '2026-11-22'],
    ['he', 'Asia/Jerusalem', '2026-11-22'],
    ['fr', 'Europe/Paris', '2026-11-23'],
    ['it', 'Europe/Rome', '2026-11-23'],
  ] as const)('%s starts on %s’s custom', (language, zone, expected) => {
    expect(weekStart(wednesday, zone, language)).toBe(expected);
    expect(weekdayOf(expected)).toBe(language === 'fr' || language === 'it' ? 1 : 0);
  });

  it('takes today in the viewer’s time zone', () => {
    // Sunday 02:00 in Jerusalem is still Saturday in New York: two different weeks for a Sunday-first viewer
    const instant = new Date('2026-11-29T00:00:00Z');
    expect(dayIn(instant, 'Asia/Jerusalem')).toBe('2026-11-29');
    expect(dayIn(instant, 'America/New_York')).toBe('2026-11-28');
    expect(weekStart(instant, 'Asia/Jerusalem', 'he')).toBe('2026-11-29');
    expect(weekStart(instant, 'America/New_York', 'en')).toBe('2026-11-22');
  });

  it('reads an unknown time zone as UTC', () => {
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(dayIn(new Date('2026-11-29T23:30:00Z'), 'Mars/Olympus')).toBe('2026-11-29');
  });

  it('is the start of its own week, for every day of a year', () => {
    for (const language of ['en', 'fr'] as const) {
      for (let day = '2026-01-01'; day < '2027-01-01'; day = addDays(day, 1)) {
        const start = weekStartOfDay(day, language);
        expect(weekDays(start)).toContain(day);
        expect(weekStartOfDay(start, language)).toBe(start);
      }
    }
  });
});

describe('the days of a week across daylight-saving changes', () => {
  it.each([
    // Europe: 2026-03-29 and 2026-10-25; United States: 2026-03-08 and 2026-11-01; Israel: 2026-03-27, 2026-10-25
    ['Europe/Paris', 'fr', new Date('2026-03-29T12:00:00Z'), '2026-03-23'],
    ['Europe/Rome', 'it', new Date('2026-10-25T00:30:00Z'), '2026-10-19'],
    ['America/New_York', 'en', new Date('2026-03-08T07:30:00Z'), '2026-03-08'],
    ['America/Los_Angeles', 'en', new Date('2026-11-01T08:30:00Z'), '2026-11-01'],
    ['Asia/Jerusalem', 'he', new Date('2026-03-27T01:00:00Z'), '2026-03-22'],
  ] as const)('%s', (zone, language, instant, start) => {
    const days = weekDays(weekStart(instant, zone, language));
    expect(days[0]).toBe(start);
    expect(days).toHaveLength(7);
    expect(new Set(days).size).toBe(7);
    days.slice(1).forEach((day, index) => expect(day).toBe(addDays(days[index] ?? '', 1)));
  });
});

describe('previous and next week', () => {
  it('steps seven days, across months and years', () => {
    expect(nextWeek('2026-12-27')).toBe('2027-01-03');
    expect(previousWeek('2027-01-03')).toBe('2026-12-27');
    expect(previousWeek('2024-03-03')).toBe('2024-02-25');
    expect(weekDays('2024-02-25').slice(4)).toEqual(['2024-02-29', '2024-03-01', '2024-03-02']);
  });
});

describe('isDay', () => {
  it.each([
    ['2026-11-29', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-05', false],
    ['2026-11-29T00:00:00Z', false],
    [20261129, false],
  ])('%s: %s', (value, expected) => {
    expect(isDay(value)).toBe(expected);
  });

  it('refuses to step from a day that is none', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});
