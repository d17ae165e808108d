/**
 * The analytics screen's calls (spec 002 §7 "Analytics and monitoring"; issue 15): admins only, served by
 * backoffice-api. GET /api/admin/analytics answers one tab per call (`section`), its figures from one Postgres query.
 */
import {
  aggregationsInputSchema,
  analyticsQuerySchema,
  type AdminAnalyticsData,
  type AggregationStats,
} from '../analytics';
import { getContract, postContract } from './define';
import { ADMIN_CALL_ERRORS } from './errorSets';

export const adminAnalytics = getContract<{ success: true; data: AdminAnalyticsData }>()(
  '/api/admin/analytics',
  analyticsQuerySchema,
  ADMIN_CALL_ERRORS,
);

export const initializeAggregations = postContract<{ success: true; stats: AggregationStats }>()(
  '/api/admin/initialize-aggregations',
  aggregationsInputSchema,
  ADMIN_CALL_ERRORS,
);

export const recalculateAggregations = postContract<{ success: true; stats: AggregationStats }>()(
  '/api/admin/recalculate-aggregations',
  aggregationsInputSchema,
  ADMIN_CALL_ERRORS,
);
