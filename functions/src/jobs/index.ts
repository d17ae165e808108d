/**
 * The jobs group: scheduled work (DESIGN §3: `0 0,6,12,18 * * *`, spec 002 §9) deployed as jobs-<name>, and jobs-api
 * for running a job on demand (/api/cron/**). Each job is a service function that tests and admin screens call
 * directly.
 */
import * as v1 from 'firebase-functions/v1';
import { jobs as contracts } from '../domain/contracts';
import { createRouter, serve } from '../platform/http';
import { MIRROR_SECRETS } from '../platform/params';
import { initializeTrendingHandler, recalculateTopFollowedHandler, topFollowedDeps } from './handlers';
import { recalculateTopFollowed } from './topFollowed';
import { recalculateTrending } from './trending';

/** 002 §9: four times a day, at midnight, 6, noon and 18 (UTC). */
export const JOB_SCHEDULE = '0 0,6,12,18 * * *';

/**
 * Cloud Scheduler → Pub/Sub topic firebase-schedule-jobs-topFollowed → this function. The v1 scheduler on purpose:
 * a v2 onSchedule is an HTTP target of Cloud Scheduler, which the Functions emulator registers but cannot fire
 * ("Unsupported trigger signature: http" when its topic gets a message), so no local run or test could prove it.
 * The Pub/Sub delivery runs the same way in the emulator and in production (jobs/topFollowed.emulator.test.ts).
 */
export const topFollowed = v1
  .runWith({ secrets: [...MIRROR_SECRETS] })
  .pubsub.schedule(JOB_SCHEDULE)
  .timeZone('UTC')
  .onRun(async () => {
    await recalculateTopFollowed(topFollowedDeps());
  });

/** 002 §9: the trending scores and the current week's and month's user trends, on the same schedule (issue 15). */
export const trending = v1
  .runWith({ secrets: [...MIRROR_SECRETS] })
  .pubsub.schedule(JOB_SCHEDULE)
  .timeZone('UTC')
  .onRun(async () => {
    await recalculateTrending(topFollowedDeps(), false);
  });

export const api = serve(
  createRouter()
    .route(contracts.recalculateTopFollowed, recalculateTopFollowedHandler)
    .route(contracts.initializeTrending, initializeTrendingHandler),
);
