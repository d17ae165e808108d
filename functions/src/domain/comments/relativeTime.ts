/**
 * Relative times of notifications and comments (001 §9 "Notifications"): now, minutes under 1 hour, hours under
 * 24 hours, days under 7 days (168 hours), then the full date. The web turns the parts into words per language.
 */
export type RelativeTime =
  | { readonly unit: 'now' }
  | { readonly unit: 'minutes' | 'hours' | 'days'; readonly value: number }
  | { readonly unit: 'date' };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function relativeTime(then: number, now: number): RelativeTime {
  const elapsed = Math.max(0, now - then);
  if (elapsed < MINUTE) return { unit: 'now' };
  if (elapsed < HOUR) return { unit: 'minutes', value: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hours', value: Math.floor(elapsed / HOUR) };
  if (elapsed < 7 * DAY) return { unit: 'days', value: Math.floor(elapsed / DAY) };
  return { unit: 'date' };
}

/** The bell's badge (001 §9): the count, capped at 99+. */
export function badgeText(unread: number, cap = 99): string {
  return unread > cap ? `${cap}+` : String(unread);
}
