import { describe, expect, it } from 'vitest';
import { servingsOf } from './AddToPlanDialog';
import { dayName, daysFrom } from './calendar';

describe('the add-to-plan dialog’s servings', () => {
  it.each([
    ['1', 1],
    ['100', 100],
    [' 4 ', 4],
    ['0', null],
    ['101', null],
    ['1.5', null],
    ['-2', null],
    ['', null],
    ['four', null],
  ])('%j reads as %j', (text, expected) => {
    expect(servingsOf(text)).toBe(expected);
  });
});

describe('the plan’s days', () => {
  it('names a date in the interface language, whatever the device’s time zone', () => {
    expect(dayName('2026-11-29', 'en')).toBe('Sunday, Nov 29');
    expect(dayName('2026-11-30', 'fr', 'short')).toBe('lun. 30');
  });

  it('counts days on dates, across a month', () => {
    expect(daysFrom('2026-11-29', 3)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
  });
});
