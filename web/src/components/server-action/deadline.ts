import { settleWithin } from '@/platform/timeout';

/** How long a button waits for the server before it says so and offers a retry (issue 36). */
export const SERVER_ACTION_DEADLINE_MS = 15_000;

/** The server did not answer within the deadline: it may still finish the work, so the caller re-reads the truth. */
export class DeadlineError extends Error {
  override readonly name = 'DeadlineError';
}

/**
 * `work`'s answer, or a DeadlineError once `ms` have passed without one; `onLate` runs when the work settles after
 * that (the server may have done it after all).
 */
export function withinDeadline<T>(work: Promise<T>, ms: number, onLate?: () => void): Promise<T> {
  let late = false;
  if (onLate) void work.then(settled, settled);
  function settled() {
    if (late) onLate?.();
  }
  return settleWithin(work, ms, () => {
    late = true;
    return new DeadlineError(`no answer within ${ms} ms`);
  });
}
