/**
 * The search limit (001 §9 "Search", §4 "Search state"), enforced here whatever the browser counts: 15 searches per
 * 5 minutes per account (or device id for guests); past that a search needs a passing human check (bot-check token,
 * SEARCH threshold), which starts a fresh window; without one (or with a failing one) the key is locked for 60 s
 * and every search is refused with the spec's message until the lock ends. Counted in Postgres (decision 0010). In
 * the platform because /search?q='s page (seo-pages) counts against the same limit as search-api (decision 0060).
 */
import type { ServiceClient } from '../mirror/database';
import { SEARCH } from '../../domain/constants/search';
import { AppError } from '../../domain/errors';
import { SEARCH_MESSAGES } from '../../domain/search/messages';
import { assertHuman, type BotVerifier } from '../botCheck';
import { hitMirrorRateLimit, resetMirrorRateLimit, retryDetails } from '../rateLimit';

export interface SearchCaller {
  uid: string | null;
  deviceId?: string | undefined;
  /** The request's address: the key of a guest who sends no device id. */
  ip?: string | undefined;
}

export function searchLimitKey({ uid, deviceId, ip }: SearchCaller): string {
  if (uid) return `search:uid:${uid}`;
  if (deviceId) return `search:device:${deviceId}`;
  return `search:ip:${ip ?? 'unknown'}`;
}

function refused(resetIn: number): AppError {
  return new AppError('resource-exhausted', SEARCH_MESSAGES.rateLimited, {
    ...retryDetails(resetIn),
    humanCheckRequired: true,
  });
}

export async function admitSearch(
  deps: { supabase: Pick<ServiceClient, 'rpc'>; verifier: BotVerifier },
  caller: SearchCaller,
  botToken: string | undefined,
): Promise<void> {
  const key = searchLimitKey(caller);
  const verdict = await hitMirrorRateLimit(deps.supabase, {
    key,
    limit: SEARCH.humanCheckAfterSearches,
    windowMs: SEARCH.humanCheckWindowMs,
  });
  if (verdict.allowed) return;
  if (verdict.locked) throw refused(verdict.resetIn);
  try {
    // no token is a failed check too
    await assertHuman(deps.verifier, botToken, 'SEARCH', { message: SEARCH_MESSAGES.securityFailed });
  } catch (error) {
    await resetMirrorRateLimit(deps.supabase, key, SEARCH.rateLimitLockMs);
    throw botToken ? error : refused(Math.ceil(SEARCH.rateLimitLockMs / 1000));
  }
  await resetMirrorRateLimit(deps.supabase, key);
}
