/** The MirroredChange builders every service shares: one document's change, and a counter moved by a delta. */
import { withoutVersion } from './deps';
import type { MirroredChange, MirrorMapping, VersionedDoc } from './types';

/** A stored count: a finite number above 0, truncated; anything else counts as 0. */
export const countOf = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.trunc(value) : 0;

/** The change builder of one mapping: its document `id` from `before` to `after` (null: absent). */
export const changeOf =
  (mapping: MirrorMapping) =>
  (id: string, before: VersionedDoc | null, after: object | null): MirroredChange => ({
    mapping,
    id,
    before,
    after: after as Record<string, unknown> | null,
  });

/** A counter field of a document moved by `delta`, never below 0 (with `alongside` fields set in the same change). */
export function counterChange(
  mapping: MirrorMapping,
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
