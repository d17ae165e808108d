/**
 * The trend periods (002 §3 "Trending period documents"): ISO weeks 'YYYY-Www' (Monday to Sunday, the week-year of
 * the week's Thursday) and months 'YYYY-MM', in UTC, with their first and last instants.
 */
export interface Period {
  readonly id: string;
  /** ISO time of the period's first millisecond. */
  readonly start: string;
  /** ISO time of the period's last millisecond. */
  readonly end: string;
}

const DAY_MS = 86_400_000;
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export function weekPeriod(at: Date): Period {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = (day.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const monday = new Date(day.getTime() - weekday * DAY_MS);
  const thursday = new Date(monday.getTime() + 3 * DAY_MS);
  const weekYear = thursday.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(weekYear, 0, 4));
  const firstMonday = new Date(firstThursday.getTime() - ((firstThursday.getUTCDay() + 6) % 7) * DAY_MS);
  const week = Math.round((monday.getTime() - firstMonday.getTime()) / (7 * DAY_MS)) + 1;
  return {
    id: `${weekYear}-W${pad(week)}`,
    start: monday.toISOString(),
    end: new Date(monday.getTime() + 7 * DAY_MS - 1).toISOString(),
  };
}

export function monthPeriod(at: Date): Period {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth();
  return {
    id: `${year}-${pad(month + 1)}`,
    start: new Date(Date.UTC(year, month, 1)).toISOString(),
    end: new Date(Date.UTC(year, month + 1, 1) - 1).toISOString(),
  };
}

/** Whether an ISO time falls inside a period. */
export function isWithin(period: Period, iso: string): boolean {
  const time = Date.parse(iso);
  return Number.isFinite(time) && time >= Date.parse(period.start) && time <= Date.parse(period.end);
}
