/**
 * The consistency check's reads, a page at a time (issue 30 §2, decision 0075): documents in pages ordered by their
 * path with a cursor (`startAfter` the page's last document), the mirror rows of just those keys, the mirror's rows
 * in keyset pages (`firebase_id > last`, never an offset) and which of a page's keys Firestore holds. Memory is one
 * page, whatever the size of the collection.
 */
import {
  FieldPath,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import type { ServiceClient } from './database';
import { documentPath, isDocumentKey, keyOfPath } from './documentKey';
import type { MirroredTable, MirrorRow, MirrorTarget } from './types';

/** Documents (or rows) per page. */
export const CHECK_PAGE = 1000;
/** Keys per `.in()` filter or `getAll`: a query string PostgREST and its gateway accept. */
export const KEY_CHUNK = 100;

/** A page of documents by key, with their data (or the projected fields). */
export type DocumentPage = Map<string, Record<string, unknown>>;

/** `work` on each chunk of `items` at once (a page's chunks are few), the answers in the chunks' order. */
export function perChunk<T, R>(items: readonly T[], work: (chunk: T[]) => Promise<R>): Promise<R[]> {
  return Promise.all(chunksOf(items).map(work));
}

/** `items` cut into chunks of `size`. */
export function chunksOf<T>(items: readonly T[], size = KEY_CHUNK): T[][] {
  const chunks: T[][] = [];
  for (let from = 0; from < items.length; from += size) chunks.push(items.slice(from, from + size));
  return chunks;
}

/** Every document of the mapping: its collection, or for a subcollection mapping the collection group. */
export function mappingQuery(db: Firestore, mapping: MirrorTarget): Query {
  return mapping.parent ? db.collectionGroup(mapping.collection) : db.collection(mapping.collection);
}

/** How many documents the query holds (a count aggregation: no document is read). */
export async function countOf(query: Query): Promise<number> {
  return (await query.count().get()).data().count;
}

/** The query's documents in pages of `pageSize`, ordered by path; `fields` projects them (every field when absent). */
export async function* queryPages(
  query: Query,
  fields: readonly string[] | undefined,
  pageSize = CHECK_PAGE,
): AsyncGenerator<QueryDocumentSnapshot[]> {
  const paged = (fields ? query.select(...fields) : query).orderBy(FieldPath.documentId()).limit(pageSize);
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const { docs } = await (last ? paged.startAfter(last) : paged).get();
    if (docs.length > 0) yield docs;
    if (docs.length < pageSize) return;
    last = docs[docs.length - 1];
  }
}

/** The mapping's documents by key, a page at a time (a collection group's documents of other parents skipped). */
export async function* documentPages(
  db: Firestore,
  mapping: MirrorTarget,
  fields: readonly string[] | undefined,
  pageSize = CHECK_PAGE,
): AsyncGenerator<DocumentPage> {
  for await (const docs of queryPages(mappingQuery(db, mapping), fields, pageSize)) {
    const page: DocumentPage = new Map();
    for (const doc of docs) {
      const key = mapping.parent ? keyOfPath(mapping, doc.ref.path) : doc.id;
      if (key) page.set(key, doc.data());
    }
    yield page;
  }
}

/** The rows of `keys` by firebase_id, with `columns` (which must include firebase_id). */
export async function rowsOfKeys(
  supabase: ServiceClient,
  table: MirroredTable,
  columns: string,
  keys: readonly string[],
): Promise<Map<string, MirrorRow>> {
  const chunks = await perChunk(keys, async (chunk) => {
    const { data, error } = await supabase
      .from(table)
      .select(columns)
      .in('firebase_id', chunk)
      // the columns are chosen at run time (every one, or the protocol's), so the row is any table's
      .overrideTypes<MirrorRow[], { merge: false }>();
    if (error) throw new Error(`consistency: reading ${table}: ${error.message}`);
    return data ?? [];
  });
  return new Map(chunks.flat().map((row) => [String(row.firebase_id), row]));
}

/** The table's rows in keyset pages ordered by firebase_id, with `columns` (which must include firebase_id). */
export async function* rowPages(
  supabase: ServiceClient,
  table: MirroredTable,
  columns: string,
  pageSize = CHECK_PAGE,
): AsyncGenerator<MirrorRow[]> {
  let last: string | null = null;
  for (;;) {
    const query = supabase.from(table).select(columns).order('firebase_id').limit(pageSize);
    const { data, error } = await (last === null ? query : query.gt('firebase_id', last))
      // as in rowsOfKeys
      .overrideTypes<MirrorRow[], { merge: false }>();
    if (error) throw new Error(`consistency: reading ${table}: ${error.message}`);
    const page: MirrorRow[] = data ?? [];
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    last = String(page[page.length - 1]?.firebase_id);
  }
}

/** How many rows the table holds (Postgres's count, no row read into memory). */
export async function rowCount(supabase: ServiceClient, table: MirroredTable): Promise<number> {
  const { count, error } = await supabase.from(table).select('firebase_id', { count: 'exact', head: true });
  if (error) throw new Error(`consistency: counting ${table}: ${error.message}`);
  return count ?? 0;
}

/** Which of `keys` Firestore holds a document of (a key that does not fit the mapping has none). */
export async function existingKeys(
  db: Firestore,
  mapping: MirrorTarget,
  keys: readonly string[],
): Promise<Set<string>> {
  const valid = keys.filter((key) => isDocumentKey(mapping, key));
  const found = await perChunk(valid, async (chunk) => {
    const snapshots: DocumentSnapshot[] = await db.getAll(
      ...chunk.map((key) => db.doc(documentPath(mapping, key))),
      // a projection of one field: existence is all that is asked
      { fieldMask: ['version'] },
    );
    return chunk.filter((_, index) => snapshots[index]?.exists === true);
  });
  return new Set(found.flat());
}
