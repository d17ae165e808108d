/**
 * A cleanup step's common shape for mirrored documents that list the deleted thing in an array field (a profile's
 * favoriteRecipes, a collection's recipeIds): re-read the holders, drop the value, commit through the protocol
 * (mirror first, then Firestore with the versions as preconditions), a bounded number of documents per commit.
 */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { documentPath } from '../mirror/documentKey';
import { versionedDoc, withoutVersion, type ServiceDeps } from '../mirror/deps';
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
export function removeFromMirroredArrays(
  deps: ServiceDeps,
  action: string,
  { mapping, keys, field, value, perCommit, alongside }: ArrayRemoval,
): Promise<number> {
  return changeInGroups(deps, action, mapping, keys, perCommit, (read) => {
    if (!strings(read.data()?.[field]).includes(value)) return undefined;
    const before = versionedDoc(read);
    const remaining = strings(before[field]).filter((item) => item !== value);
    return { before, after: { ...withoutVersion(before), [field]: remaining, ...alongside?.(remaining) } };
  });
}

/** Deletes the documents of `keys` that still exist, mirror first; resolves to how many it deleted. */
export function deleteMirroredDocuments(
  deps: ServiceDeps,
  action: string,
  mapping: MirrorMapping,
  keys: readonly string[],
  perCommit: number,
): Promise<number> {
  return changeInGroups(deps, action, mapping, keys, perCommit, (read) =>
    read.exists ? { before: versionedDoc(read), after: null } : undefined,
  );
}

/**
 * Re-reads the documents of `keys`, `perCommit` at a time, and commits the change `change` makes to each (undefined:
 * none, the document no longer needs it); resolves to how many documents changed.
 */
async function changeInGroups(
  deps: ServiceDeps,
  action: string,
  mapping: MirrorMapping,
  keys: readonly string[],
  perCommit: number,
  change: (read: DocumentSnapshot) => Pick<MirroredChange, 'before' | 'after'> | undefined,
): Promise<number> {
  let changed = 0;
  for (const group of chunks(keys, perCommit)) {
    changed += await writeMirrored(deps, action, async (commit) => {
      const snapshots = await deps.db.getAll(...group.map((key) => deps.db.doc(documentPath(mapping, key))));
      const changes = snapshots.flatMap((snapshot, index): MirroredChange[] => {
        const id = group[index];
        const made = id === undefined ? undefined : change(snapshot);
        return id !== undefined && made ? [{ mapping, id, ...made }] : [];
      });
      await commit(changes);
      return changes.length;
    });
  }
  return changed;
}
