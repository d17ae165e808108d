/**
 * The notifications group (issue 27; decisions 0033, 0034): deploys as notifications-digest, the daily e-mail digest
 * on the jobs' schedule, and notifications-api (the digest's unsubscribe link). Only wiring.
 */
import { JOB_SCHEDULE } from '../domain/constants';
import { serve } from '../platform/http';
import { smtpUrl, unsubscribeSecret } from '../platform/params';
import { scheduledJob } from '../platform/scheduledJob';
import { notificationsDeps } from './deps';
import { sendDailyDigests } from './digest';
import { router } from './router';

export const digest = scheduledJob(JOB_SCHEDULE, () => sendDailyDigests(notificationsDeps()), [
  smtpUrl,
  unsubscribeSecret,
]);

export const api = serve(router, { secrets: [unsubscribeSecret] });
