/**
 * The plan's "200 entries a week" for every week, whichever day it starts on (issue 33 §1, decision 0064): an
 * entry fits on `day` when each of the seven 7-day windows holding that day keeps at most `limit` entries. The
 * entries that can share a window with it are those from six days before to six days after.
 */
const DAY_MS = 86_400_000;

const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** `day` (YYYY-MM-DD) moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** The first and last day of the entries an entry on `day` can share a week with. */
export const weekLimitSpan = (day: string): [from: string, to: string] => [addDays(day, -6), addDays(day, 6)];

/** Whether one more entry on `day` keeps every week at or under `limit`, given the days of the entries around it. */
export function fitsWeekLimit(days: readonly string[], day: string, limit: number): boolean {
  const at = dayNumber(day);
  const offsets = days.map((other) => dayNumber(other) - at);
  for (let start = -6; start <= 0; start += 1) {
    const inWindow = offsets.filter((offset) => offset >= start && offset < start + 7).length;
    if (inWindow + 1 > limit) return false;
  }
  return true;
}
