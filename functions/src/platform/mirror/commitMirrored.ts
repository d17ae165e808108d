/**
 * The write path of the mirror protocol (DESIGN §4): mirror first, then Firestore, compensating the mirror when
 * Firestore refuses. A service describes its changes; this is the only place that orders the two stores.
 */
import {
  FieldPath,
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Timestamp,
} from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { AppError, mirrorFailureMessage } from '../../domain/errors';
import {
  MirrorConflictError,
  MirrorError,
  restoreOf,
  versionOf,
  type MirrorApplyChange,
  type MirrorApplyResult,
  type MirrorClient,
  type CompanionWrite,
  type MirroredChange,
} from './types';
import { snapshotOf } from './deps';
import { documentPath, isDocumentKey, keyOfPath } from './documentKey';
import { MIRROR_MAPPINGS } from './mappings';
import { beforeCommitFault } from './faultHook';

export interface CommitDeps {
  readonly db: Firestore;
  readonly mirror: MirrorClient;
  /** Runs between the mirror write and the Firestore commit: tests use it to make the commit fail for real. */
  readonly beforeCommit?: () => Promise<void>;
}

/** Thrown before the commit when a document's version is not the one the service read. */
class VersionConflict extends Error {
  constructor(readonly path: string) {
    super(`${path} changed since it was read`);
    this.name = 'VersionConflict';
  }
}

/**
 * Applies `changes` to both stores or to neither (as far as the mirror allows: see mirror_restore), and returns
 * each document's new version (for a delete, the version its tombstone carries).
 *
 * Failures, all AppErrors with the spec's text (002 §8 "Mirror sync failures", `action` = 'create category'):
 * - mirror unreachable or rate limited: 'unavailable' with mirrorFailureMessage(action, busy); Firestore untouched.
 * - a document changed since it was read: a MirrorConflictError ('failed-precondition' with
 *   mirrorFailureMessage(action, false) and details.reason 'conflict': the spec has no conflict text; "try again
 *   later" is the right advice), mirror restored. writeMirrored() retries on it.
 * - any other Firestore failure: 'unavailable' with mirrorFailureMessage(action, false), mirror restored.
 * A mirror call that times out may still have landed: the row is then ahead of Firestore until the document's next
 * write (this path overwrites) or the admin consistency tool.
 */
export async function commitMirrored(
  deps: CommitDeps,
  action: string,
  changes: readonly MirroredChange[],
  companions: readonly CompanionWrite[] = [],
): Promise<number[]> {
  if (changes.length === 0) return [];
  assertWellFormed(changes);
  assertCompanions(companions);

  let applied: MirrorApplyResult[];
  try {
    applied = await deps.mirror.apply(changes.map(toApplyChange));
  } catch (error) {
    if (!(error instanceof MirrorError)) throw error;
    logger.warn('Mirror write failed; nothing was written', {
      action,
      kind: error.kind,
      error: error.message,
    });
    throw new AppError('unavailable', mirrorFailureMessage(action, error.kind === 'busy'), {
      reason: `mirror-${error.kind}`,
    });
  }
  const versions = applied.map((result) => result.version);

  try {
    await beforeCommitFault(changes);
    await deps.beforeCommit?.();
    await commitToFirestore(deps.db, changes, versions, companions);
    return versions;
  } catch (error) {
    await compensate(deps.mirror, action, applied);
    const conflict = error instanceof VersionConflict || isContention(error);
    logger.warn('Firestore commit failed; mirror compensated', { action, conflict, error: String(error) });
    if (conflict) throw new MirrorConflictError(action);
    throw new AppError('unavailable', mirrorFailureMessage(action, false), { reason: 'store' });
  }
}

function toApplyChange({ mapping, id, before, after }: MirroredChange): MirrorApplyChange {
  const version = before ? before.version + 1 : null;
  return {
    table: mapping.table,
    firebase_id: id,
    version,
    // A create's version is only known once the mirror answers; toRow must not depend on it.
    row: after ? mapping.toRow(id, { ...after, version: version ?? 0 }) : null,
    only_if_newer: false,
  };
}

/**
 * One batch, each document's write conditional on it being as the service read it: an existing document's write
 * carries the update time of the snapshot its `before` was read from (versionedDoc) as its precondition, after the
 * version check against that snapshot; a new document's create() fails if one appeared. No transaction: its reads lock
 * hot documents (a recipe's counts, a cook's profile) until it commits, so twenty writers of one document queued
 * behind each other's locks (the emulator's for up to 30 s), where a precondition refuses the losers at once and
 * writeMirrored redoes them from a fresh read (decision 0045). No second read either where the service's snapshot is
 * at hand (decision 0059).
 */
async function commitToFirestore(
  db: Firestore,
  changes: readonly MirroredChange[],
  versions: readonly number[],
  companions: readonly CompanionWrite[],
) {
  const refs = changes.map(({ mapping, id }) => db.doc(documentPath(mapping, id)));
  const snapshots = await snapshotsAsRead(db, refs, changes);
  const batch = db.batch();
  changes.forEach(({ before, after }, index) => {
    const ref = refAt(refs, index);
    if (!before) {
      if (after) batch.create(ref, { ...after, version: versions[index] });
      return;
    }
    const current = snapshots[index];
    if (!current?.exists || versionOf(current.get('version')) !== before.version) {
      throw new VersionConflict(ref.path);
    }
    const precondition = { lastUpdateTime: current.updateTime as Timestamp };
    if (!after) batch.delete(ref, precondition);
    else {
      const [field, value, ...more] = replacement(current.data() ?? {}, {
        ...after,
        version: versions[index],
      });
      batch.update(ref, field as FieldPath, value, ...more, precondition);
    }
  });
  for (const { path, data, merge } of companions) {
    const ref = db.doc(path);
    if (!data) batch.delete(ref);
    else if (merge) batch.set(ref, data, { merge: true });
    else batch.set(ref, data);
  }
  await batch.commit();
}

/**
 * For each change with a `before`, the snapshot it was read from: the service's own (versionedDoc) when it is of this
 * document, else one read of all the others together. A create needs none: create() is its precondition.
 */
async function snapshotsAsRead(
  db: Firestore,
  refs: readonly DocumentReference[],
  changes: readonly MirroredChange[],
): Promise<(DocumentSnapshot | undefined)[]> {
  const carried = changes.map(({ before }, index) => {
    const snapshot = before ? snapshotOf(before) : undefined;
    return snapshot?.ref.path === refAt(refs, index).path ? snapshot : undefined;
  });
  const unread = refs.filter((_, index) => changes[index]?.before && !carried[index]);
  const read = unread.length > 0 ? await db.getAll(...unread) : [];
  let next = 0;
  return changes.map(({ before }, index) => carried[index] ?? (before ? read[next++] : undefined));
}

/**
 * An update that leaves the document equal to `next` (update() takes a precondition, set() does not), as update()'s
 * field, value, field, value… list: each field of `next` by its own path (a name with a dot stays one field), and
 * each field only `current` has deleted.
 */
function replacement(current: Record<string, unknown>, next: Record<string, unknown>): unknown[] {
  const fields: unknown[] = [];
  for (const [name, value] of Object.entries(next)) fields.push(new FieldPath(name), value);
  for (const name of Object.keys(current)) {
    if (!(name in next)) fields.push(new FieldPath(name), FieldValue.delete());
  }
  return fields;
}

async function compensate(mirror: MirrorClient, action: string, applied: readonly MirrorApplyResult[]) {
  const undo = applied.filter((result) => result.applied).map(restoreOf);
  try {
    const restored = await mirror.restore(undo);
    const kept = restored.filter((result) => !result.restored);
    if (kept.length > 0) logger.info('Mirror rows kept: a newer write replaced them', { action, kept });
  } catch (error) {
    // The mirror is now ahead of Firestore for these rows; the admin consistency tool repairs them.
    logger.error('Mirror compensation failed', { action, undo, error: String(error) });
  }
}

function assertWellFormed(changes: readonly MirroredChange[]): void {
  const seen = new Set<string>();
  for (const { mapping, id, before, after } of changes) {
    if (!isDocumentKey(mapping, id)) throw new Error(`commitMirrored: bad document id ${JSON.stringify(id)}`);
    const key = documentPath(mapping, id);
    if (seen.has(key)) throw new Error(`commitMirrored: ${key} appears twice`);
    seen.add(key);
    if (!before && !after) throw new Error(`commitMirrored: ${key} has neither before nor after`);
    if (before && !(Number.isSafeInteger(before.version) && before.version >= 0)) {
      throw new Error(`commitMirrored: ${key} before.version must be a non-negative integer`);
    }
  }
}

/**
 * A document moved between the version check and the batch (gRPC FAILED_PRECONDITION: its update time changed;
 * ALREADY_EXISTS: a new one appeared; NOT_FOUND: it went) or Firestore gave up for contention (ABORTED): the same
 * situation as a version conflict, so writeMirrored redoes the write from a fresh read.
 */
const CONFLICT_CODES: ReadonlySet<unknown> = new Set([5, 6, 9, 10]);

function isContention(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return CONFLICT_CODES.has(code) || (typeof message === 'string' && /\bABORTED\b|contention/i.test(message));
}

function assertCompanions(companions: readonly CompanionWrite[]): void {
  for (const { path } of companions) {
    const mirrored = MIRROR_MAPPINGS.find((mapping) => keyOfPath(mapping, path) !== null);
    if (mirrored)
      throw new Error(`commitMirrored: ${path} is mirrored (${mirrored.table}); pass it as a change`);
  }
}

function refAt(refs: readonly DocumentReference[], index: number): DocumentReference {
  const ref = refs[index];
  if (!ref) throw new Error(`commitMirrored: no document at ${index}`);
  return ref;
}
