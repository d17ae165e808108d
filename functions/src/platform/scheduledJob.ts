/**
 * A scheduled job: Cloud Scheduler → Pub/Sub topic firebase-schedule-<group>-<name> → `run`, in UTC, with the
 * mirror's secrets bound. The v1 scheduler on purpose: a v2 onSchedule is an HTTP target of Cloud Scheduler, which
 * the Functions emulator registers but cannot fire ("Unsupported trigger signature: http" when its topic gets a
 * message), so no local run or test could prove it. The Pub/Sub delivery runs the same way in the emulator and in
 * production (jobs/topFollowed.emulator.test.ts).
 */
import * as v1 from 'firebase-functions/v1';
import { MIRROR_SECRETS } from './params';

type Secret = (typeof MIRROR_SECRETS)[number];

/**
 * `secrets`: what `run` reads besides the mirror's (e.g. the mail's); `timeoutSeconds`: more than v1's default 60
 * for a job whose work grows with the data (at most 540).
 */
export function scheduledJob(
  schedule: string,
  run: () => Promise<unknown>,
  secrets: readonly Secret[] = [],
  timeoutSeconds?: number,
) {
  return v1
    .runWith({ secrets: [...MIRROR_SECRETS, ...secrets], ...(timeoutSeconds ? { timeoutSeconds } : {}) })
    .pubsub.schedule(schedule)
    .timeZone('UTC')
    .onRun(async () => {
      await run();
    });
}
