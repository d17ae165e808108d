/**
 * The safety net of the mirror protocol (DESIGN §4.4): after any write to a mirrored collection, bring the row up
 * to the document, whoever wrote it (a function, the console, a script, a client field the rules allow).
 * Idempotent by version: the same event twice, or events out of order, end at the newest version, and a delete
 * leaves a tombstone so a late upsert of an older version cannot bring the row back. An upsert also applies at the
 * row's own version when a column differs (or at the tombstone's): the event holds what Firestore committed at that
 * version, and the row there may be one the protocol wrote and abandoned (a function killed between its two writes,
 * a compensation that failed), which the document's next write must replace whoever makes it (decision 0013).
 *
 * A document without a `version` (written by hand) counts as version 0: it is mirrored when the mirror has never
 * seen that id, but later hand edits that leave the version unchanged are not. Whoever edits by hand raises
 * `version` (or runs the admin consistency tool).
 */
import { versionOf, type MirrorApplyResult, type MirrorClient, type MirrorTarget } from './types';

export type ReconcileOutcome = 'upserted' | 'deleted' | 'skipped' | 'nothing';

export async function reconcile(
  mirror: MirrorClient,
  mapping: MirrorTarget,
  id: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Promise<ReconcileOutcome> {
  if (after) {
    const version = versionOf(after.version);
    const [result] = await mirror.apply([
      {
        table: mapping.table,
        firebase_id: id,
        version,
        row: mapping.toRow(id, { ...after, version }),
        only_if_newer: true,
      },
    ]);
    return outcome(result, 'upserted');
  }
  if (before) {
    const [result] = await mirror.apply([
      {
        table: mapping.table,
        firebase_id: id,
        version: versionOf(before.version) + 1,
        row: null,
        only_if_newer: true,
      },
    ]);
    return outcome(result, 'deleted');
  }
  return 'nothing';
}

function outcome(result: MirrorApplyResult | undefined, done: ReconcileOutcome): ReconcileOutcome {
  return result?.applied ? done : 'skipped';
}
