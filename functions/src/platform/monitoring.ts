/**
 * What the functions count about themselves for the monitoring screen (spec 002 §3 "Monitoring data"; issue 14;
 * decision 0021): Firestore document reads and writes, cache hits and misses, rate-limit refusals, searched terms,
 * and the server errors they answered. Counted in process (a few additions per call, nothing awaited) and flushed
 * in batches: one Postgres call (public.monitoring_record) at most every FLUSH_MS per instance, whatever the
 * instance read and wrote meanwhile. Counting never fails a call: a failed flush is logged and its counts dropped.
 */
import { Firestore, Query, Transaction, WriteBatch } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { searchTermKey, type MonitoringMetric } from '../domain/monitoring';
import type { ServiceClient } from './mirror/database';

/** The longest counts wait in an instance before they are written. */
export const FLUSH_MS = 2_000;

interface Pending {
  counts: Map<string, number>;
  errors: { at: string; endpoint: string; error: string }[];
}

let pending: Pending = { counts: new Map(), errors: [] };
let timer: ReturnType<typeof setTimeout> | undefined;
let writer: ((counts: CountRow[], errors: Pending['errors']) => Promise<void>) | undefined;

// a type, not an interface: it is then Json, what monitoring_record takes
export type CountRow = {
  readonly metric: string;
  readonly key: string;
  readonly n: number;
};

function add(metric: string, key: string, n: number): void {
  if (!writer || n <= 0) return;
  const id = `${metric}\u0000${key}`;
  pending.counts.set(id, (pending.counts.get(id) ?? 0) + n);
  schedule();
}

function schedule(): void {
  if (timer) return;
  timer = setTimeout(() => void flushMonitoring(), FLUSH_MS);
  timer.unref?.();
}

export function count(metric: MonitoringMetric, n = 1): void {
  add(metric, '', n);
}

export function countCache(hit: boolean): void {
  count(hit ? 'cacheHits' : 'cacheMisses');
}

export function countSearch(term: string): void {
  const key = searchTermKey(term);
  if (key) add('search', key, 1);
}

/** A 5xx answer: where and what (the original failure's message, which the caller never sees). */
export function recordServerError(endpoint: string, error: unknown): void {
  if (!writer) return;
  const message = error instanceof Error ? error.message : String(error);
  pending.errors.push({ at: new Date().toISOString(), endpoint, error: message || 'Internal error' });
  schedule();
}

/** Writes what this instance counted since the last flush (the monitoring call flushes its own first). */
export async function flushMonitoring(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = undefined;
  const batch = pending;
  pending = { counts: new Map(), errors: [] };
  if (!writer || (batch.counts.size === 0 && batch.errors.length === 0)) return;
  const rows = [...batch.counts].map(([id, n]) => {
    const [metric = '', key = ''] = id.split('\u0000');
    return { metric, key, n };
  });
  try {
    await writer(rows, batch.errors);
  } catch (error) {
    logger.warn('Monitoring counts not written', { error: String(error), rows: rows.length });
  }
}

/** Where flushes go (the service-role Postgres client's RPC); counting is off until this is called. */
export function startMonitoring(
  write: (counts: CountRow[], errors: Pending['errors']) => Promise<void>,
): void {
  writer = write;
}

/** The SDK methods that could not be wrapped, once counting was installed (null before). */
let unattached: readonly string[] | null = null;

/**
 * Counts Firestore's billed operations by wrapping the SDK's read and commit paths once per process: a document
 * read per document fetched (getAll, a document's get, a transaction's get), a query's documents (at least one,
 * as billed), a write per operation of a committed batch or transaction. Aggregation queries (count()) are not
 * counted: the SDK does not export their class, and the functions use them rarely.
 *
 * Two of the paths are the SDK's private methods (Query#_get, WriteBatch#_commit), which an upgrade may rename.
 * Answers the methods it could not wrap (none when every count is on) and logs them as an error, so the loss shows
 * in the logs and fails the unit test that asserts every wrap attached, instead of the screen quietly reading 0.
 */
export function countFirestoreOperations(): readonly string[] {
  if (unattached) return unattached;
  const attached: Record<string, boolean> = {
    'Firestore#getAll': wrap(Firestore.prototype, 'getAll', (result) =>
      count('reads', (result as unknown[]).length),
    ),
    'Transaction#getAll': wrap(Transaction.prototype, 'getAll', (result) =>
      count('reads', (result as unknown[]).length),
    ),
    'Transaction#get': wrap(Transaction.prototype, 'get', (result) => {
      if (!(result as { docs?: unknown }).docs) count('reads');
    }),
    'Query#_get': wrap(Query.prototype, '_get', (result) =>
      count('reads', Math.max(1, (result as { result?: { size?: number } }).result?.size ?? 0)),
    ),
    'WriteBatch#_commit': wrapBefore(WriteBatch.prototype, '_commit', (batch) =>
      count('writes', (batch as { _ops?: unknown[] })._ops?.length ?? 0),
    ),
  };
  unattached = Object.keys(attached).filter((name) => !attached[name]);
  if (unattached.length > 0)
    logger.error('Monitoring cannot count these Firestore operations: the SDK no longer has the methods', {
      missing: unattached,
    });
  return unattached;
}

type Method = (...args: unknown[]) => unknown;

/** Wraps `target[name]` to see its (awaited) result; false when there is no such method to wrap. */
function wrap(target: object, name: string, onResult: (result: unknown) => void): boolean {
  const holder = target as Record<string, Method>;
  const original = holder[name];
  if (typeof original !== 'function') return false;
  holder[name] = function (this: unknown, ...args: unknown[]) {
    const result = original.apply(this, args);
    if (result instanceof Promise) {
      return result.then((value) => {
        onResult(value);
        return value;
      });
    }
    return result;
  };
  return true;
}

/** Wraps `target[name]` to see the object before it runs; false when there is no such method to wrap. */
function wrapBefore(target: object, name: string, before: (self: object) => void): boolean {
  const holder = target as Record<string, Method>;
  const original = holder[name];
  if (typeof original !== 'function') return false;
  holder[name] = function (this: object, ...args: unknown[]) {
    before(this);
    return original.apply(this, args);
  };
  return true;
}

/**
 * Turns counting on in a functions runtime (the emulator sets FUNCTIONS_EMULATOR, Cloud Run K_SERVICE), never in a
 * test or script process that imports the same modules. Flushes go to the mirror's Postgres.
 */
export function startMonitoringInFunctions(
  rpc: () => Pick<ServiceClient, 'rpc'>,
  env: NodeJS.ProcessEnv = process.env,
): void {
  if (env.FUNCTIONS_EMULATOR !== 'true' && !env.K_SERVICE) return;
  countFirestoreOperations();
  startMonitoring(async (counts, errors) => {
    let client: ReturnType<typeof rpc>;
    try {
      client = rpc();
    } catch (error) {
      // a function deployed without the mirror's secret has nowhere to write: it stops counting, said once
      writer = undefined;
      logger.info('Monitoring counts off in this function: the mirror is not configured', {
        error: String(error),
      });
      return;
    }
    const { error } = await client.rpc('monitoring_record', { p_counts: counts, p_errors: errors });
    if (error) throw new Error(error.message);
  });
}
