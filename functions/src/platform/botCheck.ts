/**
 * Bot-check (DESIGN §7): reCAPTCHA v3 siteverify in production, a verifier that scores test tokens locally,
 * chosen once from the BOT_CHECK param. Handlers call assertHuman(verifier, token, action).
 */
import * as logger from 'firebase-functions/logger';
import { AppError } from '../domain/errors';
import { passesBotCheck, SECURITY_VERIFICATION_FAILED } from '../domain/botCheck';
import { recaptchaSecret, selectedBotCheckMode } from './params';

export interface BotVerdict {
  readonly success: boolean;
  readonly score: number;
}

export interface BotVerifier {
  verify(token: string, action: string): Promise<BotVerdict>;
}

const LOCAL_TOKEN = /^test-score-(0(?:\.\d+)?|1(?:\.0+)?)$/;

/** Local and test verifier: `test-score-0.9` scores 0.9 for any action; every other token is rejected. */
export function createLocalVerifier(): BotVerifier {
  return {
    async verify(token) {
      const match = LOCAL_TOKEN.exec(token);
      return match?.[1] ? { success: true, score: Number(match[1]) } : { success: false, score: 0 };
    },
  };
}

const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  'error-codes'?: string[];
}

export function createRecaptchaVerifier(secret: string, fetchImpl: typeof fetch = fetch): BotVerifier {
  return {
    async verify(token, action) {
      const response = await fetchImpl(SITEVERIFY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response: token }),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`reCAPTCHA siteverify answered ${response.status}`);
      const answer = (await response.json()) as SiteverifyAnswer;
      const success = answer.success === true && answer.action === action;
      if (!success)
        logger.warn('reCAPTCHA rejected a token', {
          action,
          got: answer.action,
          errors: answer['error-codes'],
        });
      return { success, score: typeof answer.score === 'number' ? answer.score : 0 };
    },
  };
}

let configured: BotVerifier | undefined;

export function getBotVerifier(): BotVerifier {
  configured ??=
    selectedBotCheckMode() === 'local'
      ? createLocalVerifier()
      : createRecaptchaVerifier(recaptchaSecret.value());
  return configured;
}

export interface AssertHumanOptions {
  /** The spec lets some actions proceed when the client could not get a token in time (002 §8 Bot-check). */
  readonly allowMissing?: boolean;
  readonly message?: string;
}

export async function assertHuman(
  verifier: BotVerifier,
  token: string | null | undefined,
  action: string,
  { allowMissing = false, message = SECURITY_VERIFICATION_FAILED }: AssertHumanOptions = {},
): Promise<void> {
  if (!token) {
    if (allowMissing) return;
    throw new AppError('permission-denied', message, { action });
  }
  let verdict: BotVerdict;
  try {
    verdict = await verifier.verify(token, action);
  } catch (error) {
    logger.error('Bot-check verification failed', { action, error: String(error) });
    throw new AppError('permission-denied', message, { action });
  }
  if (!verdict.success || !passesBotCheck(action, verdict.score)) {
    throw new AppError('permission-denied', message, { action });
  }
}
