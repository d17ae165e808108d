// What the generated data weighs in Postgres and which indexes the bench's queries never used (issue 30 §2: "an
// index that no query of the bench uses is dropped"; the bench only lists them, a person decides). The index
// statistics count from the pg_stat_reset() the caller made before its queries.
import { count } from './measure.mjs';

const mb = (bytes) => `${(Number(bytes) / 1024 / 1024).toFixed(1)} MB`.padStart(10);

/** Clears the database's scan counters, so that what follows is what the bench's queries used. */
export async function resetIndexUse(client) {
  await client.query('select pg_stat_reset()');
}

/** Per table of public with at least `minBytes`: rows, total, heap and indexes; each index's size and scans. */
export async function printDatabaseSizes(client, title, minBytes = 1024 * 1024) {
  // the session's counters reach the shared statistics at most once a second otherwise
  await client.query('select pg_stat_force_next_flush()');
  const tables = await client.query(
    `select c.relname as name, c.reltuples::bigint as rows, pg_total_relation_size(c.oid) as total,
            pg_relation_size(c.oid) as heap, pg_indexes_size(c.oid) as indexes
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' and pg_total_relation_size(c.oid) >= $1
     order by pg_total_relation_size(c.oid) desc`,
    [minBytes],
  );
  const indexes = await client.query(
    `select s.relname as table, s.indexrelname as name, pg_relation_size(s.indexrelid) as size, s.idx_scan as scans,
            i.indisunique or i.indisprimary as "unique"
     from pg_stat_user_indexes s join pg_index i on i.indexrelid = s.indexrelid
     where s.schemaname = 'public' and s.relname = any($1)
     order by s.relname, pg_relation_size(s.indexrelid) desc`,
    [tables.rows.map((t) => t.name)],
  );
  console.log(`\n${title}: tables of 1 MB or more (total = table + indexes + TOAST)`);
  console.log(
    `${'table'.padEnd(32)}${'rows'.padStart(12)}${'total'.padStart(10)}${'table'.padStart(10)}${'indexes'.padStart(10)}`,
  );
  for (const t of tables.rows)
    console.log(
      `${t.name.padEnd(32)}${count(Number(t.rows)).padStart(12)}${mb(t.total)}${mb(t.heap)}${mb(t.indexes)}`,
    );
  console.log(`\n${'index'.padEnd(48)}${'size'.padStart(10)}${'scans'.padStart(10)}`);
  for (const i of indexes.rows)
    console.log(`${i.name.padEnd(48)}${mb(i.size)}${count(Number(i.scans)).padStart(10)}`);
  const unused = indexes.rows.filter((i) => Number(i.scans) === 0);
  console.log(
    `\nIndexes no query of the bench used (idx_scan = 0 since the reset; unique ones also serve upserts): ${
      unused.length ? unused.map((i) => `${i.name}${i.unique ? ' (unique)' : ''}`).join(', ') : 'none'
    }`,
  );
}
