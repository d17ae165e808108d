/**
 * POST /api/recipes/detect-language (000 §7 "A language detection service"): the caller's limit, then the domain's
 * detection and the notice the author is told. The limit is counted in Postgres by one statement under a row lock
 * (platform/rateLimit.ts hitMirrorRateLimit), so concurrent calls cannot share the last slot.
 */
import type { ServiceClient } from '../platform/mirror/database';
import { AppError } from '../domain/errors';
import { CALL_MESSAGES } from '../domain/messages';
import {
  detectLanguageWithNotice,
  LANGUAGE_DETECTION_LIMIT,
  type DetectionInput,
  type LanguageDetectionAnswer,
} from '../domain/recipe/language';
import { hitMirrorRateLimit, retryDetails } from '../platform/rateLimit';

export interface LanguageCaller {
  uid: string | null;
  /** The request's address: the key of a caller without an account (the friend on a request link). */
  address: string;
}

export function languageLimitKey({ uid, address }: LanguageCaller): string {
  return uid ? `language:uid:${uid}` : `language:ip:${address}`;
}

export async function detectRecipeLanguage(
  deps: { supabase: Pick<ServiceClient, 'rpc'> },
  caller: LanguageCaller,
  input: DetectionInput,
): Promise<LanguageDetectionAnswer> {
  const verdict = await hitMirrorRateLimit(deps.supabase, {
    key: languageLimitKey(caller),
    limit: LANGUAGE_DETECTION_LIMIT.requests,
    windowMs: LANGUAGE_DETECTION_LIMIT.windowMs,
  });
  if (!verdict.allowed) {
    throw new AppError('resource-exhausted', CALL_MESSAGES.rateLimited, retryDetails(verdict.resetIn));
  }
  return detectLanguageWithNotice(input);
}
