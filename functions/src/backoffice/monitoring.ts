/**
 * The monitoring screen's data (spec 002 §3 "Monitoring data"; issue 14; decision 0021): today's counts the
 * functions flushed to Postgres (this instance's own pending ones first), the top searched terms, the latest server
 * errors, and this instance's health.
 */
import type { ServiceClient } from '../platform/mirror/database';
import { AppError, mirrorFailureMessage } from '../domain/errors';
import {
  cacheHitRate,
  dayStart,
  MONITORING_LISTS,
  percentOfFreeQuota,
  quotaLevel,
  type MonitoringData,
} from '../domain/monitoring';
import { flushMonitoring } from '../platform/monitoring';

interface Stored {
  counters?: Record<string, number>;
  searches?: { term: string; count: number }[];
  errors?: { timestamp: string; endpoint: string; error: string }[];
}

export async function readMonitoring(
  supabase: Pick<ServiceClient, 'rpc'>,
  now = new Date(),
  env: NodeJS.ProcessEnv = process.env,
): Promise<MonitoringData> {
  await flushMonitoring();
  const lastReset = dayStart(now);
  const { data, error } = await supabase.rpc('monitoring_read', {
    p_day: lastReset.slice(0, 10),
    p_top: MONITORING_LISTS.topSearches,
    p_errors: MONITORING_LISTS.recentErrors,
  });
  if (error) {
    throw new AppError('unavailable', mirrorFailureMessage('load monitoring data', false), {
      reason: error.message,
    });
  }
  const stored = (data ?? {}) as Stored;
  const counter = (name: string) => Number(stored.counters?.[name] ?? 0);
  const [reads, writes, hits, misses] = ['reads', 'writes', 'cacheHits', 'cacheMisses'].map(counter) as [
    number,
    number,
    number,
    number,
  ];
  const percent = percentOfFreeQuota(reads, writes);
  const memory = process.memoryUsage();
  return {
    quotaUsage: { reads, writes, percentOfFreeQuota: percent, level: quotaLevel(percent) },
    performance: {
      cacheHitRate: cacheHitRate(hits, misses),
      totalCacheHits: hits,
      totalCacheMisses: misses,
      rateLimitHits: counter('rateLimitHits'),
    },
    topSearches: (stored.searches ?? []).map((row) => ({ term: row.term, count: Number(row.count) })),
    recentErrors: stored.errors ?? [],
    systemHealth: {
      uptime: Math.round(process.uptime()),
      memory: { rss: memory.rss, heapUsed: memory.heapUsed },
      environment: env.FUNCTIONS_EMULATOR === 'true' ? 'emulator' : (env.NODE_ENV ?? 'production'),
      node: process.version,
    },
    lastReset,
  };
}
