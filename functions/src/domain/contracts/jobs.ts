/** The jobs group's HTTP calls (spec 002 §7 "Analytics and monitoring"): the scheduled jobs, run on demand. */
import { z } from 'zod';
import type { TopFollowedStats } from '../follows';
import type { TrendingStats } from '../trending';
import { postContract } from './define';
import { ADMIN_CALL_ERRORS } from './errorSets';

export const recalculateTopFollowed = postContract<{ success: true; stats: TopFollowedStats }>(
  'admin',
  'jobs',
)('/api/cron/recalculate-top-followed', z.object({}), ADMIN_CALL_ERRORS);

/** 002 §7 initialize-trending: every trend period rebuilt from the follows, and the trending scores refreshed. */
export const initializeTrending = postContract<{ success: true; stats: TrendingStats }>('admin', 'jobs')(
  '/api/admin/initialize-trending',
  z.object({}),
  ADMIN_CALL_ERRORS,
);
