/**
 * The mirror as the functions see it: two RPCs on Supabase (PostgREST) with the service role.
 * supabase-js 2.109 on Node 20 needs an explicit WebSocket for its realtime part and no session handling.
 */
import {
  createClient,
  type PostgrestSingleResponse,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';
import WebSocket from 'ws';
import { mirrorConfig, type MirrorConfig } from '../params';
import type { Database, ServiceClient } from './database';
import { MirrorError, type MirrorClient, type MirrorFailureKind } from './types';

export interface MirrorClientOptions {
  /** A call that takes longer fails as a connection problem (its outcome is then unknown; see commitMirrored). */
  readonly timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;

// ws's event types are narrower than the DOM-like ones supabase-js declares; the runtime contract is the same.
type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

export function createServiceClient({ url, serviceKey }: MirrorConfig): ServiceClient {
  return createClient<Database>(url, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as RealtimeTransport },
  });
}

export function createMirrorClient(config: MirrorConfig, options: MirrorClientOptions = {}): MirrorClient {
  return mirrorClientOver(createServiceClient(config), options);
}

/** The protocol's two RPCs over an existing service-role client. */
export function mirrorClientOver(
  supabase: ServiceClient,
  { timeoutMs = DEFAULT_TIMEOUT_MS }: MirrorClientOptions = {},
): MirrorClient {
  /** The answer of `fn` (its request made by `request`) for some changes: none for none, a MirrorError on failure. */
  const answerOf = async <T>(
    fn: string,
    changes: readonly unknown[],
    request: () => { abortSignal(signal: AbortSignal): PromiseLike<PostgrestSingleResponse<T[]>> },
  ): Promise<T[]> => {
    if (changes.length === 0) return [];
    const { data, error, status } = await request().abortSignal(AbortSignal.timeout(timeoutMs));
    if (error)
      throw new MirrorError(classifyMirrorFailure(status, error.message), `${fn}: ${error.message}`, status);
    return data;
  };
  return {
    apply: (changes) =>
      answerOf('mirror_apply', changes, () => supabase.rpc('mirror_apply', { p_changes: changes })),
    restore: (changes) =>
      answerOf('mirror_restore', changes, () => supabase.rpc('mirror_restore', { p_changes: changes })),
  };
}

const BUSY_MESSAGE = /rate limit|too many requests/i;

export function classifyMirrorFailure(status: number, message: string | undefined): MirrorFailureKind {
  return status === 429 || BUSY_MESSAGE.test(message ?? '') ? 'busy' : 'connection';
}

let shared: { service: ServiceClient; mirror: MirrorClient } | undefined;

function configured() {
  if (!shared) {
    const service = createServiceClient(mirrorConfig());
    shared = { service, mirror: mirrorClientOver(service) };
  }
  return shared;
}

/** The functions' mirror, configured from params on first use (the function must bind MIRROR_SERVICE_KEY). */
export function getMirror(): MirrorClient {
  return configured().mirror;
}

/** The same service-role supabase-js client, for the relational reads (feeds, search, analytics). */
export function getServiceClient(): ServiceClient {
  return configured().service;
}
