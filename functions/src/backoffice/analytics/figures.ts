/**
 * The analytics screen's figures (002 §2): one tab per call, read with one Postgres query
 * (public.admin_analytics), settings/analytics (one document read: the top lists, the calorie thresholds and the recent window), the monetization
 * projections added here (002 §9).
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { ServiceClient } from '../../platform/mirror/database';
import {
  ANALYTICS_MESSAGES,
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
  const params = analyticsParams(settings);
  const { data, error } = await deps.supabase.rpc('admin_analytics', {
    p_section: section,
    p_params: params,
  });
  if (error || !data) {
    logger.error('admin analytics: the query failed', { section, error: error?.message });
    throw new AppError('unavailable', ANALYTICS_MESSAGES.unavailable);
  }
  const { banner, section: figures } = data;
  if (section === 'monetization') {
    const counts = figures as Omit<MonetizationFigures, 'projections'>;
    return {
      banner,
      section,
      refreshMs: settings.timeRanges.realTimeRefreshInterval,
      monetization: { ...counts, projections: projections(counts.totalViews, counts.totalUsers) },
    };
  }
  return limitTopLists(
    {
      banner,
      section,
      refreshMs: settings.timeRanges.realTimeRefreshInterval,
      [section]: figures,
    } as AdminAnalyticsData,
    settings.topResultsLimits,
  );
}
