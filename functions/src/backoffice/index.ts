/**
 * The backoffice group (issue 15: the back office's data consistency, migrations and trending job; spec 002 §7):
 * deploys as backoffice-api, the admin calls under their Hosting rewrites, and backoffice-analytics, the analytics
 * tabs computed ahead four times a day (decision 0066). Only wiring: contract → handler, schedule → service.
 */
import { JOB_SCHEDULE } from '../domain/constants';
import { backoffice as contracts } from '../domain/contracts';
import { createRouter, serve } from '../platform/http';
import { scheduledJob } from '../platform/scheduledJob';
import { refreshAnalytics } from './analytics/figures';
import { backofficeDeps } from './deps';
import * as handlers from './handlers';

/** Heavy admin work: a whole-store check or repair may take minutes on a large project. */
const HEAVY = { timeoutSeconds: 540, memory: '1GiB' } as const;

export const api = serve(createRouter().routes(contracts, handlers), HEAVY);

/** Every analytics tab computed again: eight scans of the mirror, minutes at a million recipes. */
export const analytics = scheduledJob(
  JOB_SCHEDULE,
  () => refreshAnalytics(backofficeDeps()),
  [],
  HEAVY.timeoutSeconds,
);
