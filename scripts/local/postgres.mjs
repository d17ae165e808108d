// The local mirror database: Debian's PostgreSQL server run as the `postgres` user in the stack's state folder.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, chownSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { startProcess, waitForOutput } from './procs.mjs';

export function findPostgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : null;
}

export function ensurePostgresInstalled(log) {
  const found = findPostgresBin();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(
      'PostgreSQL server binaries are missing. Run: sudo apt-get update && sudo apt-get install -y postgresql',
    );
  }
  log('Installing Debian postgresql (the mirror database)…');
  const run = (args) =>
    spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  if (run(['install', '-y', '--no-install-recommends', 'postgresql']).status !== 0) {
    run(['update']);
    if (run(['install', '-y', '--no-install-recommends', 'postgresql']).status !== 0) {
      throw new Error('apt-get install postgresql failed; run it by hand and start again.');
    }
  }
  const bin = findPostgresBin();
  if (!bin) throw new Error('postgresql installed but no server binary found under /usr/lib/postgresql');
  return bin;
}

function postgresUser() {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

/** Runs as the postgres user when we are root (initdb and postgres refuse root); as ourselves otherwise. */
function asDbUser() {
  return process.getuid?.() === 0 ? postgresUser() : {};
}

function killStaleServer(dataDir) {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
    process.kill(pid, 'SIGQUIT'); // an orphan of a launcher that died: immediate shutdown
    spawnSync('sleep', ['1']);
  } catch {
    // not running: postgres cleans the stale pid file itself
  }
}

export async function startPostgres({ bin, dataDir, port, log }) {
  const user = asDbUser();
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    if (user.uid !== undefined) chownSync(dataDir, user.uid, user.gid);
    const init = spawnSync(
      join(bin, 'initdb'),
      ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync'],
      { ...user, encoding: 'utf8' },
    );
    if (init.status !== 0) throw new Error(`initdb failed:\n${init.stderr || init.stdout}`);
  }
  killStaleServer(dataDir);
  const server = startProcess(
    'postgres',
    join(bin, 'postgres'),
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${dataDir}`,
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ],
    { ...user, cwd: dataDir },
  );
  await waitForOutput(server, /database system is ready to accept connections/, 60000, log);
  return server;
}

export function databaseUrl(port) {
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

/**
 * The roles a Supabase project has before any migration runs (its Docker image creates them), so migrations and
 * PostgREST behave the same locally. Local-only: trust auth on 127.0.0.1, no passwords.
 */
const SUPABASE_BASE_ROLES = `
do $$ begin
  if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
  if not exists (select from pg_roles where rolname = 'authenticator') then create role authenticator login noinherit; end if;
end $$;
grant anon, authenticated, service_role to authenticator;
grant usage on schema public to anon, authenticated, service_role;
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;
create or replace function auth.uid() returns uuid language sql stable as
  $f$ select nullif(current_setting('request.jwt.claims', true)::jsonb ->> 'sub', '')::uuid $f$;
create or replace function auth.role() returns text language sql stable as
  $f$ select nullif(current_setting('request.jwt.claims', true)::jsonb ->> 'role', '') $f$;
`;

/** The migration files of a folder, in the order they apply (file names without .sql). */
function migrationNames(migrationsDir) {
  return readdirSync(migrationsDir)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort()
    .map((f) => f.replace(/\.sql$/, ''));
}

/** The migrations a database has recorded, in order ([] for a database no migration ran in). */
async function recordedMigrations(client) {
  const { rows } = await client.query(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as found`,
  );
  if (!rows[0].found) return [];
  const history = await client.query(
    'select version, name from supabase_migrations.schema_migrations order by version',
  );
  return history.rows.map((r) => `${r.version}_${r.name}`);
}

/** Drops the database of `url` and creates it empty again, from a connection to template1 on the same server. */
async function recreateDatabase(url) {
  const target = new URL(url);
  const name = `"${decodeURIComponent(target.pathname.slice(1)).replace(/"/g, '""')}"`;
  target.pathname = '/template1';
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

/**
 * Applies supabase/migrations in file-name order, each once, recorded where the Supabase CLI records them. A local
 * database whose recorded history is not a prefix of the files (built before the migrations were squashed into a
 * baseline, decision 0029) is dropped and built again from the files: it holds local demo data only. Answers
 * { rebuilt }, so the caller can discard what was kept beside it (the emulators' data).
 */
export async function applyMigrations({ url, migrationsDir, log }) {
  const names = migrationNames(migrationsDir);
  let client = new pg.Client({ connectionString: url });
  await client.connect();
  let rebuilt = false;
  try {
    const recorded = await recordedMigrations(client);
    const differs = recorded.findIndex((name, i) => names[i] !== name);
    if (differs >= 0) {
      log(
        `  The local database was built from other migrations (it recorded ${recorded[differs]} where ` +
          `supabase/migrations has ${names[differs] ?? 'nothing'}): rebuilding it from the files, with fresh demo data.\n`,
      );
      await client.end();
      client = null;
      await recreateDatabase(url);
      client = new pg.Client({ connectionString: url });
      await client.connect();
      rebuilt = true;
    }
    await client.query(SUPABASE_BASE_ROLES);
    await client.query(`create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations
        (version text primary key, statements text[], name text)`);
    // after the recorded prefix: the files not applied yet
    for (const name of names.slice(rebuilt ? 0 : recorded.length)) {
      const file = `${name}.sql`;
      const [version, ...rest] = name.split('_');
      const sql = readFileSync(join(migrationsDir, file), 'utf8');
      log(`  migration ${file}\n`);
      await client.query('begin');
      try {
        await client.query(sql);
        await client.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [version, rest.join('_'), [sql]],
        );
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw new Error(`migration ${file} failed: ${error.message}`);
      }
    }
    await client.query(`notify pgrst, 'reload schema'`);
  } finally {
    await client?.end();
  }
  return { rebuilt };
}
