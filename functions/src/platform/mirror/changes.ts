/**
 * The MirroredChange builders every service shares: one document's change, the removal of a document read, and a
 * counter moved by a delta.
 */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { versionedDoc, withoutVersion } from './deps';
import type { MirroredChange, MirrorTarget, VersionedDoc } from './types';

/** A stored count: a finite number above 0, truncated; anything else counts as 0. */
export const countOf = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.trunc(value) : 0;

/** The change builder of one mapping: its document `id` from `before` to `after` (null: absent). */
export const changeOf =
  (mapping: MirrorTarget) =>
  (id: string, before: VersionedDoc | null, after: object | null): MirroredChange => ({
    mapping,
    id,
    before,
    after: after as Record<string, unknown> | null,
  });

/** The removal of the document `read` found, in a list: empty when there was none to remove. */
export function removalIfExists(
  mapping: MirrorTarget,
  id: string,
  read: DocumentSnapshot | undefined,
): MirroredChange[] {
  return read?.exists ? [{ mapping, id, before: versionedDoc(read), after: null }] : [];
}

/** A counter field of a document moved by `delta`, never below 0 (with `alongside` fields set in the same change). */
export function counterChange(
  mapping: MirrorTarget,
  id: string,
  before: VersionedDoc,
  field: string,
  delta: number,
  alongside: Record<string, unknown> = {},
): MirroredChange {
  const after = {
    ...withoutVersion(before),
    ...alongside,
    [field]: Math.max(0, countOf(before[field]) + delta),
  };
  return { mapping, id, before, after };
}
