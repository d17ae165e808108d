/**
 * The database structure exporter (spec 002 §2 "Database structure exporter", §3 "Export result", §7
 * export-firebase-structure; issue 15): per top-level collection its document count, the fields seen in a sample of
 * its documents with their types, and its subcollections; a summary and a markdown report. Values never leave.
 */
export const EXPORT_SAMPLE_SIZE = 25;

export interface CollectionStructure {
  readonly documentCount: number;
  /** Field name → the types seen ("string", "number", "boolean", "map", "array", "timestamp", "null", …). */
  readonly fields: Record<string, string>;
  readonly subcollections: readonly string[];
  readonly error?: string;
}

export interface ExportResult {
  readonly summary: { readonly totalCollections: number; readonly totalDocuments: number };
  readonly structure: {
    readonly timestamp: string;
    readonly collections: Record<string, CollectionStructure>;
  };
  readonly report: string;
}

/** A stored value's kind as the report names it. */
export function kindOf(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'object') {
    const name = (value as { constructor?: { name?: string } }).constructor?.name;
    if (name === 'Timestamp') return 'timestamp';
    if (name === 'GeoPoint') return 'geopoint';
    if (name === 'DocumentReference') return 'reference';
    return 'map';
  }
  return typeof value;
}

/** The fields of sampled documents, each with every type seen (sorted, joined by "|"). */
export function fieldsOf(samples: readonly Record<string, unknown>[]): Record<string, string> {
  const seen = new Map<string, Set<string>>();
  for (const sample of samples) {
    for (const [field, value] of Object.entries(sample)) {
      const kinds = seen.get(field) ?? new Set<string>();
      kinds.add(kindOf(value));
      seen.set(field, kinds);
    }
  }
  return Object.fromEntries(
    [...seen.keys()].sort().map((field) => [field, [...(seen.get(field) ?? [])].sort().join('|')]),
  );
}

export function exportResult(
  timestamp: string,
  collections: Record<string, CollectionStructure>,
): ExportResult {
  const names = Object.keys(collections).sort();
  const totalDocuments = names.reduce((sum, name) => sum + (collections[name]?.documentCount ?? 0), 0);
  const summary = { totalCollections: names.length, totalDocuments };
  const lines = [
    '# Firestore structure',
    '',
    `Exported ${timestamp}: ${summary.totalCollections} collections, ${totalDocuments} documents.`,
  ];
  for (const name of names) {
    const collection = collections[name] as CollectionStructure;
    lines.push('', `## ${name}`, '', `- Documents: ${collection.documentCount}`);
    if (collection.error) lines.push(`- Error: ${collection.error}`);
    if (collection.subcollections.length > 0) {
      lines.push(`- Subcollections: ${collection.subcollections.join(', ')}`);
    }
    const fields = Object.entries(collection.fields);
    if (fields.length > 0) {
      lines.push(
        '',
        '| Field | Type |',
        '| --- | --- |',
        ...fields.map(([field, kind]) => `| ${field} | ${kind} |`),
      );
    }
  }
  return { summary, structure: { timestamp, collections }, report: `${lines.join('\n')}\n` };
}
