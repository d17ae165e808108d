/**
 * Both stores at one moment, to prove a call wrote nothing (issue 8 §2): every Firestore document at any depth
 * (one kindless all-descendants query on the emulator's REST API, with the emulator's owner token, so no collection
 * is missed, including ones nobody declared) with its update time, and every row of every Postgres table outside
 * the system schemas as a hash. `storeChanges(before, after)` lists what differs.
 */
import { createHash } from 'node:crypto';
import { withPg } from './pg';

export interface StoreSnapshot {
  /** Document path → update time. */
  readonly documents: ReadonlyMap<string, string>;
  /** `schema.table` → the multiset of its rows' hashes. */
  readonly rows: ReadonlyMap<string, readonly string[]>;
}

function projectId(): string {
  const id =
    process.env.GCLOUD_PROJECT ?? process.env.FIREBASE_PROJECT_ID ?? process.env.GOOGLE_CLOUD_PROJECT;
  if (!id) throw new Error('GCLOUD_PROJECT is not set: run the tests against the local stack');
  return id;
}

export async function firestoreDocuments(): Promise<Map<string, string>> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run the tests against the local stack');
  const root = `projects/${projectId()}/databases/(default)/documents`;
  const response = await fetch(`http://${host}/v1/${root}:runQuery`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({
      structuredQuery: { from: [{ allDescendants: true }], select: { fields: [{ fieldPath: '__name__' }] } },
    }),
  });
  if (!response.ok)
    throw new Error(`Firestore emulator runQuery: ${response.status} ${await response.text()}`);
  const results = (await response.json()) as { document?: { name: string; updateTime: string } }[];
  const documents = new Map<string, string>();
  for (const { document } of results) {
    if (document) documents.set(document.name.slice(root.length + 1), document.updateTime);
  }
  return documents;
}

/**
 * The functions' own telemetry (decision 0021): every call, a refused one too, counts its reads there. Not data a
 * call writes, so not part of "nothing written".
 */
const TELEMETRY_TABLES: ReadonlySet<string> = new Set([
  'public.monitoring_counters',
  'public.monitoring_errors',
]);

export async function postgresRows(): Promise<Map<string, string[]>> {
  return withPg(async (client) => {
    const tables = await client.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_type = 'BASE TABLE'
          and table_schema not in ('pg_catalog', 'information_schema')
          and table_schema not like 'pg\\_%'
        order by 1`,
    );
    const rows = new Map<string, string[]>();
    for (const { name } of tables.rows) {
      if (TELEMETRY_TABLES.has(name)) continue;
      const result = await client.query<{ row: string }>(`select t::text as row from ${name} t`);
      rows.set(name, result.rows.map(({ row }) => createHash('sha1').update(row).digest('hex')).sort());
    }
    return rows;
  });
}

export async function storeSnapshot(): Promise<StoreSnapshot> {
  const [documents, rows] = await Promise.all([firestoreDocuments(), postgresRows()]);
  return { documents, rows };
}

/** What changed between two snapshots: documents created, changed or deleted; tables whose rows differ. */
export function storeChanges(before: StoreSnapshot, after: StoreSnapshot): string[] {
  const changes: string[] = [];
  for (const [path, updated] of after.documents) {
    const previous = before.documents.get(path);
    if (previous === undefined) changes.push(`document created: ${path}`);
    else if (previous !== updated) changes.push(`document written: ${path}`);
  }
  for (const path of before.documents.keys()) {
    if (!after.documents.has(path)) changes.push(`document deleted: ${path}`);
  }
  for (const table of new Set([...before.rows.keys(), ...after.rows.keys()])) {
    const was = before.rows.get(table) ?? [];
    const is = after.rows.get(table) ?? [];
    if (was.join() !== is.join()) changes.push(`rows changed: ${table} (${was.length} → ${is.length} rows)`);
  }
  return changes;
}

/**
 * A snapshot once the stores have been quiet for a second (two snapshots 500 ms apart that agree): an earlier call's
 * triggers (the mirror, tag counts) may still be writing, and their writes must not be blamed on what comes next.
 */
export async function settledStoreSnapshot(): Promise<StoreSnapshot> {
  let last = await storeSnapshot();
  let quiet = 0;
  for (let attempt = 0; attempt < 30 && quiet < 2; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await storeSnapshot();
    quiet = storeChanges(last, now).length === 0 ? quiet + 1 : 0;
    last = now;
  }
  return last;
}
