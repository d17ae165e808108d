/**
 * Fixed-window rate limits kept in Firestore `rateLimits/{key}` (counted in a transaction, so concurrent calls
 * cannot both take the last slot). `expiresAt` lets a TTL policy sweep old windows.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { AppError, busyRetryMessage, MIRROR_BUSY_RETRY_SECONDS } from '../domain/errors';
import { CALL_MESSAGES } from '../domain/messages';

export interface RateLimitRule {
  /** Who and what is limited, e.g. `search:anon:1.2.3.4` or `ai-suggestions:{uid}`. */
  readonly key: string;
  readonly limit: number;
  readonly windowMs: number;
}

export interface RateLimitVerdict {
  readonly allowed: boolean;
  readonly remaining: number;
  /** Seconds until the window resets. */
  readonly resetIn: number;
}

interface WindowDoc {
  windowStart: number;
  count: number;
}

export async function checkRateLimit(
  db: Firestore,
  rule: RateLimitRule,
  now: number = Date.now(),
): Promise<RateLimitVerdict> {
  const ref = db.collection('rateLimits').doc(encodeURIComponent(rule.key));
  return db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data() as WindowDoc | undefined;
    const open =
      current && now < current.windowStart + rule.windowMs ? current : { windowStart: now, count: 0 };
    const resetIn = Math.max(1, Math.ceil((open.windowStart + rule.windowMs - now) / 1000));
    if (open.count >= rule.limit) return { allowed: false, remaining: 0, resetIn };

    const count = open.count + 1;
    tx.set(ref, {
      windowStart: open.windowStart,
      count,
      expiresAt: Timestamp.fromMillis(open.windowStart + rule.windowMs),
    });
    return { allowed: true, remaining: rule.limit - count, resetIn };
  });
}

/** Throws resource-exhausted (message may be built from resetIn: 'Please wait {n} seconds') with `resetIn` (the HTTP answer adds Retry-After) when the window is full. */
export async function enforceRateLimit(
  db: Firestore,
  rule: RateLimitRule,
  message: string | ((resetIn: number) => string) = CALL_MESSAGES.rateLimited,
  now?: number,
): Promise<RateLimitVerdict> {
  const verdict = await checkRateLimit(db, rule, now);
  if (!verdict.allowed) {
    const text = typeof message === 'function' ? message(verdict.resetIn) : message;
    throw new AppError('resource-exhausted', text, retryDetails(verdict.resetIn, now));
  }
  return verdict;
}

/** What every 429 answer carries: seconds to wait (`resetIn`, also sent as Retry-After) and when (`resetTime`). */
export function retryDetails(
  resetIn: number,
  now: number = Date.now(),
): { resetIn: number; resetTime: string } {
  return { resetIn, resetTime: new Date(now + resetIn * 1000).toISOString() };
}

/**
 * A write refused because the mirror is rate limiting (commitMirrored's 'mirror-busy') becomes a 429 that says how
 * many minutes to wait (000 §8 "Delete with HTTP 429"); any other error is returned as it is.
 */
export function mirrorBusyAsRateLimited(error: unknown, action: string, now: number = Date.now()): unknown {
  if (!(error instanceof AppError) || error.details.reason !== 'mirror-busy') return error;
  return new AppError('resource-exhausted', busyRetryMessage(action, MIRROR_BUSY_RETRY_SECONDS), {
    ...error.details,
    ...retryDetails(MIRROR_BUSY_RETRY_SECONDS, now),
  });
}
