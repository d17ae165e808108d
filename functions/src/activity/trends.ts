/**
 * Trending users for admins (002 §3 "Trending period documents", §8 "Read of the latest 4 trending weekly and
 * monthly documents by periodStart descending", §9 "Trending users: top 10 per week or month"): the latest 4
 * periods of weeklyUserTrends or monthlyUserTrends (written by the social group's follows), each with its top 10
 * users and their public profile fields.
 */
import {
  TREND_PERIODS_READ,
  topOfPeriod,
  type TrendingPeriod,
  type TrendPeriodKind,
} from '../domain/activity';
import { MONTHLY_TRENDS_COLLECTION, WEEKLY_TRENDS_COLLECTION } from '../domain/follows';
import { USERS_COLLECTION } from '../domain/profile';
import type { ActivityDeps } from './deps';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export async function trendingUsers(
  deps: Pick<ActivityDeps, 'db'>,
  period: TrendPeriodKind,
): Promise<{ period: TrendPeriodKind; periods: TrendingPeriod[] }> {
  const collection = period === 'weekly' ? WEEKLY_TRENDS_COLLECTION : MONTHLY_TRENDS_COLLECTION;
  const found = await deps.db
    .collection(collection)
    .orderBy('periodStart', 'desc')
    .limit(TREND_PERIODS_READ)
    .get();
  const tops = found.docs.map((doc) => ({ doc, top: topOfPeriod(doc.get('newFollowers')) }));
  const ids = [...new Set(tops.flatMap(({ top }) => top.map((user) => user.id)))];
  const profiles = ids.length
    ? await deps.db.getAll(...ids.map((id) => deps.db.collection(USERS_COLLECTION).doc(id)))
    : [];
  const byId = new Map(profiles.map((profile) => [profile.id, profile.data() ?? {}]));
  const periods = tops.map(({ doc, top }) => ({
    id: doc.id,
    periodStart: text(doc.get('periodStart')),
    periodEnd: text(doc.get('periodEnd')),
    totalNewConnections: count(doc.get('totalNewConnections')),
    users: top.map(({ id, newFollowers }) => {
      const profile = byId.get(id) ?? {};
      return {
        id,
        displayName: text(profile.displayName),
        username: text(profile.username) || null,
        profileImage: text(profile.photoURL),
        newFollowers,
        followerCount: count(profile.followerCount),
      };
    }),
  }));
  return { period, periods };
}
