// The local mirror gateway's fault switch (issue 8 §5, docs/decisions/0013): the fault soak arms faults through the
// gateway's control endpoint, the gateway applies each to the next mirror RPC it matches. Loopback and local stacks
// only: production's mirror is Supabase's own gateway, which has none of this.
//
// A fault: { id?, rpc?, fault, writer, table, firebaseId?, create? }
//   id          the caller's name for it: status() lists the ids still armed
//   rpc         'mirror_apply' (the default) or 'mirror_restore' (commitMirrored's compensation: writer 'service')
//   fault       'unreachable' (the connection is dropped), 'busy' (429 as Supabase answers when rate limiting),
//               'refuse-commit' or 'kill' (the RPC goes through; the functions' commit hook then asks for the fault
//               with the keys it wrote, see functions/src/platform/mirror/faultHook.ts)
//   writer      'service' (commitMirrored: only_if_newer false) or 'reconciler' (the triggers: only_if_newer true)
//   table       the change's table; firebaseId: that document only; create: only a change without a version
export const FAULT_KINDS = ['unreachable', 'busy', 'refuse-commit', 'kill'];
const WRITERS = ['service', 'reconciler'];
const RPCS = ['mirror_apply', 'mirror_restore'];

/** What a control request may arm, or a message naming the bad field. */
export function faultProblem(fault) {
  if (typeof fault !== 'object' || fault === null) return 'a fault must be an object';
  if (!FAULT_KINDS.includes(fault.fault)) return `fault must be one of ${FAULT_KINDS.join(', ')}`;
  if (!WRITERS.includes(fault.writer)) return `writer must be one of ${WRITERS.join(', ')}`;
  if (typeof fault.table !== 'string' || !fault.table) return 'table must be a table name';
  if (fault.firebaseId !== undefined && typeof fault.firebaseId !== 'string')
    return 'firebaseId must be a string';
  if (fault.create !== undefined && typeof fault.create !== 'boolean') return 'create must be true or false';
  if (fault.id !== undefined && typeof fault.id !== 'string') return 'id must be a string';
  if (fault.rpc !== undefined && !RPCS.includes(fault.rpc)) return `rpc must be one of ${RPCS.join(', ')}`;
  if (
    fault.rpc === 'mirror_restore' &&
    (fault.writer !== 'service' || !['unreachable', 'busy'].includes(fault.fault))
  ) {
    return "a mirror_restore fault is the service writer's, unreachable or busy";
  }
  if (fault.fault !== 'unreachable' && fault.fault !== 'busy' && fault.writer !== 'service') {
    return `${fault.fault} applies to the service writer only (there is no commit after a reconciler's write)`;
  }
  return null;
}

const keyOf = (change) => `${change.table}/${change.firebase_id}`;

export function createFaultSwitch() {
  let armed = [];
  /** Faults whose RPC went through, waiting for the commit hook: { keys, fault }. */
  let pending = [];
  const injected = {};
  /** Each injected fault with the documents of the RPC it hit ('table/firebase_id'). */
  let log = [];

  const record = (fault, rpc, changes) => {
    injected[fault] = (injected[fault] ?? 0) + 1;
    log.push({ fault, rpc, keys: changes.map(keyOf) });
  };

  const matches = (fault, rpc, changes) =>
    rpc === (fault.rpc ?? 'mirror_apply') &&
    changes.some(
      (change) =>
        (rpc === 'mirror_restore' || change.only_if_newer === (fault.writer === 'reconciler')) &&
        change.table === fault.table &&
        (fault.firebaseId === undefined || change.firebase_id === fault.firebaseId) &&
        (fault.create === undefined ||
          rpc === 'mirror_restore' ||
          (change.version === null) === fault.create),
    );

  return {
    /** No fault armed: the gateway streams every request through without reading it. */
    get idle() {
      return armed.length === 0;
    },
    arm(fault) {
      armed.push(fault);
    },
    reset() {
      armed = [];
      pending = [];
      log = [];
      for (const kind of Object.keys(injected)) delete injected[kind];
    },
    status() {
      return {
        armed: armed.length,
        armedIds: armed.flatMap((fault) => (fault.id === undefined ? [] : [fault.id])),
        pending: pending.length,
        injected: { ...injected },
        log: [...log],
      };
    },
    /**
     * The fault for one RPC (`rpc`: its function name, `changes`: its p_changes), removed from the armed list:
     * 'unreachable' or 'busy' for the gateway to answer with, or null to forward it (a 'refuse-commit' or 'kill'
     * then waits, keyed by the RPC's documents, for the commit hook).
     */
    take(rpc, changes) {
      const list = Array.isArray(changes) ? changes : [];
      const index = armed.findIndex((fault) => matches(fault, rpc, list));
      if (index < 0) return null;
      const [fault] = armed.splice(index, 1);
      record(fault.fault, rpc, list);
      if (fault.fault === 'unreachable' || fault.fault === 'busy') return fault.fault;
      pending.push({ keys: new Set(list.map(keyOf)), fault: fault.fault });
      return null;
    },
    /** The commit hook's question: is a fault waiting for a commit of these documents ('table/firebase_id')? */
    commit(keys) {
      const index = pending.findIndex((entry) => keys.some((key) => entry.keys.has(key)));
      if (index < 0) return null;
      const [entry] = pending.splice(index, 1);
      return entry.fault;
    },
  };
}
