/**
 * The trending users of a period (002 §3 "Trending period documents", §9 "Trending users: top 10 per week or
 * month"): the period document's newFollowers map, highest first (ties by id, so the list is stable), zeros and
 * negatives (follows taken back) left out.
 */
import { PAGING } from '../constants/social';

export function topOfPeriod(
  newFollowers: unknown,
  limit: number = PAGING.trendingUsersTop,
): { id: string; newFollowers: number }[] {
  if (!newFollowers || typeof newFollowers !== 'object') return [];
  return Object.entries(newFollowers as Record<string, unknown>)
    .filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0)
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, limit)
    .map(([id, count]) => ({ id, newFollowers: count }));
}

export const TREND_PERIOD_KINDS = ['weekly', 'monthly'] as const;
export type TrendPeriodKind = (typeof TREND_PERIOD_KINDS)[number];
/** 002 §8 "Read of the latest 4 trending weekly and monthly documents by periodStart descending". */
export const TREND_PERIODS_READ = 4;
