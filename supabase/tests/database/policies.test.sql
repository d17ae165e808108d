-- The database's own policies (DESIGN §5, §6), tested inside Postgres with pgTAP: for every relation in the public
-- schema, the API roles (`anon`, and `authenticated` as the user 'rls-reader') read exactly the rows the product
-- allows and write nothing; only `service_role` writes. Functions reach the mirror with the service role; a guest's
-- or a user's supabase-js key must never write a row, whatever PostgREST is asked.
--
-- The relations, sequences and functions are enumerated from pg_catalog, so a table added by a later migration is
-- checked the day it lands, and fails until it has a block below: one `rls_expectations` row (which rows each API
-- role may read, as a condition on the row) and fixture rows that give that condition something to tell apart.
--
-- Runs in one transaction that is rolled back: pgTAP itself and the fixtures leave nothing behind. Run it with
-- `npm run test:db` (scripts/db-policies.mjs: psql + a TAP parser), or with pg_prove / `supabase test db`.
-- Repeatable read: one snapshot for every comparison, whatever the mirror's triggers write meanwhile.
begin isolation level repeatable read;
create schema if not exists tap;
create extension if not exists pgtap with schema tap;
set local search_path = public, tap, extensions;
select * from no_plan();

-- Who may read what -------------------------------------------------------------------------------------------------
-- One row per relation of the public schema. The conditions are SQL over the relation's own columns (the relation is
-- in scope under its own name), evaluated by the table owner: the rows matching `anon_reads` are exactly what a guest
-- must see, those matching `authenticated_reads` exactly what the signed-in user 'rls-reader' must see. 'false' means
-- the role reads nothing (the table is for functions only).
create temp table rls_expectations (
  relation            text primary key,
  anon_reads          text not null,
  authenticated_reads text not null
) on commit drop;

-- Public functions the API roles may execute (every other one must be revoked from them).
create temp table rls_callable_functions (signature text primary key) on commit drop;
insert into rls_callable_functions values
  -- the policies' own "who is asking" (recipes, recipe_tags)
  ('request_uid()');

-- mirror_tombstones: the mirror protocol's bookkeeping --------------------------------------------------------------
insert into rls_expectations values ('mirror_tombstones', 'false', 'false');
insert into public.mirror_tombstones (table_name, firebase_id, source_version) values ('recipes', 'rls-gone', 3);

-- categories, dietary_options, content: public reference data -------------------------------------------------------
insert into rls_expectations values ('categories', 'true', 'true');
insert into public.categories (firebase_id, source_version, name_en, name_he, name_fr, name_it)
  values ('rls-category', 1, 'Soups', 'מרקים', 'Soupes', 'Zuppe');

insert into rls_expectations values ('dietary_options', 'true', 'true');
insert into public.dietary_options (firebase_id, source_version, name_en, name_he, name_fr, name_it, field_name)
  values ('rls-option', 1, 'Raw', 'טבעוני נא', 'Cru', 'Crudo', 'isRlsRaw');

insert into rls_expectations values ('content', 'true', 'true');
insert into public.content (firebase_id, source_version, content_type, language, title, content)
  values ('rls-content', 1, 'rls_terms', 'en', 'Terms', 'Be kind.');

-- profiles: public profiles (no email: private data stays in Firestore) ---------------------------------------------
insert into rls_expectations values ('profiles', 'true', 'true');
insert into public.profiles (firebase_id, source_version, username, display_name)
  values ('rls-reader', 1, 'rls_reader', 'RLS Reader'), ('rls-author', 1, 'rls_author', 'RLS Author');

-- recipes: public ones for everyone, the author's own for the author, followers-only ones for the author's followers
insert into rls_expectations values
  ('recipes', $$visibility = 'public'$$, $$visibility = 'public' or author_id = 'rls-reader'
     or (visibility = 'followers-only' and exists (select 1 from public.follows f
           where f.following_id = recipes.author_id and f.follower_id = 'rls-reader'))$$);
insert into public.recipes (firebase_id, source_version, author_id, title, visibility, tags) values
  ('rls-public', 1, 'rls-author', 'Public soup', 'public', '{rls-soup}'),
  ('rls-followers', 1, 'rls-author', 'Followers soup', 'followers-only', '{rls-soup,rls-secret}'),
  ('rls-private', 1, 'rls-author', 'Private soup', 'private', '{rls-secret}'),
  ('rls-own-private', 1, 'rls-reader', 'My private soup', 'private', '{rls-mine}');

-- recipe_tags (derived from recipes.tags by a trigger): the tags of the recipes the reader can read ------------------
insert into rls_expectations values (
  'recipe_tags',
  $$exists (select 1 from public.recipes r where r.firebase_id = recipe_tags.recipe_id and r.visibility = 'public')$$,
  $$exists (select 1 from public.recipes r where r.firebase_id = recipe_tags.recipe_id
              and (r.visibility = 'public' or r.author_id = 'rls-reader'
                   or (r.visibility = 'followers-only' and exists (select 1 from public.follows f
                         where f.following_id = r.author_id and f.follower_id = 'rls-reader'))))$$
);

-- tags: the ones in use --------------------------------------------------------------------------------------------
insert into rls_expectations values ('tags', 'count > 0', 'count > 0');
insert into public.tags (firebase_id, source_version, tag, display_name, count) values
  ('rls-soup', 1, 'rls-soup', 'RLS soup', 2),
  ('rls-unused', 1, 'rls-unused', 'RLS unused', 0);

-- recipe_views, shares: analytics event logs, functions only ---------------------------------------------------------
insert into rls_expectations values ('recipe_views', 'false', 'false');
insert into public.recipe_views (recipe_id, viewer_key) values ('rls-public', 'uid:rls-reader');

insert into rls_expectations values ('shares', 'false', 'false');
insert into public.shares (recipe_id, platform, user_id) values ('rls-public', 'whatsapp', 'rls-reader');

-- search_events: the admin analytics' search log (decision 0020), functions only -------------------------------------
insert into rls_expectations values ('search_events', 'false', 'false');
insert into public.search_events (user_id, term) values ('rls-reader', 'rls soup');

-- admin_analytics_snapshots: the analytics tabs computed ahead (decision 0066), functions only -------------------------
insert into rls_expectations values ('admin_analytics_snapshots', 'false', 'false');
insert into public.admin_analytics_snapshots (section, params, answer) values ('rls-tab', '{}', '{"rls": 1}');

-- recipe_search, search_words (derived from recipes by triggers), rate_limits: search reads them through the
-- functions only ------------------------------------------------------------------------------------------------------
insert into rls_expectations values ('recipe_search', 'false', 'false');
insert into rls_expectations values ('search_words', 'false', 'false');
insert into rls_expectations values ('rate_limits', 'false', 'false');
insert into public.rate_limits (key, window_start, count) values ('search:uid:rls-reader', now(), 3);

-- monitoring_counters, monitoring_errors: what the functions count and the errors they answered (monitoring screen,
-- through the functions only) ----------------------------------------------------------------------------------------
insert into rls_expectations values ('monitoring_counters', 'false', 'false');
insert into rls_expectations values ('monitoring_errors', 'false', 'false');
insert into public.monitoring_counters (day, metric, key, n) values (current_date, 'search', 'rls soup', 2);
insert into public.monitoring_errors (endpoint, error) values ('GET /api/rls', 'rls error');

-- collections: the owner's own, and those of owners who share their collections with everyone -----------------------
-- ("followers" is served by functions until the follows mirror, as for followers-only recipes)
insert into rls_expectations values (
  'collections',
  $$exists (select 1 from public.profiles p
            where p.firebase_id = collections.user_id and p.privacy ->> 'collection' = 'public')$$,
  $$user_id = 'rls-reader' or exists (select 1 from public.profiles p
            where p.firebase_id = collections.user_id and p.privacy ->> 'collection' = 'public')$$
);
insert into public.profiles (firebase_id, source_version, username, display_name, privacy)
  values ('rls-sharer', 1, 'rls_sharer', 'RLS Sharer', '{"collection": "public"}');
insert into public.collections (firebase_id, source_version, user_id, collection_id, name) values
  ('rls-reader/mine', 1, 'rls-reader', 'mine', 'Mine'),
  ('rls-sharer/shared', 1, 'rls-sharer', 'shared', 'Shared'),
  ('rls-author/kept', 1, 'rls-author', 'kept', 'Kept');

-- favorites: the owner's own only (what others see of them goes through functions and the privacy setting) -----
insert into rls_expectations values ('favorites', 'false', $$user_id = 'rls-reader'$$);
insert into public.favorites (firebase_id, source_version, user_id, recipe_id) values
  ('rls-reader/rls-public', 1, 'rls-reader', 'rls-public'),
  ('rls-author/rls-public', 1, 'rls-author', 'rls-public');

-- households, plan_entries, shopping_lines: a household's members only (decision 0064); an invitation shows in
-- Firestore, never here ------------------------------------------------------------------------------------------------
insert into rls_expectations values ('households', 'false', $$'rls-reader' = any (member_ids)$$);
insert into public.households (firebase_id, source_version, owner_id, member_ids, invited_ids) values
  ('rls-reader', 1, 'rls-reader', '{rls-reader}', '{}'),
  ('rls-author', 1, 'rls-author', '{rls-author,rls-reader}', '{}'),
  ('rls-sharer', 1, 'rls-sharer', '{rls-sharer}', '{rls-reader}');
insert into rls_expectations values (
  'plan_entries', 'false',
  $$exists (select 1 from public.households h
            where h.firebase_id = plan_entries.household_id and 'rls-reader' = any (h.member_ids))$$
);
insert into public.plan_entries (firebase_id, source_version, household_id, entry_id, day, meal, recipe_id, servings, note)
values
  ('rls-author/e1', 1, 'rls-author', 'e1', '2026-11-30', 'dinner', 'rls-public', 4, null),
  ('rls-sharer/e2', 1, 'rls-sharer', 'e2', '2026-11-30', 'lunch', null, null, 'eat out');
insert into rls_expectations values (
  'shopping_lines', 'false',
  $$exists (select 1 from public.households h
            where h.firebase_id = shopping_lines.household_id and 'rls-reader' = any (h.member_ids))$$
);
insert into public.shopping_lines (firebase_id, source_version, household_id, line_id, text) values
  ('rls-reader/l1', 1, 'rls-reader', 'l1', 'salt'),
  ('rls-sharer/l2', 1, 'rls-sharer', 'l2', '2 onions');

-- comments, comment_likes, comment_reports: served by comments-api only (it checks the recipe's visibility) -------
insert into rls_expectations values ('comments', 'false', 'false');
insert into public.comments (firebase_id, source_version, recipe_id, author_id, content) values
  ('rls-comment', 1, 'rls-public', 'rls-reader', 'Lovely soup'),
  ('rls-comment-other', 1, 'rls-public', 'rls-author', 'Thank you');
insert into rls_expectations values ('comment_likes', 'false', 'false');
insert into public.comment_likes (firebase_id, source_version, comment_id, user_id, recipe_id) values
  ('rls-comment/rls-reader', 1, 'rls-comment', 'rls-reader', 'rls-public');
insert into rls_expectations values ('comment_reports', 'false', 'false');
insert into public.comment_reports (firebase_id, source_version, comment_id, reporter_id, recipe_id, reason) values
  ('rls-comment-other/rls-reader', 1, 'rls-comment-other', 'rls-reader', 'rls-public', 'spam');

-- follows: the two people of an edge (rls-reader follows rls-author; rls-author follows rls-sharer, who is not
-- the reader's business); followers-only recipes of a cook the reader does not follow stay hidden ------------------
insert into rls_expectations values
  ('follows', 'false', $$follower_id = 'rls-reader' or following_id = 'rls-reader'$$);
insert into public.follows (firebase_id, source_version, following_id, follower_id) values
  ('rls-author/rls-reader', 1, 'rls-author', 'rls-reader'),
  ('rls-sharer/rls-author', 1, 'rls-sharer', 'rls-author'),
  ('rls-reader/rls-sharer', 1, 'rls-reader', 'rls-sharer');
insert into public.recipes (firebase_id, source_version, author_id, title, visibility, tags) values
  ('rls-unfollowed-followers', 1, 'rls-sharer', 'Not for the reader', 'followers-only', '{rls-hidden}');

-- notification_settings: one's own levels only -------------------------------------------------------------------
insert into rls_expectations values ('notification_settings', 'false', $$user_id = 'rls-reader'$$);
insert into public.notification_settings (firebase_id, source_version, user_id, followed_user_id, notification_level)
  values ('rls-reader/rls-author', 1, 'rls-reader', 'rls-author', 'none'),
         ('rls-sharer/rls-author', 1, 'rls-sharer', 'rls-author', 'all');

-- recipe_links: a cook's own requests only (the token's hash is no business of anyone else) ---------------------
insert into rls_expectations values ('recipe_links', 'false', $$owner_id = 'rls-reader'$$);
insert into public.recipe_links (firebase_id, source_version, owner_id, message, recipe_id, expires_at) values
  (repeat('a', 64), 1, 'rls-reader', 'Grandma, your soup please', 'rls-link-recipe-1', now() + interval '1 day'),
  (repeat('b', 64), 1, 'rls-author', 'Your cake?', 'rls-link-recipe-2', now() + interval '1 day');

-- ratings: one's own ratings only (others see rated recipes through the function, by the rater's privacy) ----------
insert into rls_expectations values ('ratings', 'false', $$user_id = 'rls-reader'$$);
insert into public.ratings (firebase_id, source_version, recipe_id, user_id, made_it, rating, weight, interest)
  values ('rls-public/rls-reader', 1, 'rls-public', 'rls-reader', true, 4, 1, null),
         ('rls-public/rls-author', 1, 'rls-public', 'rls-author', false, 5, 0.5, 'interested');

-- personalisation (decision 0017): Postgres-only analytics of a user, read by that user only ----------------------
insert into rls_expectations values
  ('language_interaction_events', 'false', $$user_id = 'rls-reader'$$),
  ('user_language_preferences', 'false', $$user_id = 'rls-reader'$$),
  ('language_learning_analytics', 'false', $$user_id = 'rls-reader'$$),
  ('user_language_stats', 'false', $$user_id = 'rls-reader'$$),
  ('user_recipe_signals', 'false', $$user_id = 'rls-reader'$$),
  ('user_category_affinity', 'false', $$user_id = 'rls-reader'$$);
insert into public.language_interaction_events
    (user_id, recipe_id, recipe_language, user_language, event_type, event_weight, session_id) values
  ('rls-reader', 'rls-public', 'it', 'en', 'view', 0.5, 'rls-session'),
  ('rls-author', 'rls-public', 'it', 'he', 'save', 3, 'rls-other-session');
insert into public.user_language_preferences (user_id, language_code, interest_score, last_interaction) values
  ('rls-reader', 'it', 12, now()), ('rls-author', 'it', 3, now());
insert into public.language_learning_analytics (user_id, language_code, day, event_count, total_weight) values
  ('rls-reader', 'it', current_date, 1, 0.5), ('rls-author', 'it', current_date, 1, 3);
insert into public.user_language_stats (user_id, total_events) values ('rls-reader', 1), ('rls-author', 1);
insert into public.user_recipe_signals (user_id, recipe_id, viewed) values
  ('rls-reader', 'rls-public', true), ('rls-author', 'rls-public', true);
insert into public.user_category_affinity (user_id, category_id, views) values
  ('rls-reader', 'rls-category', 1), ('rls-author', 'rls-category', 4);

-- The checks (nothing below names a table) ------------------------------------------------------------------------

-- The JWT claims PostgREST would set for each role (auth.uid(), auth.role() and request_uid() read them).
create function pg_temp.claims_of(p_role text) returns text language sql immutable as $$
  select case p_role
    when 'authenticated' then '{"role": "authenticated", "sub": "rls-reader"}'
    else json_build_object('role', p_role)::text
  end
$$;

-- Runs each of p_statements as p_role with that role's claims and undoes whatever it did. An outcome is 'refused'
-- (permission denied or a row-level security violation), 'changed N rows', or the error it hit ('failed 23505: …':
-- the statement got past the privileges and the policies to the constraints, so the role was allowed to write); the
-- first outcome other than 'refused' is the answer. With p_rows (a json array), each statement runs once per row with
-- $1 = that row alone, since one refused row would stop a statement before a row the policies accept.
create function pg_temp.attempt(p_role text, p_statements text[], p_rows jsonb default null) returns text
language plpgsql as $$
declare
  statement text;
  one jsonb;
  changed bigint;
  outcome text := 'refused';
begin
  foreach statement in array p_statements loop
    foreach one in array case when coalesce(jsonb_array_length(p_rows), 0) = 0 then array[p_rows]
                              else array(select jsonb_build_array(value) from jsonb_array_elements(p_rows)) end loop
      begin
        perform set_config('request.jwt.claims', pg_temp.claims_of(p_role), true);
        execute format('set local role %I', p_role);
        execute statement using one;
        get diagnostics changed = row_count;
        outcome := format('changed %s rows', changed);
        raise exception using errcode = 'RLSUN', message = 'undo the attempt';
      exception
        when sqlstate 'RLSUN' then null; -- undone; role and claims are back too
        when insufficient_privilege then outcome := 'refused';
        when others then outcome := format('failed %s: %s', sqlstate, sqlerrm);
      end;
      if outcome <> 'refused' then
        return outcome;
      end if;
    end loop;
  end loop;
  return outcome;
end
$$;

-- The rows p_role sees in public.p_relation against the rows p_condition allows: '' when they are the same set,
-- else what differs (firebase_id, or the row, of each).
create function pg_temp.read_difference(p_role text, p_relation text, p_condition text) returns text
language plpgsql as $$
declare
  allowed jsonb[];
  seen jsonb[];
  denied boolean := false;
  extra bigint;
  missing bigint;
  extra_examples text;
  missing_examples text;
begin
  perform set_config('request.jwt.claims', pg_temp.claims_of(p_role), true);
  -- (the row as a whole through a subquery: a column may have the table's name, like content.content)
  execute format('select coalesce(array_agg(to_jsonb(r)), ''{}'') from (select * from public.%I where %s) r',
                 p_relation, p_condition) into allowed;
  begin
    execute format('set local role %I', p_role);
    execute format('select coalesce(array_agg(to_jsonb(r)), ''{}'') from public.%I r', p_relation) into seen;
    raise exception using errcode = 'RLSUN', message = 'back to the owner';
  exception
    when sqlstate 'RLSUN' then null;
    when insufficient_privilege then denied := true; seen := '{}';
  end;
  select count(*), string_agg(coalesce(x ->> 'firebase_id', left(x::text, 120)), ', ') into extra, extra_examples
    from (select unnest(seen) except select unnest(allowed)) s(x);
  select count(*), string_agg(coalesce(x ->> 'firebase_id', left(x::text, 120)), ', ') into missing, missing_examples
    from (select unnest(allowed) except select unnest(seen)) s(x);
  if extra = 0 and missing = 0 then
    return '';
  end if;
  return format('%s sees %s row(s) it must not%s; misses %s row(s) it may read%s%s', p_role,
    extra, coalesce(' (' || left(extra_examples, 300) || ')', ''),
    missing, coalesce(' (' || left(missing_examples, 300) || ')', ''),
    case when denied then ' (SELECT is not granted to it)' else '' end);
end
$$;

-- How many rows of public.p_relation match p_condition, and how many do not.
create function pg_temp.split(p_role text, p_relation text, p_condition text, out matching bigint, out other bigint)
language plpgsql as $$
begin
  perform set_config('request.jwt.claims', pg_temp.claims_of(p_role), true);
  execute format('select count(*) filter (where %2$s), count(*) filter (where not (%2$s)) from public.%1$I',
                 p_relation, p_condition) into matching, other;
end
$$;

-- The rows an insert offers: those this transaction wrote into a table (the fixtures, and what triggers derived from
-- them), else a sample.
create function pg_temp.rows_offered(p_relation text) returns jsonb language plpgsql as $$
declare
  offered jsonb;
begin
  if (select relkind from pg_catalog.pg_class
      where oid = format('public.%I', p_relation)::regclass) in ('r', 'p') then
    execute format('select jsonb_agg(to_jsonb(r)) from public.%I r where xmin = pg_current_xact_id()::xid',
                   p_relation) into offered;
  end if;
  if offered is null then
    execute format('select coalesce(jsonb_agg(to_jsonb(r)), ''[]'') from (select * from public.%I limit 20) r',
                   p_relation) into offered;
  end if;
  return offered;
end
$$;

-- How many rows public.p_relation holds.
create function pg_temp.row_count(p_relation text) returns bigint language plpgsql as $$
declare
  n bigint;
begin
  execute format('select count(*) from public.%I', p_relation) into n;
  return n;
end
$$;

-- The relations and sequences of the public schema that are not an extension's.
create temp view rls_relations as
  select c.oid, c.relname::text as relation, c.relkind, c.relrowsecurity,
         exists (select 1 from unnest(c.reloptions) o where o ~* '^security_invoker=(true|on|yes|1)$')
           as security_invoker
  from pg_catalog.pg_class c
  where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
    and not exists (select 1 from pg_catalog.pg_depend d
                    where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e');

-- The functions of the public schema that are not an extension's, by signature.
create temp view rls_functions as
  select p.oid, p.prosecdef, format('%s(%s)', p.proname, pg_get_function_identity_arguments(p.oid)) as signature
  from pg_catalog.pg_proc p
  where p.pronamespace = 'public'::regnamespace
    and not exists (select 1 from pg_catalog.pg_depend d
                    where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e');

create temp table rls_roles (role text primary key) on commit drop;
insert into rls_roles values ('anon'), ('authenticated');

-- 1. Every relation is declared, and every declaration is a relation --------------------------------------------------
select ok(e.relation is not null,
          format('public.%I has its read expectations declared', r.relation))
       || case when e.relation is null then E'\n' || diag(format(
            'public.%I has no row in rls_expectations: add a block to supabase/tests/database/policies.test.sql '
            'saying which rows anon and authenticated may read, with fixture rows', r.relation)) else '' end
  from rls_relations r left join rls_expectations e using (relation)
  where r.relkind <> 'S' order by r.relation;

select ok(r.relation is not null, format('rls_expectations row %L names a relation of the public schema', e.relation))
  from rls_expectations e left join rls_relations r using (relation) order by e.relation;

-- 2. Policies can apply: RLS on every table; views read through their tables' policies --------------------------------
select case
    when r.relkind in ('r', 'p') then
      ok(r.relrowsecurity, format('public.%I has row-level security enabled', r.relation))
    when r.relkind = 'v' then
      ok(r.security_invoker
           or not exists (select 1 from rls_roles x where has_table_privilege(x.role, r.oid, 'SELECT')),
         format('view public.%I reads with the caller''s policies (security_invoker) '
                'or is not granted to the API roles', r.relation))
    else
      ok(not exists (select 1 from rls_roles x where has_table_privilege(x.role, r.oid, 'SELECT')),
         format('public.%I (no row-level security possible) is not granted to the API roles', r.relation))
  end
  from rls_relations r where r.relkind <> 'S' order by r.relation;

-- 3. The API roles hold no write privilege, on tables or on their columns --------------------------------------------
select is(
    array(select p from unnest(array['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE']) p
          where case when p in ('INSERT', 'UPDATE') then has_any_column_privilege(x.role, r.oid, p)
                     else has_table_privilege(x.role, r.oid, p) end),
    '{}'::text[],
    format('%s holds no write privilege on public.%I', x.role, r.relation))
  from rls_relations r cross join rls_roles x where r.relkind <> 'S' order by r.relation, x.role;

-- Sequences: nextval/setval would be writes too.
select is(
    array(select p from unnest(array['USAGE', 'UPDATE']) p where has_sequence_privilege(x.role, r.oid, p)),
    '{}'::text[],
    format('%s can neither advance nor set the sequence public.%I', x.role, r.relation))
  from rls_relations r cross join rls_roles x where r.relkind = 'S' order by r.relation, x.role;

-- 4. Reads: exactly the declared rows, over fixtures that give each condition rows on both sides ---------------------
select ok(case when c.condition = 'true' then s.matching > 0
               when c.condition = 'false' then s.other > 0
               else s.matching > 0 and s.other > 0 end,
          format('public.%I has rows %s', c.relation,
                 case when c.condition = 'true' then format('for %s to read', c.role)
                      when c.condition = 'false' then format('for %s not to read', c.role)
                      else format('%s may read and rows it may not (the read check below can fail)', c.role) end))
  from (select relation, 'anon' as role, anon_reads as condition from rls_expectations
        union all
        select relation, 'authenticated', authenticated_reads from rls_expectations) c
  join rls_relations r using (relation)
  cross join lateral pg_temp.split(c.role, c.relation, c.condition) s
  order by c.relation, c.role;

select is(pg_temp.read_difference(c.role, c.relation, c.condition), '',
          format('%s reads exactly the rows of public.%I where %s', c.role, c.relation,
                 regexp_replace(c.condition, '\s+', ' ', 'g')))
  from (select relation, 'anon' as role, anon_reads as condition from rls_expectations
        union all
        select relation, 'authenticated', authenticated_reads from rls_expectations) c
  join rls_relations r using (relation)
  order by c.relation, c.role;

-- 5. Writes: every insert, update, delete and truncate an API role tries is refused ----------------------------------
-- The insert offers copies of the fixture rows one by one (the reader's own among them), so a policy accepting any of
-- them shows (as a duplicate key: it got past the policies).
create temp view rls_writes as
  select r.relation, r.relkind, w.operation, w.statements, w.rows_offered
  from rls_relations r
  cross join lateral (
    select array_agg(format('%I', a.attname) order by a.attnum) as writable,
           array_agg(format('%I', a.attname) order by a.attnum)
             filter (where has_column_privilege('anon', r.oid, a.attnum, 'INSERT')
                        or has_column_privilege('authenticated', r.oid, a.attnum, 'INSERT')) as granted
    from pg_catalog.pg_attribute a
    where a.attrelid = r.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' and a.attidentity <> 'a'
  ) c
  cross join lateral (values
    -- every column, and the columns granted to an API role if that is fewer (a column grant is enough to insert)
    ('insert', array(select format(
       'insert into public.%1$I (%2$s) select %2$s from jsonb_populate_recordset(null::public.%1$I, $1)',
       r.relation, array_to_string(cols, ', '))
       from (values (1, c.writable), (2, c.granted)) v(n, cols)
       where cols is not null and (n = 1 or cols <> c.writable)), true),
    -- one column at a time: a grant on a single column is enough to write it
    ('update', array(select format('update public.%I set %s = %2$s', r.relation, col) from unnest(c.writable) col),
     false),
    ('delete', array[format('delete from public.%I', r.relation)], false),
    ('truncate', array[format('truncate public.%I', r.relation)], false)
  ) w(operation, statements, rows_offered)
  where r.relkind <> 'S' and (w.operation <> 'truncate' or r.relkind in ('r', 'p'));

select ok(o.outcome in ('refused', 'changed 0 rows'),
          format('%s cannot %s public.%I (%s)', x.role, w.operation, w.relation, o.outcome))
  from rls_writes w cross join rls_roles x
  cross join lateral (
    select pg_temp.attempt(x.role, w.statements, case when w.rows_offered then pg_temp.rows_offered(w.relation) end)
             as outcome
  ) o
  order by w.relation, x.role, w.operation;

-- 6. The service role (the functions) does write: it holds the privileges and its updates reach every row -----------
select is(
    array(select p from unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE']) p
          where not has_table_privilege('service_role', r.oid, p)),
    '{}'::text[],
    format('service_role may read and write public.%I', r.relation))
  from rls_relations r where r.relkind in ('r', 'p') order by r.relation;

select is(pg_temp.attempt('service_role', w.statements[1:1]),
          format('changed %s rows', pg_temp.row_count(w.relation)),
          format('service_role updates every row of public.%I, whatever the policies', w.relation))
  from rls_writes w where w.operation = 'update' and w.relkind in ('r', 'p') order by w.relation;

-- 7. Functions: only the declared ones are callable by the API roles --------------------------------------------------
select case when f.signature is null
         then ok(not has_function_privilege(x.role, p.oid, 'EXECUTE'),
                 format('%s cannot execute public.%s', x.role, p.signature))
         else ok(has_function_privilege(x.role, p.oid, 'EXECUTE') and not p.prosecdef,
                 format('%s can execute public.%s (declared callable; runs with the caller''s rights)',
                        x.role, p.signature))
       end
  from rls_functions p
  cross join rls_roles x
  left join rls_callable_functions f using (signature)
  order by p.signature, x.role;

select ok(p.signature is not null, format('rls_callable_functions row %L names a function of the public schema',
                                          f.signature))
  from rls_callable_functions f left join rls_functions p using (signature) order by f.signature;

-- search (public.search_recipes, the functions' one search query) decides visibility as the recipes policies do, from
-- the follows mirror: the fixtures' "rls soup" recipes for a guest, a stranger, the follower, after an unfollow, and
-- the author (the search rows come from the recipes trigger)
create function pg_temp.searched(p_viewer text) returns text[] language sql as $$
  select coalesce(array_agg(firebase_id order by firebase_id), '{}')
  from public.search_recipes(array['rls', 'soup'], p_viewer) where firebase_id like 'rls-%'
$$;
select is(pg_temp.searched(null), array['rls-public'], 'search: a guest finds only the public recipe');
select is(pg_temp.searched('rls-stranger'), array['rls-public'], 'search: a stranger finds only the public recipe');
select is(pg_temp.searched('rls-reader'), array['rls-followers', 'rls-own-private', 'rls-public'],
          'search: a follower finds the followed cook''s followers-only recipe and their own private one');
delete from public.follows where firebase_id = 'rls-author/rls-reader';
select is(pg_temp.searched('rls-reader'), array['rls-own-private', 'rls-public'],
          'search: after the unfollow the followers-only recipe is gone');
insert into public.follows (firebase_id, source_version, following_id, follower_id)
  values ('rls-author/rls-reader', 1, 'rls-author', 'rls-reader');
select is(pg_temp.searched('rls-author'), array['rls-followers', 'rls-private', 'rls-public'],
          'search: the author finds every recipe of their own');

select diag(format('checked the public schema: relations %s, sequences %s, functions %s',
                   count(*) filter (where relkind <> 'S'), count(*) filter (where relkind = 'S'),
                   (select count(*) from rls_functions)))
  from rls_relations;

select * from finish();
rollback;
