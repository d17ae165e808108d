/**
 * The fault soak of the mirror protocol (issue 8 §5, docs/decisions/0013): random mutations over every mirrored
 * entity through the real functions, each with a fault or none; then the reconcilers settle, the consistency check
 * compares both stores, repairs from Firestore and compares again; then every acknowledged write is looked up.
 */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../../platform/firebase';
import { createMirrorClient, createServiceClient } from '../../platform/mirror/client';
import type { MirrorDifference } from '../../platform/mirror/consistency';
import { documentPath } from '../../platform/mirror/documentKey';
import { MIRROR_MAPPINGS } from '../../platform/mirror/mappings';
import { handleMirroredWrite, type MirroredWriteEvent } from '../../platform/mirror/trigger';
import type { MirrorMapping } from '../../platform/mirror/types';
import type { TestUser } from '../authEmulator';
import { stackEnv } from '../env';
import { applicableFaults, chooseFault, FAULT_KINDS, SERVICE_FAULTS, type FaultKind } from './faultChoice';
import { armFault, faultStatus, resetFaults, type ArmedFault, type FaultStatus } from './faults';
import type { Mutation, SoakWorld } from './mutation';
import { assertEveryMappingSoaked, soakMutators } from './mutators';
import { seededRandom } from './random';
import { verifyStores, type Expected } from './verify';

export interface SoakReport {
  readonly seed: number;
  readonly mutations: number;
  readonly acknowledged: number;
  readonly refused: number;
  /** Refused by the product's own rate limit (a 429 no injected fault answered), before any write. */
  readonly throttled: number;
  /** Edits made elsewhere (Firestore only) right after a fault that may leave a row ahead. */
  readonly editsElsewhere: number;
  readonly perTable: Record<string, number>;
  readonly faults: Record<FaultKind, number>;
  /** Differences the check found before repairing, and those no injected fault explains (protocol bugs). */
  readonly differencesBeforeRepair: readonly MirrorDifference[];
  readonly unexplained: readonly MirrorDifference[];
  readonly repaired: number;
  readonly differencesAfterRepair: readonly MirrorDifference[];
  /** Acknowledged writes whose final value is not in both stores. */
  readonly lost: readonly string[];
  /** Refused writes found in Firestore. */
  readonly refusedButWritten: readonly string[];
  /** A fault that should have made the call fail, and it succeeded (or the reverse for a clean call). */
  readonly anomalies: readonly string[];
  readonly seconds: number;
}

type SnapshotLike = NonNullable<NonNullable<MirroredWriteEvent['data']>['after']>;

const missing = (path: string): SnapshotLike => ({
  exists: false,
  data: () => undefined,
  ref: { id: path.split('/').pop() ?? '', path },
});

/** The gateway faults of a service fault, for the call's own mirror write (and for its compensation). */
function gatewayFaults(id: string, kind: FaultKind, table: string, mutation: Mutation): ArmedFault[] {
  const target = {
    table,
    ...(mutation.key ? { firebaseId: mutation.key } : {}),
  };
  const write = {
    writer: 'service',
    ...target,
    ...(mutation.op === 'create' ? { create: true } : {}),
  } as const;
  switch (kind) {
    case 'mirror unreachable':
      return [{ id, fault: 'unreachable', ...write }];
    case 'mirror 429':
      return [{ id, fault: 'busy', ...write }];
    case 'commit refused after the mirror write':
      return [{ id, fault: 'refuse-commit', ...write }];
    case 'killed between the writes':
      return [{ id, fault: 'kill', ...write }];
    case 'compensation failed':
      return [
        { id, fault: 'refuse-commit', ...write },
        { id: `${id}-restore`, rpc: 'mirror_restore', fault: 'unreachable', writer: 'service', ...target },
      ];
    default:
      return [];
  }
}

const LEAVES_ROW_AHEAD: readonly FaultKind[] = ['killed between the writes', 'compensation failed'];

/** A console edit of an existing document: a field no mapping reads, `version` + 1. False when there is none. */
async function editElsewhere(mapping: MirrorMapping, key: string, n: number): Promise<boolean> {
  const ref = db().doc(documentPath(mapping, key));
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return false;
    tx.update(ref, { soakEditedElsewhere: n, version: Number(snapshot.get('version') ?? 0) + 1 });
    return true;
  });
}

/** The gateway's fault status once `done` holds, or as it is after `timeoutMs`. */
async function waitForStatus(
  done: (status: FaultStatus) => boolean,
  timeoutMs: number,
): Promise<FaultStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await faultStatus();
    if (done(status) || Date.now() > deadline) return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface SoakOptions {
  readonly seed: number;
  readonly mutations: number;
  readonly admin: TestUser;
  readonly cooks: readonly TestUser[];
  readonly mappings?: readonly MirrorMapping[];
  readonly log?: (line: string) => void;
}

export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const started = Date.now();
  const { seed, mappings = MIRROR_MAPPINGS, log = () => undefined } = options;
  const mutators = soakMutators(mappings);
  assertEveryMappingSoaked(mappings, mutators);
  const rng = seededRandom(seed);
  const env = stackEnv();
  const mirror = createMirrorClient({ url: env.mirrorUrl, serviceKey: env.mirrorServiceKey });
  const supabase = createServiceClient({ url: env.mirrorUrl, serviceKey: env.mirrorServiceKey });
  const mappingOf = (table: string) => mappings.find((mapping) => mapping.table === table) as MirrorMapping;

  const live = new Map<string, Set<string>>();
  const liveOf = (table: string) => live.get(table) ?? live.set(table, new Set()).get(table)!;
  let labels = 0;
  const run = Date.now().toString(36);
  const world: SoakWorld = {
    rng,
    admin: options.admin,
    cooks: options.cooks,
    live: (table) => [...liveOf(table)],
    // Unique across runs on one stack too (a replayed seed must not meet its earlier run's names).
    label: () => `Soak ${seed} ${run} ${(labels += 1)}`,
  };
  for (const cook of options.cooks) liveOf('profiles').add(cook.uid);

  const expected = new Map<string, Expected>();
  const history = new Map<string, SnapshotLike[]>();
  const faults = Object.fromEntries(FAULT_KINDS.map((kind) => [kind, 0])) as Record<FaultKind, number>;
  const perTable: Record<string, number> = {};
  const refusedLabels: { field: string; mapping: MirrorMapping; label: string }[] = [];
  const anomalies: string[] = [];
  /** Documents a fault may leave behind in the mirror until the consistency check ('table/key'). */
  const explained = new Set<string>();
  let acknowledged = 0;
  let refused = 0;
  let throttled = 0;
  let consoleEdits = 0;

  await resetFaults();
  for (let n = 1; n <= options.mutations; n += 1) {
    const mutator = rng.pick(mutators.filter((candidate) => candidate.ready?.(world) ?? true));
    const mapping = mappingOf(mutator.table);
    const mutation = mutator.next(world);
    const keyHistory = mutation.key ? (history.get(`${mutator.table}/${mutation.key}`) ?? []) : [];
    const kind = chooseFault(rng, applicableFaults(mutation, keyHistory.length), faults);
    const armed = kind ? gatewayFaults(`f${n}`, kind, mutator.table, mutation) : [];
    for (const fault of armed) await armFault(fault);

    const began = Date.now();
    const outcome = await mutation.run();
    const callMs = Date.now() - began;
    perTable[mutator.table] = (perTable[mutator.table] ?? 0) + 1;
    const what = `#${n} ${mutation.op} ${mutator.table}${mutation.key ? `/${mutation.key}` : ''} (${kind ?? 'no fault'})`;

    // A service fault is met by the call's own mirror write (and compensation), so by now; a commit fault also by
    // the commit hook. What a killed function or a failed compensation left ahead in the mirror is explained.
    let injected = armed.length === 0;
    // A 429 that no injected fault gave is the product's rate limit: it refuses before any write.
    const limited = !outcome.ok && outcome.error.startsWith('429');
    if (armed.length > 0) {
      const ids = armed.map((fault) => fault.id);
      const status = await waitForStatus((s) => s.armed === 0 && s.pending === 0, 2_000);
      injected = ids.every((id) => !status.armedIds.includes(id)) && status.pending === 0;
      if (!injected && !limited)
        anomalies.push(`${what}: the fault was never met (${JSON.stringify(status)})`);
      for (const entry of status.log) {
        if (entry.fault === 'kill' || entry.rpc === 'mirror_restore')
          entry.keys.forEach((key) => explained.add(key));
      }
      await resetFaults();
    }

    // After a fault that may leave the row ahead, often an edit made elsewhere (the console, a client field the rules
    // allow): Firestore only, `version` + 1, the very version the abandoned row may hold.
    if (!outcome.ok && mutation.key && kind && LEAVES_ROW_AHEAD.includes(kind) && rng.chance(0.6)) {
      if (await editElsewhere(mapping, mutation.key, n)) consoleEdits += 1;
    }

    if (outcome.ok) {
      acknowledged += 1;
      if (kind && SERVICE_FAULTS.includes(kind) && injected)
        anomalies.push(`${what}: acknowledged despite the fault`);
      const key = outcome.key;
      const id = `${mutator.table}/${key}`;
      if (mutation.op === 'delete') liveOf(mutator.table).delete(key);
      else liveOf(mutator.table).add(key);
      const state = expected.get(id) ?? { mapping, labels: new Map<string, string>(), deleted: false };
      state.deleted = mutation.op === 'delete';
      if (state.deleted) state.labels.clear();
      else if (mutation.label !== null) state.labels.set(mutation.field ?? mutator.field, mutation.label);
      expected.set(id, state);
      for (const removed of mutation.alsoDeletes ?? []) {
        liveOf(removed.table).delete(removed.key);
        const removedState = expected.get(`${removed.table}/${removed.key}`);
        if (removedState) {
          removedState.deleted = true;
          removedState.labels.clear();
        }
      }
      const path = documentPath(mapping, key);
      const before = history.get(id) ?? [missing(path)];
      const after = (await db().doc(path).get()) as DocumentSnapshot;
      history.set(id, [...before, after]);
      const event = (from: SnapshotLike, to: SnapshotLike): MirroredWriteEvent => ({
        params: {},
        data: { before: from, after: to },
      });
      const deliver = (delivered: MirroredWriteEvent) => handleMirroredWrite(mapping, delivered, mirror);
      if (kind === 'trigger delivered twice') {
        const latest = event(before[before.length - 1] as SnapshotLike, after);
        await Promise.all([deliver(latest), deliver(latest)]);
        injected = true;
      } else if (kind === 'trigger out of order') {
        const index = 1 + rng.int(before.length - 1);
        await deliver(event(before[index - 1] as SnapshotLike, before[index] as SnapshotLike));
        injected = true;
      }
      if (kind && injected) faults[kind] += 1;
    } else {
      refused += 1;
      const throttledByProduct = limited && (armed.length === 0 || !injected);
      if (throttledByProduct) throttled += 1;
      else if (!kind || !SERVICE_FAULTS.includes(kind))
        anomalies.push(`${what}: refused without a fault: ${outcome.error}`);
      if (kind && injected) faults[kind] += 1;
      if (mutation.label)
        refusedLabels.push({ field: mutation.field ?? mutator.field, mapping, label: mutation.label });
    }
    log(
      `${what}: ${outcome.ok ? 'acknowledged' : `refused (${outcome.error})`} ` +
        `(call ${callMs} ms, total ${Date.now() - began} ms)`,
    );
  }

  log('settling…');
  const stores = await verifyStores({ mappings, mirror, supabase, explained, expected, refusedLabels });

  return {
    seed,
    mutations: options.mutations,
    acknowledged,
    refused,
    throttled,
    editsElsewhere: consoleEdits,
    perTable,
    faults,
    ...stores,
    anomalies,
    seconds: Math.round((Date.now() - started) / 1000),
  };
}
