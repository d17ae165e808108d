/**
 * The consistency check of the mirror protocol (DESIGN §4.5): both stores compared per mirrored entity, and the
 * repair from Firestore, the source of truth. By id and version (the mirror keeps `source_version`), which is cheap;
 * `deep` also compares every column the mapping writes with what it would write for the document now (the fault soak
 * uses it: a row can hold the wrong content at the right version).
 * The admin consistency tool (spec 002 "Data consistency") is meant to build on this.
 */
import type { ServiceClient } from './database';
import type { Firestore } from 'firebase-admin/firestore';
import { documentPath, keyOfPath } from './documentKey';
import { MIRROR_MAPPINGS } from './mappings';
import {
  versionOf,
  type MirrorClient,
  type MirrorMapping,
  type MirroredTable,
  type MirrorRow,
} from './types';

export type DifferenceKind = 'missing-in-mirror' | 'missing-in-firestore' | 'version' | 'content';

export interface MirrorDifference {
  readonly table: string;
  /** The document key (firebase_id). */
  readonly id: string;
  readonly kind: DifferenceKind;
  readonly firestoreVersion: number | null;
  readonly mirrorVersion: number | null;
  /** For 'content': the columns whose values differ. */
  readonly columns?: readonly string[];
}

export interface ConsistencyReport {
  /** Per table: documents in Firestore, rows in the mirror. */
  readonly totals: Readonly<Record<string, { firestore: number; mirror: number }>>;
  readonly differences: readonly MirrorDifference[];
}

export interface CheckOptions {
  readonly mappings?: readonly MirrorMapping[];
  readonly deep?: boolean;
}

const PAGE = 1000;

export async function checkMirror(
  deps: { db: Firestore; supabase: ServiceClient },
  { mappings = MIRROR_MAPPINGS, deep = false }: CheckOptions = {},
): Promise<ConsistencyReport> {
  const totals: Record<string, { firestore: number; mirror: number }> = {};
  const differences: MirrorDifference[] = [];
  for (const mapping of mappings) {
    const [documents, rows] = await Promise.all([
      firestoreDocuments(deps.db, mapping, deep ? undefined : ['version']),
      mirrorRows(deps.supabase, mapping.table, deep ? '*' : 'firebase_id, source_version'),
    ]);
    totals[mapping.table] = { firestore: documents.size, mirror: rows.size };
    differences.push(...compareEntity(mapping, documents, rows, deep));
  }
  return { totals, differences };
}

/**
 * Every document of the mapping by key, with its data, or only `fields` of it (a projection: the cheap check reads
 * the versions, not whole documents).
 */
export async function firestoreDocuments(db: Firestore, mapping: MirrorMapping, fields?: readonly string[]) {
  const query = mapping.parent ? db.collectionGroup(mapping.collection) : db.collection(mapping.collection);
  const snapshot = await (fields ? query.select(...fields) : query).get();
  const documents = new Map<string, Record<string, unknown>>();
  for (const doc of snapshot.docs) {
    const key = mapping.parent ? keyOfPath(mapping, doc.ref.path) : doc.id;
    if (key) documents.set(key, doc.data());
  }
  return documents;
}

/** Every row of the table by firebase_id, with `columns` (which must include firebase_id). */
export async function mirrorRows(supabase: ServiceClient, table: MirroredTable, columns: string) {
  const rows = new Map<string, MirrorRow>();
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await supabase
      .from(table)
      .select(columns)
      .order('firebase_id')
      .range(from, from + PAGE - 1)
      // the columns are chosen at run time (every one, or the protocol's), so the row is any table's
      .overrideTypes<MirrorRow[], { merge: false }>();
    if (error) throw new Error(`consistency: reading ${table}: ${error.message}`);
    const page = data ?? [];
    for (const row of page) rows.set(String(row.firebase_id), row);
    if (page.length < PAGE) return rows;
  }
}

export function compareEntity(
  mapping: MirrorMapping,
  documents: ReadonlyMap<string, Record<string, unknown>>,
  rows: ReadonlyMap<string, MirrorRow>,
  deep: boolean,
): MirrorDifference[] {
  const differences: MirrorDifference[] = [];
  const table = mapping.table;
  for (const [id, doc] of documents) {
    const firestoreVersion = versionOf(doc.version);
    const row = rows.get(id);
    if (!row) {
      differences.push({ table, id, kind: 'missing-in-mirror', firestoreVersion, mirrorVersion: null });
      continue;
    }
    const mirrorVersion = Number(row.source_version);
    if (mirrorVersion !== firestoreVersion) {
      differences.push({ table, id, kind: 'version', firestoreVersion, mirrorVersion });
    } else if (deep) {
      const columns = differingColumns(expectedRow(mapping, id, doc), row);
      if (columns.length > 0)
        differences.push({ table, id, kind: 'content', firestoreVersion, mirrorVersion, columns });
    }
  }
  for (const [id, row] of rows) {
    if (!documents.has(id)) {
      const mirrorVersion = Number(row.source_version);
      differences.push({ table, id, kind: 'missing-in-firestore', firestoreVersion: null, mirrorVersion });
    }
  }
  return differences;
}

/** The row the mapping writes for the document, as JSON (what the mirror client sends). */
function expectedRow(mapping: MirrorMapping, id: string, doc: Record<string, unknown>): MirrorRow {
  return JSON.parse(
    JSON.stringify(mapping.toRow(id, { ...doc, version: versionOf(doc.version) })),
  ) as MirrorRow;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** Equal as the database stores them: timestamps as instants, numbers by value, objects whatever their key order. */
export function sameValue(expected: unknown, actual: unknown): boolean {
  if (typeof expected === 'string' && typeof actual === 'string' && TIMESTAMP.test(expected)) {
    return TIMESTAMP.test(actual) && Date.parse(expected) === Date.parse(actual);
  }
  if (typeof expected === 'number' && typeof actual === 'string') return expected === Number(actual);
  if (Array.isArray(expected)) {
    return (
      Array.isArray(actual) &&
      expected.length === actual.length &&
      expected.every((item, index) => sameValue(item, actual[index]))
    );
  }
  if (expected && typeof expected === 'object') {
    if (!actual || typeof actual !== 'object' || Array.isArray(actual)) return false;
    const a = expected as Record<string, unknown>;
    const b = actual as Record<string, unknown>;
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return expected === actual;
}

function differingColumns(expected: MirrorRow, row: MirrorRow): string[] {
  return Object.keys(expected).filter((column) => !sameValue(expected[column], row[column]));
}

/**
 * Brings each differing row back to its document: rewritten at the document's version, or deleted (with a
 * tombstone at the row's version) when Firestore has no such document. Authoritative writes, as commitMirrored's:
 * run it when no write of these documents is in flight. Returns how many rows it wrote or deleted.
 */
export async function repairMirror(
  deps: { db: Firestore; mirror: MirrorClient },
  differences: readonly MirrorDifference[],
  mappings: readonly MirrorMapping[] = MIRROR_MAPPINGS,
): Promise<number> {
  let repaired = 0;
  for (const difference of differences) {
    const mapping = mappings.find((candidate) => candidate.table === difference.table);
    if (!mapping) throw new Error(`consistency: no mapping for ${difference.table}`);
    const doc = await firestoreDocument(deps.db, mapping, difference.id);
    const [result] = await deps.mirror.apply([
      doc
        ? {
            table: mapping.table,
            firebase_id: difference.id,
            version: versionOf(doc.version),
            row: mapping.toRow(difference.id, { ...doc, version: versionOf(doc.version) }),
            only_if_newer: false,
          }
        : {
            table: mapping.table,
            firebase_id: difference.id,
            version: difference.mirrorVersion ?? 0,
            row: null,
            only_if_newer: false,
          },
    ]);
    if (result?.applied) repaired += 1;
  }
  return repaired;
}

async function firestoreDocument(db: Firestore, mapping: MirrorMapping, id: string) {
  const snapshot = await db.doc(documentPath(mapping, id)).get();
  return snapshot.exists ? (snapshot.data() ?? null) : null;
}
