/**
 * The one way the product fetches an address a user gave (issue 32 §1, docs/decisions/0061): each hop's target
 * judged (target.ts), its host resolved once and the connection pinned to that address (undici's connector asks
 * our lookup, which answers only the pinned address), redirects followed by hand so each is judged before it is
 * asked, one time limit for the whole chain, the body read up to the cap.
 */
import { Agent, request, type Dispatcher } from 'undici';
import type { LookupFunction } from 'node:net';
import {
  contentTypeAllowed,
  SAFE_FETCH_CONTENT_TYPES,
  SAFE_FETCH_LIMITS,
  type SafeFetchKind,
  type SafeFetchReason,
} from '../../domain/safeFetch';
import { pinAddress, systemResolver, type ResolvedAddress, type Resolver } from './resolve';
import { allowedOrigins, targetOf } from './target';

export interface SafeFetchOptions {
  /** What the caller reads at the address; any other content type is refused. */
  readonly kind: SafeFetchKind;
  /** Redirects only to the first address's host (YouTube's thumbnail host). */
  readonly sameHost?: boolean;
}

export type SafeFetchResult =
  | {
      readonly ok: true;
      readonly finalUrl: string;
      readonly status: number;
      readonly contentType: string;
      readonly body: Buffer;
    }
  | {
      readonly ok: false;
      readonly reason: SafeFetchReason;
      /** reason 'status': the answer's */ readonly status?: number;
    };

export type SafeFetch = (address: string, options: SafeFetchOptions) => Promise<SafeFetchResult>;

export interface SafeFetchSettings {
  /** Where the emulator-only allow list is read (process.env by default, at each fetch). */
  readonly env?: NodeJS.ProcessEnv;
  readonly resolver?: Resolver;
  /** Tests only: a shorter total time than the product's 8 s. */
  readonly timeoutMs?: number;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const refused = (reason: SafeFetchReason, status?: number): SafeFetchResult =>
  status === undefined ? { ok: false, reason } : { ok: false, reason, status };

/** A lookup that answers every name with the one address already judged. */
function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) (callback as (e: null, all: ResolvedAddress[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

const header = (headers: Dispatcher.ResponseData['headers'], name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Stops reading an answer (undici's body then errors with an abort nobody needs to hear). */
function discard(body: Dispatcher.ResponseData['body']): void {
  body.on('error', () => undefined);
  body.destroy();
}

async function bodyUpTo(body: Dispatcher.ResponseData['body'], max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    total += chunk.byteLength;
    if (total > max) {
      discard(body);
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

async function chain(
  address: string,
  options: SafeFetchOptions,
  allowed: ReadonlySet<string>,
  resolver: Resolver,
  signal: AbortSignal,
): Promise<SafeFetchResult> {
  let current = address;
  let firstHost: string | undefined;
  for (let redirects = 0; ; redirects += 1) {
    const target = targetOf(current, allowed);
    if (!target.ok) return refused(target.reason);
    if (options.sameHost && firstHost !== undefined && target.url.host !== firstHost)
      return refused('redirects');
    firstHost ??= target.url.host;
    const pin = await pinAddress(target, resolver, signal);
    if (!pin.ok) return refused(pin.reason);

    const dispatcher = new Agent({ connect: { lookup: pinnedLookup(pin.pinned) } });
    try {
      const { statusCode, headers, body } = await request(target.url, {
        method: 'GET',
        dispatcher,
        signal,
        headers: { accept: SAFE_FETCH_CONTENT_TYPES[options.kind].join(', '), 'user-agent': 'Matkon/1.0' },
      });
      const location = REDIRECTS.has(statusCode) ? header(headers, 'location') : undefined;
      if (location !== undefined) {
        discard(body);
        if (redirects >= SAFE_FETCH_LIMITS.maxRedirects) return refused('redirects');
        current = new URL(location, target.url).href;
        continue;
      }
      if (statusCode < 200 || statusCode >= 300) {
        discard(body);
        return refused('status', statusCode);
      }
      const contentType = header(headers, 'content-type') ?? '';
      if (!contentTypeAllowed(contentType, options.kind)) {
        discard(body);
        return refused('contentType');
      }
      if (Number(header(headers, 'content-length') ?? 0) > SAFE_FETCH_LIMITS.maxBytes) {
        discard(body);
        return refused('tooLarge');
      }
      const bytes = await bodyUpTo(body, SAFE_FETCH_LIMITS.maxBytes);
      if (!bytes) return refused('tooLarge');
      return { ok: true, finalUrl: target.url.href, status: statusCode, contentType, body: bytes };
    } finally {
      void dispatcher.destroy().catch(() => undefined);
    }
  }
}

export function createSafeFetch(settings: SafeFetchSettings = {}): SafeFetch {
  return async (address, options) => {
    const signal = AbortSignal.timeout(settings.timeoutMs ?? SAFE_FETCH_LIMITS.timeoutMs);
    const allowed = allowedOrigins(settings.env ?? process.env);
    try {
      return await chain(address, options, allowed, settings.resolver ?? systemResolver, signal);
    } catch {
      return refused(signal.aborted ? 'timeout' : 'network');
    }
  };
}

/** The product's fetch of a user's address: the allow list from this process's environment. */
export const safeFetch: SafeFetch = createSafeFetch();
