/**
 * One mirrored entity's two stores walked side by side a page at a time (issue 30 §2, decision 0075): what the
 * consistency check and the back office's inspection build on. Never a whole table in memory: the documents in pages
 * with the mirror rows of their keys, then, unless every row was met beside its document, the rows in keyset pages
 * with which of their documents Firestore holds.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { ServiceClient } from './database';
import {
  CHECK_PAGE,
  countOf,
  documentPages,
  existingKeys,
  mappingQuery,
  rowCount,
  rowPages,
  rowsOfKeys,
  type DocumentPage,
} from './paging';
import type { MirrorMapping, MirrorRow } from './types';

/** Where a walk is: the entity, which pass (its documents, then the mirror's rows), how far of how many. */
export interface WalkProgress {
  readonly table: string;
  readonly pass: 'documents' | 'rows';
  readonly done: number;
  /** Firestore's count of the documents, or Postgres's of the rows, taken when the pass starts. */
  readonly total: number;
}

export type ProgressListener = (progress: WalkProgress) => Promise<void> | void;

export interface EntityWalk {
  /** The documents' fields read (a projection); every field when absent. */
  readonly fields: readonly string[] | undefined;
  /** The rows' columns read, with firebase_id and source_version. */
  readonly columns: string;
  readonly pageSize?: number;
  /** Each page of documents with the mirror rows of their keys (a key without a row has none). */
  readonly onDocuments: (
    documents: DocumentPage,
    rows: ReadonlyMap<string, MirrorRow>,
  ) => Promise<void> | void;
  /** Each page's mirror rows whose documents Firestore does not hold. */
  readonly onOrphans: (rows: readonly MirrorRow[]) => Promise<void> | void;
  readonly progress?: ProgressListener;
}

/** Walks both stores of the mapping (module comment); resolves to how many documents and rows there are. */
export async function walkEntity(
  deps: { db: Firestore; supabase: ServiceClient },
  mapping: MirrorMapping,
  walk: EntityWalk,
): Promise<{ firestore: number; mirror: number }> {
  const { fields, columns, pageSize = CHECK_PAGE, progress } = walk;
  const table = mapping.table;
  let firestore = 0;
  const documentPass = reported(
    ahead(documentPages(deps.db, mapping, fields, pageSize)),
    (page) => page.size,
    { table, pass: 'documents' },
    () => countOf(mappingQuery(deps.db, mapping)),
    progress,
  );
  let matched = 0;
  for await (const documents of documentPass) {
    const rows = await rowsOfKeys(deps.supabase, table, columns, [...documents.keys()]);
    await walk.onDocuments(documents, rows);
    firestore += documents.size;
    matched += rows.size;
  }
  // Every row the mirror holds was met beside its document: no row can lack one, and the second pass, which reads
  // every row again and asks Firestore for its document, is skipped (a healthy mirror's usual case). A write made
  // while the walk runs changes the count, and the pass runs.
  const rowsNow = await rowCount(deps.supabase, table);
  if (rowsNow === matched) return { firestore, mirror: rowsNow };
  let mirror = 0;
  const rowPass = reported(
    // the protocol's columns: a row Firestore lacks is reported by its version
    ahead(rowPages(deps.supabase, table, 'firebase_id, source_version', pageSize)),
    (page) => page.length,
    { table, pass: 'rows' },
    () => rowCount(deps.supabase, table),
    progress,
  );
  for await (const page of rowPass) {
    const keys = page.map((row) => String(row.firebase_id));
    const existing = await existingKeys(deps.db, mapping, keys);
    const orphans = page.filter((row) => !existing.has(String(row.firebase_id)));
    if (orphans.length > 0) await walk.onOrphans(orphans);
    mirror += page.length;
  }
  return { firestore, mirror };
}

/** `pages` with the next one read while the consumer works on this one (two pages in memory, not one). */
export async function* ahead<T>(pages: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = pages[Symbol.asyncIterator]();
  const read = () => {
    const next = iterator.next();
    // a read the consumer never awaits (it stopped or failed first) must not fail the process
    next.catch(() => undefined);
    return next;
  };
  let next = read();
  for (;;) {
    const { done, value } = await next;
    if (done) return;
    next = read();
    yield value;
  }
}

/**
 * `pages` as they come, with the pass's progress reported after each one is handled; `total` is counted when the
 * pass starts, and only when someone listens.
 */
export async function* reported<P>(
  pages: AsyncIterable<P>,
  sizeOf: (page: P) => number,
  where: Pick<WalkProgress, 'table' | 'pass'>,
  total: () => Promise<number>,
  progress: ProgressListener | undefined,
): AsyncGenerator<P> {
  const of = progress ? await total() : 0;
  let done = 0;
  for await (const page of pages) {
    yield page;
    done += sizeOf(page);
    await progress?.({ ...where, done, total: of });
  }
}
