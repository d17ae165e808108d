import { toIsoString } from '../../../domain/time';
import { subcollectionKeyParts } from '../documentKey';
import type { MirrorInsert, MirrorMapping, MirroredTable, VersionedDoc } from '../types';

type TimestampColumn = 'created_at' | 'updated_at';
type Columns<T extends MirroredTable> = Omit<MirrorInsert<T>, TimestampColumn>;
type Timestamps = Partial<Record<TimestampColumn, string>>;

/** The usual timestamp fields: created_at ← createdAt, updated_at ← updatedAt. */
export const CREATED_AND_UPDATED = { created_at: 'createdAt', updated_at: 'updatedAt' } as const;

/**
 * A mapping declared by its parts: `columns` reads the document into the row's columns, `timestamps` names the
 * document field behind each timestamp column. A timestamp the document lacks (or cannot be read as a time) is
 * left out of the row, so the column's default applies on insert and its value stays on update. A subcollection
 * mapping names its `parent` collection (its ids are then '{parentId}/{id}', documentKey.ts).
 */
export function defineMapping<T extends MirroredTable>(
  collection: string,
  table: T,
  columns: (doc: VersionedDoc, id: string) => Columns<T>,
  timestamps: Timestamps = CREATED_AND_UPDATED,
  parent?: string,
): MirrorMapping<T> {
  return {
    collection,
    ...(parent ? { parent } : {}),
    table,
    toRow(id, doc) {
      const row: Record<string, unknown> = { ...columns(doc, id) };
      for (const [column, field] of Object.entries(timestamps)) {
        const value = toIsoString(doc[field]);
        if (value !== undefined) row[column] = value;
      }
      return row as MirrorInsert<T>;
    },
  };
}

/**
 * A subcollection mapping, documents at `{parent}/{parentId}/{collection}/{id}`: `columns` gets the key's parent id
 * and id, which the row's ids come from, never the document's own fields (decision 0008).
 */
export function defineSubcollectionMapping<T extends MirroredTable>(
  [parent, collection]: readonly [parent: string, collection: string],
  table: T,
  columns: (doc: VersionedDoc, ids: [parentId: string, id: string]) => Columns<T>,
  timestamps: Timestamps = CREATED_AND_UPDATED,
): MirrorMapping<T> {
  return defineMapping(
    collection,
    table,
    (doc, key) => columns(doc, subcollectionKeyParts(key)),
    timestamps,
    parent,
  );
}
