/**
 * System monitoring (spec 002 §2 "System Monitoring", §3 "Monitoring data", §4 "Monitoring", §8, §9; issue 14):
 * the answer's shape and the figures derived from what the functions counted (decision 0021).
 */
import { MONITORING } from '../constants/admin';

export { MONITORING };

/**
 * Firestore's free daily quota (the Spark plan and the Blaze plan's free tier): 50,000 document reads and 20,000
 * writes a day. The bar shows the larger share of the two.
 */
export const FREE_QUOTA = { reads: 50_000, writes: 20_000 } as const;

/** The metrics the functions count (platform/monitoring.ts), besides searched terms. */
export const MONITORING_METRICS = ['reads', 'writes', 'cacheHits', 'cacheMisses', 'rateLimitHits'] as const;
export type MonitoringMetric = (typeof MONITORING_METRICS)[number];

/** The top searched terms shown, and the recent errors. */
export const MONITORING_LISTS = { topSearches: 10, recentErrors: 20 } as const;

export type QuotaLevel = 'ok' | 'warning' | 'critical';

export interface MonitoringData {
  readonly quotaUsage: { reads: number; writes: number; percentOfFreeQuota: number; level: QuotaLevel };
  readonly performance: {
    cacheHitRate: number;
    totalCacheHits: number;
    totalCacheMisses: number;
    rateLimitHits: number;
  };
  readonly topSearches: readonly { term: string; count: number }[];
  readonly recentErrors: readonly { timestamp: string; endpoint: string; error: string }[];
  readonly systemHealth: {
    uptime: number;
    memory: { rss: number; heapUsed: number };
    environment: string;
    node: string;
  };
  /** When the counters started (the UTC day's start: the quota resets daily). */
  readonly lastReset: string;
}

/** Percent of the free quota used: the larger of reads and writes, one decimal. */
export function percentOfFreeQuota(reads: number, writes: number): number {
  const share = Math.max(reads / FREE_QUOTA.reads, writes / FREE_QUOTA.writes);
  return Math.round(share * 1000) / 10;
}

/** 002 §9: warning above 60 %, critical above 80 %. */
export function quotaLevel(percent: number): QuotaLevel {
  if (percent > MONITORING.quotaCriticalPercent) return 'critical';
  if (percent > MONITORING.quotaWarningPercent) return 'warning';
  return 'ok';
}

/** Hits over lookups, in percent with one decimal; 0 when nothing was looked up. */
export function cacheHitRate(hits: number, misses: number): number {
  const total = hits + misses;
  return total === 0 ? 0 : Math.round((hits / total) * 1000) / 10;
}

/** A searched term as counted: trimmed, lower-cased, spaces collapsed, at most 100 characters. */
export function searchTermKey(term: string): string {
  return term.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 100);
}

/** The start of the UTC day of `now`, ISO. */
export function dayStart(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();
}
