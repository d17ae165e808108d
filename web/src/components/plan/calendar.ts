/**
 * The plan's calendar as the viewer sees it (issue 33 §1, decision 0063): the week's rules are domain/planning's
 * (imported file by file: its index brings the entry's zod schema, which stays out of the web's chunks); this
 * module adds the viewer's time zone and interface language, and the days' names in it.
 */
import { useTranslation } from 'react-i18next';
import { isInterfaceLanguage, type InterfaceLanguage } from '@domain/profile/document';
import { addDays, dayIn, weekStart } from '@domain/planning/week';

/** The browser's time zone ('UTC' when it names none). */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The viewer's interface language, which picks the week's first day. */
export function useWeekLanguage(): InterfaceLanguage {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isInterfaceLanguage(language) ? language : 'en';
}

export const today = (): string => dayIn(new Date(), viewerTimeZone());

export const thisWeek = (language: InterfaceLanguage): string =>
  weekStart(new Date(), viewerTimeZone(), language);

/** The `count` days from `first`. */
export const daysFrom = (first: string, count: number): string[] =>
  Array.from({ length: count }, (_, index) => addDays(first, index));

/** A day's name in the interface language: "Monday 30 Nov" (long) or "Mon 30" (short). Dates are UTC midnights. */
export function dayName(day: string, language: string, style: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(language, {
    weekday: style,
    day: 'numeric',
    month: style === 'long' ? 'short' : undefined,
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
