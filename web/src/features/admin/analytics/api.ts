import type { AnalyticsSection } from '@domain/analytics';
import { apiCall } from '@/platform/api';
import { adminKeys } from '../shared/queryKeys';

/** The analytics screen's calls (spec 002 §7; contracts in domain/contracts/backoffice.ts). */
export const analyticsApi = {
  section: (section: AnalyticsSection, signal?: AbortSignal) =>
    apiCall('GET /api/admin/analytics', { query: { section }, signal }),
  initialize: () => apiCall('POST /api/admin/initialize-aggregations', { body: {} }),
  recalculate: () => apiCall('POST /api/admin/recalculate-aggregations', { body: {} }),
};

export const ANALYTICS_KEY = (section: AnalyticsSection) => [...adminKeys.analytics, section] as const;
