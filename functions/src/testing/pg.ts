/** Direct Postgres access for tests (superuser DATABASE_URL): inspect mirror rows, create probe tables. */
import pg from 'pg';
import { stackEnv } from './env';

export async function withPg<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: stackEnv().databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function query<Row extends pg.QueryResultRow>(
  sql: string,
  values: unknown[] = [],
): Promise<Row[]> {
  return withPg(async (client) => (await client.query<Row>(sql, values)).rows);
}

/** The mirror row of a document, or null. */
export async function mirrorRow(table: string, firebaseId: string): Promise<Record<string, unknown> | null> {
  const rows = await query(`select * from public."${table.replace(/"/g, '""')}" where firebase_id = $1`, [
    firebaseId,
  ]);
  return rows[0] ?? null;
}

export async function tombstoneVersion(table: string, firebaseId: string): Promise<number | null> {
  const rows = await query<{ source_version: string }>(
    'select source_version from public.mirror_tombstones where table_name = $1 and firebase_id = $2',
    [table, firebaseId],
  );
  return rows[0] ? Number(rows[0].source_version) : null;
}
