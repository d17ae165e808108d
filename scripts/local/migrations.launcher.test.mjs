// The launcher's migration history: new files apply on top of a local database, and a database built from
// migrations that are gone (the squash into a baseline, decision 0029) is rebuilt rather than left half-built.
// A Postgres of its own (no emulators), on a port of the launcher test's offset that its stack does not use.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, databaseUrl, ensurePostgresInstalled, startPostgres } from './postgres.mjs';
import { portsFor } from './ports.mjs';
import { stopProcess } from './procs.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OFFSET = Number(process.env.MATKON_LAUNCHER_TEST_OFFSET ?? 2000);
const PORT = portsFor(OFFSET).postgres + 1;
const OUTPUT = join(ROOT, 'test-output', `migrations-${OFFSET}`);
const DATABASE = databaseUrl(PORT);

let server;

/** A migrations folder holding these files ({ name: sql }). */
function migrationsDir(name, files) {
  const dir = join(OUTPUT, name);
  mkdirSync(dir, { recursive: true });
  for (const [file, sql] of Object.entries(files)) writeFileSync(join(dir, `${file}.sql`), sql);
  return dir;
}

async function query(sql) {
  const client = new pg.Client({ connectionString: DATABASE });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

async function apply(dir) {
  const lines = [];
  const { rebuilt } = await applyMigrations({ url: DATABASE, migrationsDir: dir, log: (t) => lines.push(t) });
  return { rebuilt, log: lines.join('') };
}

const history = async () =>
  (await query('select version, name from supabase_migrations.schema_migrations order by version')).map(
    (r) => `${r.version}_${r.name}`,
  );

const ONE = { '20200101000000_one': 'create table public.one (id int primary key);' };
const TWO = { ...ONE, '20200101000100_two': 'create table public.two (id int primary key);' };
const BASELINE = {
  '20200201000000_baseline':
    'create table public.one (id int primary key); create table public.two (id int);',
};

beforeAll(async () => {
  rmSync(OUTPUT, { recursive: true, force: true });
  mkdirSync(OUTPUT, { recursive: true });
  const dataDir = join(OUTPUT, 'pgdata');
  mkdirSync(dataDir);
  server = await startPostgres({
    bin: ensurePostgresInstalled(() => {}),
    dataDir,
    port: PORT,
    log: () => {},
  });
}, 120000);

afterAll(async () => {
  await stopProcess(server);
  rmSync(OUTPUT, { recursive: true, force: true });
});

describe('the local database and supabase/migrations', () => {
  it('applies new files on top of the recorded ones and keeps the data', async () => {
    expect(await apply(migrationsDir('one', ONE))).toEqual({ rebuilt: false, log: expect.any(String) });
    await query('insert into public.one values (7)');

    const next = await apply(migrationsDir('two', TWO));

    expect(next.rebuilt).toBe(false);
    expect(next.log).toContain('migration 20200101000100_two.sql');
    expect(next.log).not.toContain('20200101000000_one.sql');
    expect(await history()).toEqual(Object.keys(TWO));
    expect(await query('select id from public.one')).toEqual([{ id: 7 }]);
  });

  it('rebuilds a database whose history is not a prefix of the files, with a line that says so', async () => {
    const squashed = await apply(migrationsDir('baseline', BASELINE));

    expect(squashed.rebuilt).toBe(true);
    expect(squashed.log).toContain('The local database was built from other migrations');
    expect(squashed.log).toContain('20200101000000_one');
    expect(squashed.log).toContain('migration 20200201000000_baseline.sql');
    expect(await history()).toEqual(Object.keys(BASELINE));
    expect(await query('select id from public.one')).toEqual([]);
    expect(await query(`select to_regclass('public.two') is not null as built`)).toEqual([{ built: true }]);

    // built from the baseline, the next start changes nothing
    expect((await apply(migrationsDir('baseline', BASELINE))).rebuilt).toBe(false);
  });
});
