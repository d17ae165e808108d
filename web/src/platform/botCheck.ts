import type { BotCheckAction } from '@domain/botCheck';
import { apiCall, toApiError } from './api';
import { botCheckMode, recaptchaSiteKey } from './env';
import { settleWithin } from './timeout';

/**
 * The client bot-check (spec 000 §9, 002 §7 "Other", §8 "Bot-check", §9):
 *
 * - `getBotToken(action)`: a reCAPTCHA v3 token for the action (the script is loaded on first use with
 *   VITE_RECAPTCHA_SITE_KEY). The whole wait is capped at 5 s; without a token in time it answers null and warns
 *   in the console, and the caller proceeds without one where the spec allows it (login, sign-up, reset …).
 *   Locally (VITE_BOT_CHECK=local, the default with the emulators) it answers the local verifier's test token.
 * - `verifyHuman(action)`: a token checked by POST /api/verify-recaptcha. Screens show
 *   `botCheck.failed` ("Security verification failed") for `failed` and `botCheck.rateLimited`
 *   ("Too many requests. Please try again later.") for `rateLimited`, and go on for `passed` and `skipped`.
 *
 * A reCAPTCHA token is single-use: a call that carries its own token to a function asks getBotToken again.
 */
export type { BotCheckAction };

/** Actions the spec names, plus ours for the password reset (the spec caps its wait but names no action). */
export type ClientBotCheckAction = BotCheckAction | 'PASSWORD_RESET';

export const BOT_CHECK_TIMEOUT_MS = 5000;
/** Spec 002 §9: the script is polled every 100 ms, about 50 times (5 s). */
const INIT_POLL_MS = 100;
const INIT_POLLS = 50;
/** What the local verifier (functions/src/platform/botCheck.ts) scores 0.9. */
export const LOCAL_TEST_TOKEN = 'test-score-0.9';
/** Spec 000 §8 "Bot-check runtime". */
export const RECAPTCHA_INIT_TIMEOUT = 'reCAPTCHA v3 initialization timeout';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let scriptPromise: Promise<Grecaptcha> | undefined;

function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  scriptPromise ??= new Promise<Grecaptcha>((resolve, reject) => {
    if (!document.querySelector('script[data-matkon-recaptcha]')) {
      const script = document.createElement('script');
      script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
      script.async = true;
      script.dataset.matkonRecaptcha = 'v3';
      document.head.append(script);
    }
    let polls = 0;
    const poll = () => {
      const grecaptcha = window.grecaptcha;
      if (grecaptcha && typeof grecaptcha.execute === 'function') {
        grecaptcha.ready(() => resolve(grecaptcha));
        return;
      }
      polls += 1;
      if (polls >= INIT_POLLS) reject(new Error(RECAPTCHA_INIT_TIMEOUT));
      else setTimeout(poll, INIT_POLL_MS);
    };
    poll();
  }).catch((error: unknown) => {
    scriptPromise = undefined; // the next action tries again
    throw error;
  });
  return scriptPromise;
}

/** A bot-check token for `action`, or null when none arrived within 5 s (the caller may proceed without it). */
export async function getBotToken(action: ClientBotCheckAction): Promise<string | null> {
  if (botCheckMode === 'local') return LOCAL_TEST_TOKEN;
  if (!recaptchaSiteKey) {
    console.warn('Bot-check: VITE_RECAPTCHA_SITE_KEY is not set; continuing without a token.');
    return null;
  }
  try {
    return await settleWithin(
      loadRecaptcha(recaptchaSiteKey).then((grecaptcha) => grecaptcha.execute(recaptchaSiteKey, { action })),
      BOT_CHECK_TIMEOUT_MS,
      () => new Error('reCAPTCHA v3 execution timeout'),
    );
  } catch (error) {
    console.warn('Bot-check token unavailable; continuing without it.', error);
    return null;
  }
}

export type HumanCheck =
  /** The server accepted the token for the action. */
  | { status: 'passed'; score: number }
  /** No token in time, or the check itself could not be reached: the flow proceeds (spec 002 §8). */
  | { status: 'skipped' }
  /** The server rejected the token or its score: show "Security verification failed". */
  | { status: 'failed' }
  /** HTTP 429: show "Too many requests. Please try again later.". */
  | { status: 'rateLimited' };

/** The bot-check of a flow that runs before a client-side action (sign-in, sign-up, password reset). */
export async function verifyHuman(action: ClientBotCheckAction): Promise<HumanCheck> {
  const token = await getBotToken(action);
  if (!token) return { status: 'skipped' };
  try {
    const result = await apiCall('POST /api/verify-recaptcha', {
      body: { token, expectedAction: action },
      auth: false,
    });
    return result?.success === true ? { status: 'passed', score: result.score } : { status: 'failed' };
  } catch (error) {
    const apiError = toApiError(error);
    if (apiError.status === 429 || apiError.code === 'resource-exhausted') return { status: 'rateLimited' };
    console.warn('Bot-check verification unavailable; continuing without it.', apiError);
    return { status: 'skipped' };
  }
}

/** The common-namespace message key of a check that stops the flow, else null. */
export function humanCheckErrorKey(check: HumanCheck): 'botCheck.failed' | 'botCheck.rateLimited' | null {
  if (check.status === 'failed') return 'botCheck.failed';
  if (check.status === 'rateLimited') return 'botCheck.rateLimited';
  return null;
}
