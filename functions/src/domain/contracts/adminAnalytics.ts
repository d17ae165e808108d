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
import type { ErrorCode } from '../errors';
import { getContract, postContract } from './define';

const ERRORS: readonly ErrorCode[] = ['unauthenticated', 'permission-denied', 'unavailable'];

export const adminAnalytics = getContract<{ success: true; data: AdminAnalyticsData }>()(
  '/api/admin/analytics',
  analyticsQuerySchema,
  ERRORS,
);

export const initializeAggregations = postContract<{ success: true; stats: AggregationStats }>()(
  '/api/admin/initialize-aggregations',
  aggregationsInputSchema,
  ERRORS,
);

export const recalculateAggregations = postContract<{ success: true; stats: AggregationStats }>()(
  '/api/admin/recalculate-aggregations',
  aggregationsInputSchema,
  ERRORS,
);
