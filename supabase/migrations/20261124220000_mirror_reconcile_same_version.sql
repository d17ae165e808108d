-- The reconciler follows a document to a version the mirror already has (found by the fault soak, issue 8 §5,
-- docs/decisions/0010). A row the protocol wrote and then abandoned (the function died between the mirror write and
-- the Firestore commit, or its compensation could not reach the mirror) sits at version n+1 while Firestore stays
-- at n. The document's next write through the protocol overwrites it, but a write made elsewhere (the owner's
-- language change the rules allow, the console) also reaches n+1, and mirror_apply(only_if_newer) skipped it as
-- "not newer": the abandoned content then stayed for good, at the document's own version, where no version check
-- sees it. Now an upsert from the reconciler applies at a version equal to the row's or the tombstone's as well
-- (at the row's version only when a column differs, so a duplicate event still writes nothing).
-- Only that condition changes; the function is otherwise the one of 20261121000000_mirror_protocol.sql.

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

revoke all on function public.mirror_apply(jsonb) from public, anon, authenticated;
grant execute on function public.mirror_apply(jsonb) to service_role;

notify pgrst, 'reload schema';
