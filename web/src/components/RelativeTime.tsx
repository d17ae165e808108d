import { relativeTime } from '@domain/comments/relativeTime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The current time, moving on every minute, so "5 minutes ago" keeps up while the page is open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * A past moment in the spec's bands (001 §9): now, minutes, hours, days, then the full date, worded by the browser
 * for the interface language (Intl.RelativeTimeFormat); the exact time is in the title and the dateTime.
 */
export function RelativeTime({ value }: { value: string | number | Date }) {
  const { i18n } = useTranslation();
  const now = useNow();
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const band = relativeTime(date.getTime(), now);
  const words = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const text =
    band.unit === 'now'
      ? words.format(0, 'second')
      : band.unit === 'date'
        ? date.toLocaleDateString(language, { year: 'numeric', month: 'long', day: 'numeric' })
        : words.format(-band.value, band.unit);
  return (
    <time dateTime={date.toISOString()} title={date.toLocaleString(language)}>
      {text}
    </time>
  );
}
