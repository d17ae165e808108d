/**
 * The analytics screen's figures (002 §2): one tab per call, read with one Postgres query
 * (public.admin_analytics), the calorie thresholds from settings/analytics (one document read), the monetization
 * projections added here (002 §9).
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  ANALYTICS_MESSAGES,
  analyticsParams,
  calorieThresholdsOf,
  projections,
  type AdminAnalyticsData,
  type AnalyticsSection,
  type MonetizationFigures,
} from '../../domain/analytics';
import { SETTINGS_COLLECTION } from '../../domain/constants/enterpriseSettings';
import { AppError } from '../../domain/errors';
import * as logger from 'firebase-functions/logger';

interface Deps {
  db: Firestore;
  supabase: SupabaseClient;
}

export async function analyticsOf(deps: Deps, section: AnalyticsSection): Promise<AdminAnalyticsData> {
  const settings = await deps.db.collection(SETTINGS_COLLECTION).doc('analytics').get();
  const params = analyticsParams(calorieThresholdsOf(settings.data()));
  const { data, error } = await deps.supabase.rpc('admin_analytics', {
    p_section: section,
    p_params: params,
  });
  if (error || !data) {
    logger.error('admin analytics: the query failed', { section, error: error?.message });
    throw new AppError('unavailable', ANALYTICS_MESSAGES.unavailable);
  }
  const { banner, section: figures } = data as { banner: AdminAnalyticsData['banner']; section: unknown };
  if (section === 'monetization') {
    const counts = figures as Omit<MonetizationFigures, 'projections'>;
    return {
      banner,
      section,
      monetization: { ...counts, projections: projections(counts.totalViews, counts.totalUsers) },
    };
  }
  return { banner, section, [section]: figures } as AdminAnalyticsData;
}
