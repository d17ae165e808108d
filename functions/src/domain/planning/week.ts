/**
 * The plan's week (issue 33 §1, decision 0063): days are calendar dates written YYYY-MM-DD, the viewer's today taken
 * in their time zone (Intl) and every step after it done on dates, never on instants, so a daylight-saving change
 * neither loses nor repeats a day. The week starts on Sunday in English and Hebrew, on Monday in French and Italian
 * (the interface language's custom).
 */
import type { InterfaceLanguage } from '../profile/document';

export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** 0 Sunday, 1 Monday. */
export const WEEK_STARTS: Readonly<Record<InterfaceLanguage, Weekday>> = { en: 0, he: 0, fr: 1, it: 1 };

export const DAYS_IN_WEEK = 7;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date's instant at midnight UTC (dates only; no time zone enters). */
function utcOf(day: string): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = new Date(Date.UTC(year, month - 1, date));
  // 2026-02-30 rolls over to March: no such day
  return time.getUTCFullYear() === year && time.getUTCMonth() === month - 1 && time.getUTCDate() === date
    ? time
    : null;
}

/** A real calendar date written YYYY-MM-DD. */
export function isDay(value: unknown): value is string {
  return typeof value === 'string' && utcOf(value) !== null;
}

function dayText(time: Date): string {
  return time.toISOString().slice(0, 10);
}

function mustBeDay(day: string): Date {
  const time = utcOf(day);
  if (!time) throw new RangeError(`not a day: ${day}`);
  return time;
}

export function addDays(day: string, days: number): string {
  const time = mustBeDay(day);
  time.setUTCDate(time.getUTCDate() + days);
  return dayText(time);
}

export function weekdayOf(day: string): Weekday {
  return mustBeDay(day).getUTCDay() as Weekday;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** Whether Intl knows the time zone ("Asia/Jerusalem", "UTC"). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar date an instant falls on in a time zone; an unknown zone reads as UTC. */
export function dayIn(instant: Date, timeZone: string): string {
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The first day of the week holding `day`, for a viewer of `language`. */
export function weekStartOfDay(day: string, language: InterfaceLanguage): string {
  const back = (weekdayOf(day) - WEEK_STARTS[language] + DAYS_IN_WEEK) % DAYS_IN_WEEK;
  return addDays(day, -back);
}

/** The first day of the viewer's week holding the instant `date` in their time zone. */
export function weekStart(date: Date, timeZone: string, language: InterfaceLanguage): string {
  return weekStartOfDay(dayIn(date, timeZone), language);
}

/** The seven days of the week starting on `start`. */
export function weekDays(start: string): string[] {
  return Array.from({ length: DAYS_IN_WEEK }, (_, index) => addDays(start, index));
}

export const previousWeek = (start: string): string => addDays(start, -DAYS_IN_WEEK);
export const nextWeek = (start: string): string => addDays(start, DAYS_IN_WEEK);
