/** The jobs group's HTTP calls (spec 002 §7 "Analytics and monitoring"): the scheduled jobs, run on demand. */
import { z } from 'zod';
import type { TopFollowedStats } from '../follows';
import { postContract } from './define';

export const recalculateTopFollowed = postContract<{ success: true; stats: TopFollowedStats }>()(
  '/api/cron/recalculate-top-followed',
  z.object({}),
  ['unauthenticated', 'permission-denied', 'unavailable'],
);
