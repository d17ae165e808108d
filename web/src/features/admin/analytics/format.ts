import { useTranslation } from 'react-i18next';
import type { Names } from '@domain/analytics';

/**
 * How fresh the figures are (decision 0066), in the viewer's time zone unless `timeZone` is given: the time alone
 * ("as of 12:00") when they were computed today, the date too when earlier.
 */
export function freshness(asOf: string, now: Date, locale: string, timeZone?: string) {
  const at = new Date(asOf);
  const day = (date: Date) => date.toLocaleDateString('en-CA', { timeZone });
  const time = at.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit', timeZone });
  if (day(at) === day(now)) return { key: 'asOf.today', time, date: '' } as const;
  const date = at.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone });
  return { key: 'asOf.earlier', time, date } as const;
}

/** Numbers, percentages, money and names in the interface language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const number = (value: number, digits = 0) =>
    value.toLocaleString(locale, { maximumFractionDigits: digits, minimumFractionDigits: 0 });
  return {
    number,
    percent: (part: number, whole: number) =>
      (whole > 0 ? part / whole : 0).toLocaleString(locale, { style: 'percent', maximumFractionDigits: 1 }),
    money: (value: number) => value.toLocaleString(locale, { style: 'currency', currency: 'USD' }),
    date: (iso: string) => new Date(iso).toLocaleDateString(locale, { timeZone: 'UTC' }),
    /** Weekday 0–6, Sunday first (2026-11-01 is a Sunday). */
    weekday: (day: number) =>
      new Date(Date.UTC(2026, 10, 1 + day)).toLocaleDateString(locale, { weekday: 'short', timeZone: 'UTC' }),
    name: (names: Names | null, fallback: string) =>
      names ? (names[locale.slice(0, 2) as keyof Names] ?? names.en) || fallback : fallback,
  };
}
