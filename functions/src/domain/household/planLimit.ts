/**
 * The plan's "200 entries a week" for every week, whichever day it starts on (issue 33 §1, decision 0064): an
 * entry fits on `day` when each of the seven 7-day windows holding that day still fits the planning domain's limit
 * with it. The entries that can share a window with it are those from six days before to six days after.
 */
import { addDays, DAYS_IN_WEEK, fitsInWeek } from '../planning';

const REACH = DAYS_IN_WEEK - 1;

/** The first and last day of the entries an entry on `day` can share a week with. */
export const weekLimitSpan = (day: string): [from: string, to: string] => [
  addDays(day, -REACH),
  addDays(day, REACH),
];

/** Whether one more entry on `day` keeps every week within the limit, given the days of the entries around it. */
export function fitsEveryWeek(days: readonly string[], day: string): boolean {
  const around = Array.from({ length: 2 * REACH + 1 }, (_, k) => addDays(day, k - REACH));
  const counts = around.map((other) => days.filter((entryDay) => entryDay === other).length);
  for (let start = 0; start <= REACH; start += 1) {
    const inWindow = counts.slice(start, start + DAYS_IN_WEEK).reduce((sum, n) => sum + n, 0);
    if (!fitsInWeek(inWindow)) return false;
  }
  return true;
}
