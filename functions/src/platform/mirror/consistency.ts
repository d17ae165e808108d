/**
 * The consistency check of the mirror protocol (DESIGN §4.5): both stores compared per mirrored entity, and the
 * repair from Firestore, the source of truth. By id and version (the mirror keeps `source_version`), which is cheap;
 * `deep` also compares every column the mapping writes with what it would write for the document now (the fault soak
 * uses it: a row can hold the wrong content at the right version).
 * The admin consistency tool (spec 002 "Data consistency") is meant to build on this.
 */
import type { ServiceClient } from './database';
import type { Firestore } from 'firebase-admin/firestore';
import { documentPath } from './documentKey';
import { MIRROR_MAPPINGS } from './mappings';
import { walkEntity, type ProgressListener } from './walk';
import { versionOf, type MirrorClient, type MirrorMapping, type MirrorRow } from './types';

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
  /** Documents (and rows) per page (tests pass a small one to cross page boundaries). */
  readonly pageSize?: number;
  readonly progress?: ProgressListener;
}

export async function checkMirror(
  deps: { db: Firestore; supabase: ServiceClient },
  { mappings = MIRROR_MAPPINGS, deep = false, pageSize, progress }: CheckOptions = {},
): Promise<ConsistencyReport> {
  const totals: Record<string, { firestore: number; mirror: number }> = {};
  const differences: MirrorDifference[] = [];
  for (const mapping of mappings) {
    totals[mapping.table] = await walkEntity(deps, mapping, {
      fields: deep ? undefined : ['version'],
      columns: deep ? '*' : 'firebase_id, source_version',
      ...(pageSize ? { pageSize } : {}),
      ...(progress ? { progress } : {}),
      onDocuments: (documents, rows) => {
        differences.push(...compareEntity(mapping, documents, rows, deep));
      },
      onOrphans: (rows) => {
        differences.push(...orphanDifferences(mapping, rows));
      },
    });
  }
  return { totals, differences };
}

/** The rows Firestore lacks as differences. */
export function orphanDifferences(mapping: MirrorMapping, rows: readonly MirrorRow[]): MirrorDifference[] {
  return rows.map((row) => ({
    table: mapping.table,
    id: String(row.firebase_id),
    kind: 'missing-in-firestore',
    firestoreVersion: null,
    mirrorVersion: Number(row.source_version),
  }));
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
  const orphans = [...rows].filter(([id]) => !documents.has(id)).map(([, row]) => row);
  return [...differences, ...orphanDifferences(mapping, orphans)];
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
