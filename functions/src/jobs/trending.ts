/**
 * The trending job (spec 002 §9 "the jobs", §7 initialize-trending; issue 15): recomputes the recipes' trending
 * scores (the discovery formula, public.refresh_feed_scores: 70% views, 30% recency decaying over 30 days, the
 * admin's flag on top) and rebuilds the user trend periods (weeklyUserTrends, monthlyUserTrends) from the follows
 * that stand in the mirror. The schedule rebuilds the current week and month (a follow's own increments may have
 * failed); initialize-trending rebuilds every period. Period documents are derived data, not mirrored.
 */
import type { ServiceClient } from '../platform/mirror/database';
import type { Firestore } from 'firebase-admin/firestore';
import { AppError, mirrorFailureMessage } from '../domain/errors';
import {
  monthPeriod,
  MONTHLY_TRENDS_COLLECTION,
  weekPeriod,
  WEEKLY_TRENDS_COLLECTION,
} from '../domain/follows';
import {
  emptyTrendPeriod,
  PERIOD_KINDS,
  trendPeriodsOf,
  type StandingFollow,
  type TrendingStats,
  type TrendPeriodDoc,
} from '../domain/trending';

export interface TrendingDeps {
  db: Firestore;
  supabase: ServiceClient;
  now?: () => Date;
}

const PAGE = 1000;
const WRITE_BATCH = 400;
const ACTION = 'recalculate trending';

function unavailable(reason: string): AppError {
  return new AppError('unavailable', mirrorFailureMessage(ACTION, false), { reason });
}

/** The follows that stand, made at or after `since` (all when null), paged past PostgREST's row limit. */
async function standingFollows(deps: TrendingDeps, since: string | null): Promise<StandingFollow[]> {
  const follows: StandingFollow[] = [];
  for (let from = 0; ; from += PAGE) {
    let query = deps.supabase.from('follows').select('firebase_id, following_id, followed_at');
    if (since) query = query.gte('followed_at', since);
    const { data, error } = await query.order('firebase_id').range(from, from + PAGE - 1);
    if (error) throw unavailable(error.message);
    const page = (data ?? []) as { following_id: string; followed_at: string }[];
    follows.push(...page.map((row) => ({ followingId: row.following_id, followedAt: row.followed_at })));
    if (page.length < PAGE) return follows;
  }
}

async function writePeriods(
  deps: TrendingDeps,
  collection: string,
  periods: ReadonlyMap<string, TrendPeriodDoc>,
) {
  const entries = [...periods];
  for (let from = 0; from < entries.length; from += WRITE_BATCH) {
    const batch = deps.db.batch();
    for (const [id, doc] of entries.slice(from, from + WRITE_BATCH)) {
      batch.set(deps.db.collection(collection).doc(id), doc);
    }
    await batch.commit();
  }
  return entries.length;
}

async function refreshScores(deps: TrendingDeps): Promise<number> {
  const { data, error } = await deps.supabase.rpc('refresh_feed_scores');
  if (error) throw unavailable(error.message);
  return Number(data ?? 0);
}

/** `all`: every period (initialize-trending); else the current week and month (the schedule). */
export async function recalculateTrending(deps: TrendingDeps, all: boolean): Promise<TrendingStats> {
  const at = deps.now?.() ?? new Date();
  const now = at.toISOString();
  const scoresRefreshed = await refreshScores(deps);
  const week = weekPeriod(at);
  const month = monthPeriod(at);
  const since = all ? null : week.start < month.start ? week.start : month.start;
  const follows = await standingFollows(deps, since);
  let weekly = trendPeriodsOf(follows, PERIOD_KINDS.weekly, now);
  let monthly = trendPeriodsOf(follows, PERIOD_KINDS.monthly, now);
  if (!all) {
    weekly = new Map([[week.id, weekly.get(week.id) ?? emptyTrendPeriod(week, now)]]);
    monthly = new Map([[month.id, monthly.get(month.id) ?? emptyTrendPeriod(month, now)]]);
  }
  return {
    weeklyPeriods: await writePeriods(deps, WEEKLY_TRENDS_COLLECTION, weekly),
    monthlyPeriods: await writePeriods(deps, MONTHLY_TRENDS_COLLECTION, monthly),
    scoresRefreshed,
  };
}
