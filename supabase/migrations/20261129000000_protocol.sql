-- The baseline (docs/decisions/0029): the schema before the first release, each object declared once at its final
-- version, in seven files by domain. From here on migrations are append-only again: a change is a new file.
--
-- The mirror protocol (DESIGN §4): Firestore is the source of truth, these tables are its mirror.
--
-- How a table opts in:
--   create table public.<name> (
--     firebase_id    text   not null unique,   -- the Firestore document id
--     source_version bigint not null,          -- the document's `version` when this row was written
--     ...columns produced by the entity's MirrorMapping.toRow()...
--   );
--   alter table public.<name> enable row level security;   -- no write policy: only service_role (BYPASSRLS) writes
-- Nothing else is needed: mirror_apply/mirror_restore find the table by name and refuse any table that lacks
-- those two columns. Prefer no ON DELETE CASCADE between mirrored tables: a compensated delete restores the row,
-- not the children a cascade removed.
--
-- Runs on a bare local PostgreSQL (the stack launcher) and on real Supabase: everything Supabase already provides
-- is created only when missing.

-- Supabase's API roles ----------------------------------------------------------------------------------------
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;

  -- On Supabase (supabase_admin exists) the platform owns these grants; locally we recreate them.
  if not exists (select 1 from pg_roles where rolname = 'supabase_admin') then
    grant anon, authenticated, service_role to authenticator;
    grant usage on schema public to anon, authenticated, service_role;
    alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
    alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
    alter default privileges in schema public grant execute on functions to anon, authenticated, service_role;
  end if;
end
$$;

-- The API roles (anon, authenticated) never advance or set a sequence: nextval/setval are writes, and only the
-- functions (service_role) insert rows. The default privileges of the public schema (Supabase's, and the local ones
-- above) grant every new sequence to them; the database policy tests (supabase/tests/database/policies.test.sql)
-- check every sequence.
alter default privileges in schema public revoke all on sequences from anon, authenticated;

-- auth.uid() / auth.role() as Supabase defines them (read PostgREST's request.jwt.claims) --------------------------
create schema if not exists auth;

do $$
begin
  if not exists (
    select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'auth' and p.proname = 'uid'
  ) then
    create function auth.uid() returns uuid language sql stable as $fn$
      select nullif(
        coalesce(current_setting('request.jwt.claim.sub', true),
                 (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')),
        '')::uuid
    $fn$;
  end if;
  if not exists (
    select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'auth' and p.proname = 'role'
  ) then
    create function auth.role() returns text language sql stable as $fn$
      select nullif(
        coalesce(current_setting('request.jwt.claim.role', true),
                 (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')),
        '')::text
    $fn$;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_admin') then
    grant usage on schema auth to anon, authenticated, service_role;
  end if;
end
$$;


-- Who is asking, as Supabase puts it in the JWT (sub). Firebase uids are not uuids, so auth.uid() cannot be used.
create or replace function public.request_uid() returns text
language sql stable set search_path = '' as $$
  select nullif(
    coalesce(current_setting('request.jwt.claim.sub', true),
             (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')),
    '')
$$;
grant execute on function public.request_uid() to anon, authenticated, service_role;

-- synced_at records when the mirror last wrote a row; mirror_write_row only sets the mapped columns, so a trigger
-- keeps it current on updates too. Shared by every mirrored table that has a synced_at column.
create or replace function public.touch_synced_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.synced_at := now();
  return new;
end
$$;
revoke all on function public.touch_synced_at() from public, anon, authenticated;

-- The declaration steps every table of the baseline repeats: the synced_at trigger of a mirrored table, row level
-- security, and the grants (the API roles read at most through a policy, written out beside each table; only the
-- functions' service role writes). Used by the baseline files only and dropped at the end of the last one, so a
-- later migration states its own steps.
create procedure public.baseline_table(p_table text, p_readers text, p_touch_synced_at boolean)
language plpgsql set search_path = '' as $$
begin
  if p_touch_synced_at then
    execute format('create trigger %I before update on public.%I for each row execute function public.touch_synced_at()',
                   p_table || '_touch_synced_at', p_table);
  end if;
  execute format('alter table public.%I enable row level security', p_table);
  execute format('revoke all on public.%I from anon, authenticated', p_table);
  if p_readers is not null then
    execute format('grant select on public.%I to %s', p_table, p_readers);
  end if;
  execute format('grant all on public.%I to service_role', p_table);
end
$$;

-- Tombstones: the version at which a document was deleted, so a late upsert of an older version cannot bring it back,
-- and so a re-created document continues the version sequence (see mirror_apply).
create table public.mirror_tombstones (
  table_name     text        not null,
  firebase_id    text        not null,
  source_version bigint      not null,
  deleted_at     timestamptz not null default now(),
  primary key (table_name, firebase_id)
);
call public.baseline_table('mirror_tombstones', null, false);

-- Internal helpers -------------------------------------------------------------------------------------------------

-- Raises unless public.<p_table> is a mirrored table (has firebase_id and source_version).
create or replace function public.mirror_assert_table(p_table text) returns void
language plpgsql stable set search_path = '' as $$
begin
  if p_table is null or (
    select count(*) from pg_catalog.pg_attribute
    where attrelid = to_regclass(format('public.%I', p_table))
      and attname in ('firebase_id', 'source_version') and not attisdropped
  ) <> 2 then
    raise exception 'mirror: % is not a mirrored table (needs firebase_id and source_version)', p_table
      using errcode = '22023';
  end if;
end
$$;

-- The row's keys as quoted column names. A key that is not a column raises (a mapping bug must not be silent),
-- except for a row read back from the table (p_snapshot), whose generated columns are skipped: they cannot be written.
create or replace function public.mirror_columns(p_table text, p_row jsonb, p_snapshot boolean) returns text[]
language plpgsql stable set search_path = '' as $$
declare
  unknown text;
  cols text[];
begin
  with table_columns as (
    select attname::text as name, (attgenerated <> '' or attidentity = 'a') as generated
    from pg_catalog.pg_attribute
    where attrelid = to_regclass(format('public.%I', p_table)) and attnum > 0 and not attisdropped
  )
  select k into unknown from jsonb_object_keys(p_row) k
  where not exists (select 1 from table_columns c where c.name = k) limit 1;
  if unknown is not null then
    raise exception 'mirror: % has no column %', p_table, unknown using errcode = '42703';
  end if;

  with table_columns as (
    select attname::text as name, (attgenerated <> '' or attidentity = 'a') as generated
    from pg_catalog.pg_attribute
    where attrelid = to_regclass(format('public.%I', p_table)) and attnum > 0 and not attisdropped
  )
  select array_agg(format('%I', c.name) order by c.name) into cols
  from table_columns c
  where p_row ? c.name and not (p_snapshot and c.generated);
  return cols;
end
$$;

-- Inserts or overwrites the row identified by firebase_id with exactly the columns present in p_row.
create or replace function public.mirror_write_row(p_table text, p_row jsonb, p_snapshot boolean) returns jsonb
language plpgsql set search_path = '' as $$
declare
  cols text[] := public.mirror_columns(p_table, p_row, p_snapshot);
  written jsonb;
begin
  execute format(
    'insert into public.%1$I as t (%2$s) select %2$s from jsonb_populate_record(null::public.%1$I, $1)
     on conflict (firebase_id) do update set %3$s
     returning to_jsonb(t)',
    p_table,
    array_to_string(cols, ', '),
    (select string_agg(format('%s = excluded.%s', c, c), ', ') from unnest(cols) c)
  ) into written using p_row;
  return written;
end
$$;

create or replace function public.mirror_lock(p_table text, p_firebase_id text) returns void
language sql set search_path = '' as $$
  select pg_advisory_xact_lock(hashtext(p_table), hashtext(p_firebase_id))
$$;

-- mirror_apply ----------------------------------------------------------------------------------------------------
-- p_changes: [{ table, firebase_id, version, row, only_if_newer }]
--   row            the columns (firebase_id/source_version are set here from the change), or null to delete.
--   version        the document version this change writes; null on a create asks the mirror for the next
--                  version after anything it has seen for that id (a live row or a tombstone), so versions keep
--                  rising across delete and re-create and late events of an earlier life are recognised as stale.
--   only_if_newer  true (default, the reconciler): apply only when version is above the row's and the tombstone's.
--                  false (commitMirrored): the Firestore transaction that follows is the arbiter, so write
--                  unconditionally and let mirror_restore undo it if that transaction fails.
-- All changes apply in one transaction. Returns, per change, what mirror_restore needs to undo it:
--   [{ table, firebase_id, applied, version, written_row, previous_row, previous_tombstone }]
--
-- The reconciler (only_if_newer) also applies an upsert at a version equal to the row's or the tombstone's (found
-- by the fault soak, issue 8 §5, docs/decisions/0010): a row the protocol wrote and then abandoned (the function
-- died between the mirror write and the Firestore commit, or its compensation could not reach the mirror) sits at
-- version n+1 while Firestore stays at n, and a write made elsewhere (the owner's language change the rules allow,
-- the console) also reaches n+1; skipped as "not newer", the abandoned content would stay for good. At the row's
-- own version it writes only when a column differs, so a duplicate event still writes nothing.
create or replace function public.mirror_apply(p_changes jsonb) returns jsonb
language plpgsql set search_path = '' as $$
declare
  change jsonb;
  tbl text;
  fid text;
  incoming bigint;
  new_row jsonb;
  only_if_newer boolean;
  cur_row jsonb;
  cur_version bigint;
  tomb_version bigint;
  written jsonb;
  applied boolean;
  results jsonb := '[]'::jsonb;
begin
  if jsonb_typeof(p_changes) is distinct from 'array' then
    raise exception 'mirror: p_changes must be an array' using errcode = '22023';
  end if;

  for change in select value from jsonb_array_elements(p_changes) loop
    tbl := change ->> 'table';
    fid := change ->> 'firebase_id';
    incoming := (change ->> 'version')::bigint;
    new_row := case when jsonb_typeof(change -> 'row') = 'object' then change -> 'row' end;
    only_if_newer := coalesce((change ->> 'only_if_newer')::boolean, true);
    if fid is null or fid = '' then
      raise exception 'mirror: firebase_id is required' using errcode = '22023';
    end if;
    perform public.mirror_assert_table(tbl);
    perform public.mirror_lock(tbl, fid);

    execute format('select to_jsonb(t) from public.%I t where firebase_id = $1', tbl) into cur_row using fid;
    cur_version := (cur_row ->> 'source_version')::bigint;
    select source_version into tomb_version from public.mirror_tombstones
      where table_name = tbl and firebase_id = fid;

    if incoming is null then
      if new_row is null then
        raise exception 'mirror: a delete needs a version' using errcode = '22023';
      end if;
      incoming := greatest(coalesce(cur_version, 0), coalesce(tomb_version, 0)) + 1;
    end if;

    -- The reconciler (only_if_newer) writes a row at a version equal to the row's or the tombstone's too: the
    -- event carries what Firestore committed at that version, and the row there may be one the protocol wrote and
    -- then abandoned (a function killed between the two writes, a failed compensation), which must not outlive the
    -- document's next write. A delete stays strictly newer: at an equal version the row may be a re-creation.
    applied := not only_if_newer or (
      case when new_row is null then incoming > coalesce(cur_version, -1)
           else incoming >= coalesce(cur_version, -1) and incoming >= coalesce(tomb_version, -1)
      end
    );
    -- At the row's own version, write only what differs (the same event delivered twice stays a no-op), compared
    -- as the columns store it.
    if applied and only_if_newer and new_row is not null and incoming = cur_version then
      execute format(
        'select exists (select 1 from jsonb_each(to_jsonb(jsonb_populate_record(null::public.%I, $1))) e
          where $1 ? e.key and $2 -> e.key is distinct from e.value)',
        tbl
      ) into applied using new_row, cur_row;
    end if;
    written := null;

    if applied and new_row is not null then
      written := public.mirror_write_row(
        tbl, new_row || jsonb_build_object('firebase_id', fid, 'source_version', incoming), false);
      delete from public.mirror_tombstones where table_name = tbl and firebase_id = fid;
    elsif applied then
      execute format('delete from public.%I where firebase_id = $1', tbl) using fid;
      insert into public.mirror_tombstones as m (table_name, firebase_id, source_version)
        values (tbl, fid, incoming)
        on conflict (table_name, firebase_id)
        do update set source_version = greatest(m.source_version, excluded.source_version), deleted_at = now();
    end if;

    results := results || jsonb_build_array(jsonb_build_object(
      'table', tbl,
      'firebase_id', fid,
      'applied', applied,
      'version', incoming,
      'written_row', written,
      'previous_row', cur_row,
      'previous_tombstone', tomb_version
    ));
  end loop;
  return results;
end
$$;

-- mirror_restore --------------------------------------------------------------------------------------------------
-- Compensation after a failed Firestore commit. p_changes: [{ table, firebase_id, deleted, expected_version,
-- written_row, previous_row, previous_tombstone }]: mirror_apply's result for each applied change, with
-- expected_version = its version and deleted = whether it was a delete.
-- A change is undone only while the mirror still holds what it wrote: the row equal to written_row (or, without
-- written_row, at expected_version), or for a delete no row and the tombstone at expected_version. Anything else
-- means a newer write landed meanwhile, and that one wins. Returns [{ table, firebase_id, restored }].
create or replace function public.mirror_restore(p_changes jsonb) returns jsonb
language plpgsql set search_path = '' as $$
declare
  change jsonb;
  tbl text;
  fid text;
  expected bigint;
  written jsonb;
  previous jsonb;
  previous_tomb bigint;
  was_delete boolean;
  cur_row jsonb;
  tomb_version bigint;
  still_ours boolean;
  cols text[];
  results jsonb := '[]'::jsonb;
begin
  if jsonb_typeof(p_changes) is distinct from 'array' then
    raise exception 'mirror: p_changes must be an array' using errcode = '22023';
  end if;

  for change in select value from jsonb_array_elements(p_changes) loop
    tbl := change ->> 'table';
    fid := change ->> 'firebase_id';
    expected := (change ->> 'expected_version')::bigint;
    written := case when jsonb_typeof(change -> 'written_row') = 'object' then change -> 'written_row' end;
    previous := case when jsonb_typeof(change -> 'previous_row') = 'object' then change -> 'previous_row' end;
    previous_tomb := (change ->> 'previous_tombstone')::bigint;
    was_delete := coalesce((change ->> 'deleted')::boolean, false);
    perform public.mirror_assert_table(tbl);
    perform public.mirror_lock(tbl, fid);

    execute format('select to_jsonb(t) from public.%I t where firebase_id = $1', tbl) into cur_row using fid;
    select source_version into tomb_version from public.mirror_tombstones
      where table_name = tbl and firebase_id = fid;

    if was_delete then
      still_ours := cur_row is null and tomb_version is not distinct from expected;
    elsif written is not null then
      still_ours := cur_row = written;
    else
      still_ours := (cur_row ->> 'source_version')::bigint is not distinct from expected;
    end if;

    if still_ours then
      if previous is null then
        execute format('delete from public.%I where firebase_id = $1', tbl) using fid;
      elsif cur_row is null then
        perform public.mirror_write_row(tbl, previous, true);
      else
        -- update in place (not delete + insert) so rows referencing this one are untouched
        cols := public.mirror_columns(tbl, previous, true);
        execute format(
          'update public.%1$I set (%2$s) = (select %2$s from jsonb_populate_record(null::public.%1$I, $1))
           where firebase_id = $2',
          tbl, array_to_string(cols, ', ')
        ) using previous, fid;
      end if;

      if previous_tomb is null then
        delete from public.mirror_tombstones where table_name = tbl and firebase_id = fid;
      else
        insert into public.mirror_tombstones (table_name, firebase_id, source_version)
          values (tbl, fid, previous_tomb)
          on conflict (table_name, firebase_id) do update set source_version = excluded.source_version;
      end if;
    end if;

    results := results || jsonb_build_array(
      jsonb_build_object('table', tbl, 'firebase_id', fid, 'restored', still_ours));
  end loop;
  return results;
end
$$;

-- Only the service role (functions) runs the protocol; Supabase grants execute on new functions to the API roles.
do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.mirror_assert_table(text)',
    'public.mirror_columns(text, jsonb, boolean)',
    'public.mirror_write_row(text, jsonb, boolean)',
    'public.mirror_lock(text, text)',
    'public.mirror_apply(jsonb)',
    'public.mirror_restore(jsonb)'
  ] loop
    execute format('revoke all on function %s from public, anon, authenticated', fn);
    execute format('grant execute on function %s to service_role', fn);
  end loop;
end
$$;
