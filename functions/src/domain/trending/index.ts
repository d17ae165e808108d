/**
 * The trend periods rebuilt from the follows (spec 002 §3 "Trending period documents", §7 initialize-trending, §9
 * "the jobs"; issue 15): per ISO week and per month, each followed user's follows made in the period that still
 * stand, as social's follows keep them (social/trends.ts: an unfollow takes a follow back out of the period that
 * counted it). The job rebuilds the current periods; initialize-trending rebuilds every period.
 */
import { monthPeriod, weekPeriod, type Period } from '../follows';

export interface StandingFollow {
  readonly followingId: string;
  /** ISO time the follow was made. */
  readonly followedAt: string;
}

export interface TrendPeriodDoc {
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly lastUpdated: string;
  readonly totalNewConnections: number;
  readonly newFollowers: Record<string, number>;
}

export type PeriodOf = (at: Date) => Period;
export const PERIOD_KINDS = { weekly: weekPeriod, monthly: monthPeriod } as const;

/** Every period holding at least one of the follows, by period id. */
export function trendPeriodsOf(
  follows: readonly StandingFollow[],
  periodOf: PeriodOf,
  now: string,
): Map<string, TrendPeriodDoc> {
  const periods = new Map<string, { period: Period; counts: Record<string, number>; total: number }>();
  for (const follow of follows) {
    const at = new Date(follow.followedAt);
    if (!Number.isFinite(at.getTime()) || !follow.followingId) continue;
    const period = periodOf(at);
    const entry = periods.get(period.id) ?? { period, counts: {}, total: 0 };
    entry.counts[follow.followingId] = (entry.counts[follow.followingId] ?? 0) + 1;
    entry.total += 1;
    periods.set(period.id, entry);
  }
  return new Map(
    [...periods].map(([id, { period, counts, total }]) => [
      id,
      {
        periodStart: period.start,
        periodEnd: period.end,
        lastUpdated: now,
        totalNewConnections: total,
        newFollowers: counts,
      },
    ]),
  );
}

/** The empty document of a period no standing follow falls in (the job still marks it as refreshed). */
export function emptyTrendPeriod(period: Period, now: string): TrendPeriodDoc {
  return {
    periodStart: period.start,
    periodEnd: period.end,
    lastUpdated: now,
    totalNewConnections: 0,
    newFollowers: {},
  };
}

/** POST /api/admin/initialize-trending's stats (002 §7), and the job's. */
export interface TrendingStats {
  readonly weeklyPeriods: number;
  readonly monthlyPeriods: number;
  /** Public recipes whose trending and quality scores were recomputed (ours). */
  readonly scoresRefreshed: number;
}
