/**
 * The analytics screen's figures (002 §2): one tab per call. Each tab's answer is computed ahead by
 * public.admin_analytics (one Postgres query, the rule of every figure) and stored with the time it was computed
 * (decision 0066): the screen reads the stored row (public.admin_analytics_read), which is computed on the spot only
 * when settings/analytics changed the tab's parameters since. settings/analytics is one document read (the top
 * lists, the calorie thresholds and the recent window); the monetization projections are added here (002 §9).
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { ServiceClient } from '../../platform/mirror/database';
import {
  ANALYTICS_MESSAGES,
  ANALYTICS_SECTIONS,
  analyticsParams,
  limitTopLists,
  projections,
  type AdminAnalyticsData,
  type AnalyticsSection,
  type MonetizationFigures,
} from '../../domain/analytics';
import { readSettings } from '../../platform/settings';
import { AppError } from '../../domain/errors';
import * as logger from 'firebase-functions/logger';

interface Deps {
  db: Firestore;
  supabase: ServiceClient;
}

export async function analyticsOf(deps: Deps, section: AnalyticsSection): Promise<AdminAnalyticsData> {
  const settings = await readSettings(deps.db, 'analytics');
  const { data, error } = await deps.supabase.rpc('admin_analytics_read', {
    p_section: section,
    p_params: analyticsParams(settings),
  });
  if (error || !data) {
    logger.error('admin analytics: the query failed', { section, error: error?.message });
    throw new AppError('unavailable', ANALYTICS_MESSAGES.unavailable);
  }
  const { banner, asOf, section: figures } = data;
  const common = { banner, section, asOf, refreshMs: settings.timeRanges.realTimeRefreshInterval };
  if (section === 'monetization') {
    const counts = figures as Omit<MonetizationFigures, 'projections'>;
    return {
      ...common,
      section,
      monetization: { ...counts, projections: projections(counts.totalViews, counts.totalUsers) },
    };
  }
  return limitTopLists({ ...common, [section]: figures } as AdminAnalyticsData, settings.topResultsLimits);
}

/**
 * Computes every tab again with the current settings and stores it (the four-a-day backoffice-analytics job, and the
 * aggregations calls an admin runs). One call per tab: each is one query, so no single statement holds the scans of
 * all eight. Answers when the last tab was computed.
 */
export async function refreshAnalytics(deps: Deps): Promise<{ asOf: string }> {
  const params = analyticsParams(await readSettings(deps.db, 'analytics'));
  let asOf = '';
  for (const section of ANALYTICS_SECTIONS) {
    const { data, error } = await deps.supabase.rpc('admin_analytics_refresh', {
      p_section: section,
      p_params: params,
    });
    if (error || !data) {
      logger.error('admin analytics: the refresh failed', { section, error: error?.message });
      throw new AppError('unavailable', ANALYTICS_MESSAGES.aggregationsFailed);
    }
    asOf = data.asOf;
  }
  return { asOf };
}
