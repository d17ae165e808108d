/**
 * Fixed-window rate limits kept in Firestore `rateLimits/{key}` (counted under a precondition, so concurrent calls
 * cannot both take the last slot). `expiresAt` lets a TTL policy sweep old windows.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { ServiceClient } from './mirror/database';
import { AppError, busyRetryMessage, MIRROR_BUSY_RETRY_SECONDS } from '../domain/errors';
import { CALL_MESSAGES } from '../domain/messages';
import { count as countMonitored } from './monitoring';
import { storedAs } from './storedAs';

export interface RateLimitRule {
  /** Who and what is limited, e.g. `search:anon:1.2.3.4` or `ai-suggestions:{uid}`. */
  readonly key: string;
  readonly limit: number;
  readonly windowMs: number;
}

/** A domain's per-caller allowance, e.g. AI_SUGGESTION_LIMITS (`requests` in each `windowMs`). */
export interface RequestAllowance {
  readonly requests: number;
  readonly windowMs: number;
}

/** The rule limiting `key` to a domain's allowance. */
export function allowanceRule(key: string, allowance: RequestAllowance): RateLimitRule {
  return { key, limit: allowance.requests, windowMs: allowance.windowMs };
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

/** Enough for twenty truly simultaneous calls of one key (warm instances), each losing at most once per winner. */
const TAKE_ATTEMPTS = 25;

/**
 * The counter's write failed because another call wrote it since this one read it (`FAILED_PRECONDITION`), created
 * it first (`ALREADY_EXISTS`) or it expired away (`NOT_FOUND`): read again and retry.
 */
const LOST_RACE: ReadonlySet<unknown> = new Set([5, 6, 9]);

const lostRace = (error: unknown) => LOST_RACE.has((error as { code?: unknown } | null)?.code);

/** A pause of up to 25 × 2^tries ms (at most 1 s), so that the callers who lost spread out. */
const backOff = (tries: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.random() * Math.min(1000, 25 * 2 ** tries)));

/**
 * Takes a slot of `rule`'s window, or answers that none is left. One counter document takes every call of its key:
 * the slot is written with the read's update time as precondition (or created if there was none), so concurrent
 * calls cannot both take the last slot; the losers read again. No transaction: its read would lock the counter and
 * make the calls queue behind each other (decision 0045).
 */
export async function checkRateLimit(
  db: Firestore,
  rule: RateLimitRule,
  now: number = Date.now(),
): Promise<RateLimitVerdict> {
  const ref = db.collection('rateLimits').doc(encodeURIComponent(rule.key));
  for (let tries = 1; ; tries += 1) {
    const snapshot = await ref.withConverter(storedAs<WindowDoc>()).get();
    const current = snapshot.data();
    const open =
      current && now < current.windowStart + rule.windowMs ? current : { windowStart: now, count: 0 };
    const resetIn = Math.max(1, Math.ceil((open.windowStart + rule.windowMs - now) / 1000));
    if (open.count >= rule.limit) {
      countMonitored('rateLimitHits');
      return { allowed: false, remaining: 0, resetIn };
    }

    const count = open.count + 1;
    const next = {
      windowStart: open.windowStart,
      count,
      expiresAt: Timestamp.fromMillis(open.windowStart + rule.windowMs),
    };
    try {
      if (snapshot.exists) await ref.update(next, { lastUpdateTime: snapshot.updateTime as Timestamp });
      else await ref.create(next);
      return { allowed: true, remaining: rule.limit - count, resetIn };
    } catch (error) {
      if (!lostRace(error)) throw error;
      if (tries >= TAKE_ATTEMPTS)
        throw new AppError('unavailable', CALL_MESSAGES.rateLimited, { reason: 'rate-limit-contention' });
      await backOff(tries);
    }
  }
}

/**
 * The window's verdict without taking a slot: for a call that counts only once its input proved worth an attempt
 * (the video extraction, decision 0041), refused early when the window is already full.
 */
export async function peekRateLimit(
  db: Firestore,
  rule: RateLimitRule,
  now: number = Date.now(),
): Promise<RateLimitVerdict> {
  const current = (
    await db
      .collection('rateLimits')
      .doc(encodeURIComponent(rule.key))
      .withConverter(storedAs<WindowDoc>())
      .get()
  ).data();
  const open =
    current && now < current.windowStart + rule.windowMs ? current : { windowStart: now, count: 0 };
  const resetIn = Math.max(1, Math.ceil((open.windowStart + rule.windowMs - now) / 1000));
  const remaining = Math.max(0, rule.limit - open.count);
  return { allowed: remaining > 0, remaining, resetIn };
}

/** Throws the rule's 429 (as enforceRateLimit does) when the window is full; takes nothing. */
export async function refuseWhenFull(
  db: Firestore,
  rule: RateLimitRule,
  message: string,
  now: number = Date.now(),
): Promise<void> {
  const verdict = await peekRateLimit(db, rule, now);
  if (!verdict.allowed) {
    countMonitored('rateLimitHits');
    throw new AppError('resource-exhausted', message, retryDetails(verdict.resetIn, now));
  }
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

/** A verdict of the Postgres counter (public.rate_limit_hit): also says whether the key is locked. */
export interface MirrorRateLimitVerdict {
  readonly allowed: boolean;
  readonly locked: boolean;
  readonly resetIn: number;
}

type Rpc = Pick<ServiceClient, 'rpc'>;

function counterFailed(fn: string, message: string): AppError {
  return new AppError('unavailable', CALL_MESSAGES.rateLimited, { reason: `${fn}: ${message}` });
}

/**
 * The same fixed window, counted in Postgres by one statement under a row lock: for hot paths that already talk to
 * the mirror (search), where concurrent Firestore transactions on one document retry for seconds (decision 0010).
 */
export async function hitMirrorRateLimit(
  supabase: Rpc,
  rule: RateLimitRule,
): Promise<MirrorRateLimitVerdict> {
  const { data, error } = await supabase.rpc('rate_limit_hit', {
    p_key: rule.key,
    p_limit: rule.limit,
    p_window_ms: rule.windowMs,
  });
  if (error) throw counterFailed('rate_limit_hit', error.message);
  const row = data[0];
  if (row?.allowed !== true) countMonitored('rateLimitHits');
  return { allowed: row?.allowed === true, locked: row?.locked === true, resetIn: row?.reset_in ?? 1 };
}

/** Starts a fresh window holding one call, or (lockMs > 0) refuses every call of the key for lockMs. */
export async function resetMirrorRateLimit(supabase: Rpc, key: string, lockMs = 0): Promise<void> {
  const { error } = await supabase.rpc('rate_limit_reset', { p_key: key, p_lock_ms: lockMs });
  if (error) throw counterFailed('rate_limit_reset', error.message);
}
