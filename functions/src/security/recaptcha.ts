/**
 * POST /api/verify-recaptcha (spec 002 §7 "Other", §8 "Bot-check", §9 thresholds): the client's bot-check for
 * login and sign-up (and any action that asks before calling). Body { token, expectedAction }; answer
 * { success, score } where success means the provider accepted the token for that action AND the score reaches
 * the action's threshold; a rejected token also carries error "Verification failed". Limited per client IP.
 */
import type { Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { botCheckThreshold, passesBotCheck, VERIFICATION_FAILED } from '../domain/botCheck';
import type { ContractParsed, security, VerifyRecaptchaResult } from '../domain/contracts';
import type { BotVerifier } from '../platform/botCheck';
import { enforceRateLimit, type RateLimitRule } from '../platform/rateLimit';

/** ours (the spec gives none): generous for people, tight for a script hammering siteverify through us. */
export const VERIFY_RATE_LIMIT = { limit: 30, windowMs: 60_000 } as const;

export interface VerifyDeps {
  db: Firestore;
  verifier: BotVerifier;
}

export function rateLimitRule(clientIp: string): RateLimitRule {
  return { key: `verify-recaptcha:${clientIp}`, ...VERIFY_RATE_LIMIT };
}

export async function verifyRecaptcha(
  deps: VerifyDeps,
  { token, expectedAction }: ContractParsed<typeof security.verifyRecaptcha>,
  clientIp: string,
): Promise<VerifyRecaptchaResult> {
  await enforceRateLimit(deps.db, rateLimitRule(clientIp));
  const threshold = botCheckThreshold(expectedAction);
  let success = false;
  let score = 0;
  try {
    const verdict = await deps.verifier.verify(token, expectedAction);
    score = verdict.score;
    success = verdict.success && passesBotCheck(expectedAction, verdict.score);
  } catch (error) {
    logger.error('Bot-check provider failed', { action: expectedAction, error: String(error) });
  }
  return {
    success,
    score,
    action: expectedAction,
    threshold,
    ...(success ? {} : { error: VERIFICATION_FAILED }),
  };
}
