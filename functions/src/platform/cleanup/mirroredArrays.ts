/**
 * A cleanup step's common shape for mirrored documents that list the deleted thing in an array field (a profile's
 * favoriteRecipes, a collection's recipeIds): re-read the holders, drop the value, commit through the protocol
 * (mirror first, then Firestore with the versions as preconditions), a bounded number of documents per commit.
 */
import { documentPath } from '../mirror/documentKey';
import { withVersion, withoutVersion, type ServiceDeps } from '../mirror/deps';
import type { MirroredChange, MirrorMapping } from '../mirror/types';
import { writeMirrored } from '../mirror/writeMirrored';
import { chunks, strings } from './batches';

export interface ArrayRemoval {
  readonly mapping: MirrorMapping;
  /** The keys (MirroredChange ids) of the documents a query found holding the value; each is re-read first. */
  readonly keys: readonly string[];
  readonly field: string;
  readonly value: string;
  /** Documents per mirrored commit: one Postgres transaction and one Firestore transaction. */
  readonly perCommit: number;
  /** Fields that change with the array (a count that follows it, updatedAt), from what remains in it. */
  readonly alongside?: (remaining: string[]) => Record<string, unknown>;
}

/** Removes `value` from `field` of every document that still holds it; resolves to how many documents changed. */
export async function removeFromMirroredArrays(
  deps: ServiceDeps,
  action: string,
  { mapping, keys, field, value, perCommit, alongside }: ArrayRemoval,
): Promise<number> {
  let changed = 0;
  for (const group of chunks(keys, perCommit)) {
    changed += await writeMirrored(deps, action, async (commit) => {
      const snapshots = await deps.db.getAll(...group.map((key) => deps.db.doc(documentPath(mapping, key))));
      const changes = snapshots.flatMap((snapshot, index): MirroredChange[] => {
        const id = group[index];
        if (id === undefined || !strings(snapshot.get(field)).includes(value)) return [];
        const before = withVersion(snapshot.data() ?? {});
        const remaining = strings(before[field]).filter((item) => item !== value);
        const after = { ...withoutVersion(before), [field]: remaining, ...alongside?.(remaining) };
        return [{ mapping, id, before, after }];
      });
      await commit(changes);
      return changes.length;
    });
  }
  return changed;
}

/** Deletes the documents of `keys` that still exist, mirror first; resolves to how many it deleted. */
export async function deleteMirroredDocuments(
  deps: ServiceDeps,
  action: string,
  mapping: MirrorMapping,
  keys: readonly string[],
  perCommit: number,
): Promise<number> {
  let deleted = 0;
  for (const group of chunks(keys, perCommit)) {
    deleted += await writeMirrored(deps, action, async (commit) => {
      const snapshots = await deps.db.getAll(...group.map((key) => deps.db.doc(documentPath(mapping, key))));
      const changes = snapshots.flatMap((snapshot, index): MirroredChange[] => {
        const id = group[index];
        if (id === undefined || !snapshot.exists) return [];
        return [{ mapping, id, before: withVersion(snapshot.data() ?? {}), after: null }];
      });
      await commit(changes);
      return changes.length;
    });
  }
  return deleted;
}
