/**
 * The trend documents a follow moves (002 §3 "Trending period documents"): weeklyUserTrends/{YYYY-Www} and
 * monthlyUserTrends/{YYYY-MM}, each with newFollowers (followed user id → new followers in the period),
 * totalNewConnections, periodStart, periodEnd and lastUpdated. Written as companions of the follow's commit, with
 * increments, so concurrent follows never lose a count.
 *
 * An unfollow takes its follow back out of a period only when the follow was made in that period: the counts are
 * the period's new connections that still stand, so following and unfollowing in a loop earns no trend.
 */
import { FieldValue } from 'firebase-admin/firestore';
import {
  isWithin,
  monthPeriod,
  MONTHLY_TRENDS_COLLECTION,
  weekPeriod,
  WEEKLY_TRENDS_COLLECTION,
  type Period,
} from '../domain/follows';
import type { CompanionWrite } from '../platform/mirror/types';

function periodWrite(collection: string, period: Period, followedId: string, delta: 1 | -1, now: string) {
  return {
    path: `${collection}/${period.id}`,
    merge: true,
    data: {
      periodStart: period.start,
      periodEnd: period.end,
      lastUpdated: now,
      totalNewConnections: FieldValue.increment(delta),
      newFollowers: { [followedId]: FieldValue.increment(delta) },
    },
  } satisfies CompanionWrite;
}

/** The trend writes of a follow made at `now`. */
export function followTrendWrites(followedId: string, now: Date): CompanionWrite[] {
  const iso = now.toISOString();
  return [
    periodWrite(WEEKLY_TRENDS_COLLECTION, weekPeriod(now), followedId, 1, iso),
    periodWrite(MONTHLY_TRENDS_COLLECTION, monthPeriod(now), followedId, 1, iso),
  ];
}

/** The trend writes of an unfollow at `now` of a follow made at `followedAt`: only the periods that counted it. */
export function unfollowTrendWrites(followedId: string, followedAt: string, now: Date): CompanionWrite[] {
  const iso = now.toISOString();
  const periods: [string, Period][] = [
    [WEEKLY_TRENDS_COLLECTION, weekPeriod(now)],
    [MONTHLY_TRENDS_COLLECTION, monthPeriod(now)],
  ];
  return periods
    .filter(([, period]) => isWithin(period, followedAt))
    .map(([collection, period]) => periodWrite(collection, period, followedId, -1, iso));
}
