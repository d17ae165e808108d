/**
 * How create, like and report write (001 §7): once the service's own checks have passed, `deps.admit` (the handler's
 * rate limit) runs right before the write, so a refused call writes nothing, not even a rate-limit window; then the
 * mirrored write, and a busy mirror answers 429 with the time to wait.
 */
import { mirrorBusyAsRateLimited } from '../platform/rateLimit';
import { type Commit, writeMirrored } from '../platform/mirror/writeMirrored';
import type { CommentsDeps } from './deps';

export async function admittedWrite<T>(
  deps: CommentsDeps,
  action: string,
  write: (commit: Commit) => Promise<T>,
): Promise<T> {
  await deps.admit?.();
  return writeMirrored(deps, action, write).catch((error: unknown) => {
    throw mirrorBusyAsRateLimited(error, action);
  });
}
