/**
 * One page of a mirror migration: documents of one mapping in key order after a cursor, each written to the mirror
 * at its document's version unless its row is already there at that version (so a second run writes nothing).
 * Authoritative writes through the mirror client (as repairMirror's): Firestore is the truth being copied.
 */
import { FieldPath } from 'firebase-admin/firestore';
import type { EntityMigration } from '../../domain/migrations';
import { keyOfPath } from '../../platform/mirror/documentKey';
import {
  versionOf,
  type MirrorApplyChange,
  type MirrorMapping,
  type MirroredTable,
} from '../../platform/mirror/types';
import type { BackofficeDeps } from '../deps';

export interface CopiedPage {
  /** The cursor position after this page (a document id, or a path for a subcollection), null when none was read. */
  readonly last: string | null;
  /** Fewer documents than asked: the mapping is done. */
  readonly finished: boolean;
}

async function mirroredVersions(deps: BackofficeDeps, table: MirroredTable, keys: readonly string[]) {
  const { data, error } = await deps.supabase
    .from(table)
    .select('firebase_id, source_version')
    .in('firebase_id', [...keys]);
  if (error) throw new Error(`reading ${table}: ${error.message}`);
  return new Map((data ?? []).map((row) => [row.firebase_id, Number(row.source_version)]));
}

export async function copyPage(
  deps: BackofficeDeps,
  mapping: MirrorMapping,
  after: string | null,
  size: number,
  tally: EntityMigration,
): Promise<CopiedPage> {
  const base = mapping.parent
    ? deps.db.collectionGroup(mapping.collection)
    : deps.db.collection(mapping.collection);
  let query = base.orderBy(FieldPath.documentId()).limit(size);
  if (after) query = query.startAfter(after);
  const snapshot = await query.get();
  const documents = snapshot.docs.flatMap((doc) => {
    const key = mapping.parent ? keyOfPath(mapping, doc.ref.path) : doc.id;
    return key ? [{ key, data: doc.data() }] : [];
  });
  tally.read += documents.length;
  const last = snapshot.docs.at(-1);
  const position = last ? (mapping.parent ? last.ref.path : last.id) : null;
  if (documents.length === 0) return { last: position, finished: snapshot.size < size };
  try {
    const versions = await mirroredVersions(
      deps,
      mapping.table,
      documents.map((doc) => doc.key),
    );
    const changes: MirrorApplyChange[] = [];
    for (const { key, data } of documents) {
      const version = versionOf(data.version);
      if (versions.get(key) === version) {
        tally.skipped += 1;
        continue;
      }
      changes.push({
        table: mapping.table,
        firebase_id: key,
        version,
        row: mapping.toRow(key, { ...data, version }),
        only_if_newer: false,
      });
    }
    if (changes.length > 0) {
      const results = await deps.mirror.apply(changes);
      tally.migrated += results.filter((result) => result.applied).length;
    }
  } catch (error) {
    tally.errors.push(`${mapping.table} after ${after ?? 'start'}: ${(error as Error).message}`);
  }
  return { last: position, finished: snapshot.size < size };
}
