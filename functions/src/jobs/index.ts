/**
 * The jobs group: scheduled work (DESIGN §3: `0 0,6,12,18 * * *`, spec 002 §9) deployed as jobs-<name>, and jobs-api
 * for running a job on demand (/api/cron/**). Each job is a service function that tests and admin screens call
 * directly.
 */
import { JOB_SCHEDULE } from '../domain/constants';
import { jobs as contracts } from '../domain/contracts';
import { createRouter, serve } from '../platform/http';
import { scheduledJob } from '../platform/scheduledJob';
import { initializeTrendingHandler, recalculateTopFollowedHandler, topFollowedDeps } from './handlers';
import { recalculateTopFollowed } from './topFollowed';
import { recalculateTrending } from './trending';

/** 001 §3 "Top followed users list": leaderboards/topFollowed (a v1 Pub/Sub schedule: platform/scheduledJob.ts). */
export const topFollowed = scheduledJob(JOB_SCHEDULE, () => recalculateTopFollowed(topFollowedDeps()));

/** 002 §9: the trending scores and the current week's and month's user trends, on the same schedule (issue 15). */
export const trending = scheduledJob(JOB_SCHEDULE, () => recalculateTrending(topFollowedDeps(), false));

export const api = serve(
  createRouter()
    .route(contracts.recalculateTopFollowed, recalculateTopFollowedHandler)
    .route(contracts.initializeTrending, initializeTrendingHandler),
);
