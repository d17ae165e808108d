-- Search (issue 9 "How search must work", DESIGN §5, decision 0010): a narrow table of search vectors kept from the
-- recipes mirror by a trigger, a table of the corpus's unique words for typo correction, and search_recipes(), one
-- indexed query per tier. Normalisation follows functions/src/domain/search/normalize.ts exactly (a test runs both).

create schema if not exists extensions;
create extension if not exists pg_trgm with schema extensions;
create extension if not exists fuzzystrmatch with schema extensions;
grant usage on schema extensions to service_role;

-- normalisation ---------------------------------------------------------------------------------------------------
-- (The helpers below name everything by schema and carry no SET clause, so the planner can inline them.)
-- Ligatures spelled out, Latin accents folded (upper case too), ASCII lower case, Hebrew points and cantillation
-- (U+0591–U+05C7) removed, Hebrew final letters folded. lower() under the C locale touches ASCII only, as the
-- domain's version does.
create or replace function public.search_normalize(p_text text) returns text
language sql immutable parallel safe as $$
  select translate(
    regexp_replace(
      lower(translate(
        replace(replace(replace(replace(replace(coalesce(p_text, ''),
          'Œ', 'oe'), 'œ', 'oe'), 'Æ', 'ae'), 'æ', 'ae'), 'ß', 'ss'),
        'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŁłŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž',
        'aaaaaaceeeeiiiinoooooouuuuyaaaaaaceeeeiiiinoooooouuuuyyaaaaaaccccccccddddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzz')),
      '[' || chr(1425) || '-' || chr(1479) || ']', '', 'g'),
    'ךםןףץ', 'כמנפצ')
$$;

-- The normalised words of a text in order: runs of a–z, 0–9 and Hebrew letters (an explicit class: [[:alnum:]]
-- under the C locale knows no Hebrew).
create or replace function public.search_words_of(p_text text) returns text[]
language sql immutable parallel safe as $$
  select coalesce(array_agg(w order by n), '{}')
  from regexp_split_to_table(public.search_normalize(p_text), '[^a-z0-9' || chr(1488) || '-' || chr(1514) || ']+')
    with ordinality as t(w, n)
  where w <> ''
$$;

-- A word and the forms it is indexed under: a Hebrew word also without up to 3 one-letter prefixes (ו ה ב ל מ ש כ)
-- while 3 letters remain ("והבצל" → "הבצל", "בצל").
create or replace function public.search_forms(p_word text) returns text[]
language sql immutable parallel safe as $$
  select array_agg(substr(p_word, i + 1) order by i)
  from generate_series(0, 3) as i
  where i = 0
     or (p_word ~ ('^[' || chr(1488) || '-' || chr(1514) || ']+$')
         and char_length(p_word) - i >= 3
         and substr(p_word, 1, i) ~ '^[והבלמשכ]+$')
$$;

-- The vector of a recipe: title A; tags, ingredients and categories (ids and their names in the four languages) B;
-- description C. Built as tsvector text from the normalised words (no text-search parser: its idea of a letter
-- depends on the locale), each form at its own position so it keeps its weight.
create or replace function public.search_recipe_vector(
  p_title text, p_tags text[], p_ingredients text[], p_categories text[], p_description text
) returns tsvector
language plpgsql stable parallel safe set search_path = '' as $$
declare
  parts constant text[] := array[
    p_title,
    array_to_string(coalesce(p_tags, '{}'), ' ') || ' ' || array_to_string(coalesce(p_ingredients, '{}'), ' ') || ' '
      || array_to_string(coalesce(p_categories, '{}'), ' ') || ' '
      || coalesce((select string_agg(c.name_en || ' ' || c.name_he || ' ' || c.name_fr || ' ' || c.name_it, ' ')
                   from public.categories c where c.firebase_id = any (coalesce(p_categories, '{}'))), ''),
    p_description];
  weights constant text[] := array['A', 'B', 'C'];
  lexemes text[] := '{}';
  pos integer := 0;
  word text;
  form text;
begin
  for k in 1..3 loop
    foreach word in array public.search_words_of(parts[k]) loop
      foreach form in array public.search_forms(word) loop
        continue when char_length(form) > 100;
        pos := least(pos + 1, 16383);
        lexemes := lexemes || ('''' || form || ''':' || pos || weights[k]);
      end loop;
    end loop;
  end loop;
  return array_to_string(lexemes, ' ')::tsvector;
end
$$;

-- recipe_search: one narrow row per recipe (on the wide recipes table the planner ignores the cost of unpacking
-- large stored tsvectors). Derived from public.recipes by recipes_sync_search; never written directly.
create table if not exists public.recipe_search (
  recipe_id  text        primary key,
  author_id  text        not null,
  visibility text        not null,
  language   text,
  views      integer     not null default 0,
  rating     numeric     not null default 0,
  dietary    jsonb       not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  vector     tsvector    not null,
  -- the title's lexemes alone (ts_filter(vector, '{a}')): tier 1 reads them through an index of their own, where
  -- the planner can estimate them (it does not weigh a weight-restricted query)
  title_vector tsvector  not null
);
comment on table public.recipe_search is 'Derived from recipes by recipes_sync_search (do not write directly).';
create index if not exists recipe_search_vector_idx on public.recipe_search using gin (vector);
create index if not exists recipe_search_title_vector_idx on public.recipe_search using gin (title_vector);
-- each tier is read in popularity order through this index and stops when the page is full
create index if not exists recipe_search_popularity_idx on public.recipe_search (views desc, recipe_id);

create or replace function public.recipes_sync_search() returns trigger
language plpgsql set search_path = '' as $$
declare
  vector tsvector;
begin
  if tg_op = 'DELETE' then
    delete from public.recipe_search where recipe_id = old.firebase_id;
    return null;
  end if;
  if tg_op = 'UPDATE'
     and new.title is not distinct from old.title and new.description is not distinct from old.description
     and new.tags is not distinct from old.tags and new.ingredients is not distinct from old.ingredients
     and new.categories is not distinct from old.categories then
    -- counters and flags only (a view, a rating): the vector stays
    update public.recipe_search
       set author_id = new.author_id, visibility = new.visibility, language = new.language, views = new.views,
           rating = new.rating, dietary = new.dietary, created_at = new.created_at
     where recipe_id = new.firebase_id;
    if found then return null; end if;
  end if;
  vector := public.search_recipe_vector(new.title, new.tags, new.ingredients, new.categories, new.description);
  insert into public.recipe_search
    (recipe_id, author_id, visibility, language, views, rating, dietary, created_at, vector, title_vector)
  values (new.firebase_id, new.author_id, new.visibility, new.language, new.views, new.rating, new.dietary,
          new.created_at, vector, ts_filter(vector, '{a}'))
  on conflict (recipe_id) do update
    set author_id = excluded.author_id, visibility = excluded.visibility, language = excluded.language,
        views = excluded.views, rating = excluded.rating, dietary = excluded.dietary,
        created_at = excluded.created_at, vector = excluded.vector, title_vector = excluded.title_vector;
  return null;
end
$$;

drop trigger if exists recipes_sync_search on public.recipes;
create trigger recipes_sync_search after insert or update or delete on public.recipes
  for each row execute function public.recipes_sync_search();

-- search_words: the unique words of public recipes with how many recipes hold each (the PostgreSQL manual's
-- F.35 pg_trgm "unique words" technique). pg_trgm under the C locale sees no Hebrew letters, so the trigram index
-- is on a key where each Hebrew letter is spelled by one Latin letter; candidates are compared in their own script.
create table if not exists public.search_words (
  word        text    primary key,
  ndoc        integer not null,
  trigram_key text    generated always as (translate(word, 'אבגדהוזחטיכלמנסעפצקרשת', 'abgdhvzxtyklmnsepcqrwj')) stored
);
comment on table public.search_words is 'Derived from recipe_search by recipe_search_sync_words (do not write directly).';
create index if not exists search_words_trigram_idx on public.search_words using gin (trigram_key extensions.gin_trgm_ops);

-- Statement-level: a bulk write (search_rebuild, a big mirror batch) adjusts each word once.
create or replace function public.recipe_search_sync_words() returns trigger
language plpgsql set search_path = '' as $$
declare
  came text[] := '{}';
  gone text[] := '{}';
begin
  if tg_op = 'INSERT' then
    insert into public.search_words as s (word, ndoc)
      select w, count(*)::integer from new_rows r, unnest(tsvector_to_array(r.vector)) w
      where r.visibility = 'public' group by w order by w
    on conflict (word) do update set ndoc = s.ndoc + excluded.ndoc;
    return null;
  end if;
  if tg_op = 'UPDATE' then
    came := array(select w from new_rows r, unnest(tsvector_to_array(r.vector)) w where r.visibility = 'public');
  end if;
  gone := array(select w from old_rows r, unnest(tsvector_to_array(r.vector)) w where r.visibility = 'public');
  insert into public.search_words as s (word, ndoc)
    select w, sum(d)::integer
    from (select unnest(came) as w, 1 as d union all select unnest(gone), -1) x
    group by w having sum(d) <> 0 order by w
  on conflict (word) do update set ndoc = s.ndoc + excluded.ndoc;
  delete from public.search_words s where s.word = any (gone) and s.ndoc <= 0;
  return null;
end
$$;

drop trigger if exists recipe_search_words_insert on public.recipe_search;
create trigger recipe_search_words_insert after insert on public.recipe_search
  referencing new table as new_rows for each statement execute function public.recipe_search_sync_words();
drop trigger if exists recipe_search_words_update on public.recipe_search;
create trigger recipe_search_words_update after update on public.recipe_search
  referencing old table as old_rows new table as new_rows
  for each statement execute function public.recipe_search_sync_words();
drop trigger if exists recipe_search_words_delete on public.recipe_search;
create trigger recipe_search_words_delete after delete on public.recipe_search
  referencing old table as old_rows for each statement execute function public.recipe_search_sync_words();

-- Rebuild both derived tables from public.recipes in two statements (a repair, and the bench's bulk load).
create or replace function public.search_rebuild() returns void
language plpgsql set search_path = '' as $$
begin
  truncate public.recipe_search, public.search_words;
  insert into public.recipe_search
    (recipe_id, author_id, visibility, language, views, rating, dietary, created_at, vector, title_vector)
    select r.firebase_id, r.author_id, r.visibility, r.language, r.views, r.rating, r.dietary, r.created_at,
           v.vector, ts_filter(v.vector, '{a}')
    from public.recipes r,
      lateral (select public.search_recipe_vector(r.title, r.tags, r.ingredients, r.categories, r.description)) v(vector);
end
$$;

-- query ------------------------------------------------------------------------------------------------------------
-- Each query word becomes its alternatives, computed once per request: the word itself when some indexed word
-- starts with it; else a Hebrew word without its prefixes; else its nearest corpus words (trigram similarity
-- ≥ 0.3 and an edit distance of at most 1, 2 above 4 letters); else the word (which then finds nothing).
-- (enable_seqscan off: on a small words table the planner would rather compute every similarity than use the index)
create or replace function public.search_alternatives(p_words text[]) returns text[]
language plpgsql stable set search_path = '' set enable_seqscan = off as $$
declare
  w text;
  alts text[];
  result text[] := '{}';
  hebrew constant text := '^[' || chr(1488) || '-' || chr(1514) || ']';
begin
  foreach w in array coalesce(p_words, '{}') loop
    continue when w !~ ('^[a-z0-9' || chr(1488) || '-' || chr(1514) || ']+$');
    if exists (select 1 from public.search_words s where s.word >= w and s.word < w || chr(1114111)) then
      alts := array[w];
    else
      alts := array(
        select f from unnest(public.search_forms(w)) with ordinality as t(f, n)
        where n > 1 and exists (select 1 from public.search_words s where s.word >= f and s.word < f || chr(1114111))
        order by n limit 1);
      if cardinality(alts) = 0 then
        alts := array(
          select s.word from public.search_words s,
            lateral (select translate(w, 'אבגדהוזחטיכלמנסעפצקרשת', 'abgdhvzxtyklmnsepcqrwj') as k) q
          where s.trigram_key operator(extensions.%) q.k
            and extensions.similarity(s.trigram_key, q.k) >= 0.3
            and (s.word ~ hebrew) = (w ~ hebrew)
            and extensions.levenshtein(s.word, w) <= case when char_length(w) > 4 then 2 else 1 end
          order by extensions.similarity(s.trigram_key, q.k) desc, s.ndoc desc, s.word
          limit 3);
      end if;
      if cardinality(alts) = 0 then alts := array[w]; end if;
    end if;
    result := result || array_to_string(alts, ' ');
  end loop;
  return result;
end
$$;

-- The tsquery of the alternatives: every group must match (&), any alternative of a group (|), as a prefix (with a
-- weight, only lexemes of that weight).
create or replace function public.search_tsquery(p_groups text[], p_weight text default '') returns tsquery
language sql immutable set search_path = '' as $$
  select nullif(string_agg(
    '(' || (select string_agg('''' || a || ''':*' || p_weight, ' | ') from unnest(string_to_array(g, ' ')) a) || ')',
    ' & '), '')::tsquery
  from unnest(p_groups) g
$$;

-- One tier: the visible recipes whose title matches p_title (when given) and whose vector matches p_everywhere (when
-- given) and whose title does not match p_not_title (when given), filtered, in popularity order. With the values
-- known (custom plans) the unused conditions fold away and the planner picks the GIN index for rare words or the
-- popularity index for common ones. The one place search decides visibility: public to anyone, everything to its
-- author, followers-only to the followers given.
create or replace function public.search_tier(
  p_title tsquery, p_everywhere tsquery, p_not_title tsquery, p_viewer text, p_followed text[], p_dietary jsonb,
  p_min_rating numeric, p_limit integer
) returns table (recipe_id text)
language sql stable as $$
  select s.recipe_id
  from public.recipe_search s
  where (p_title is null or s.title_vector operator(pg_catalog.@@) p_title)
    and (p_everywhere is null or s.vector operator(pg_catalog.@@) p_everywhere)
    and (p_not_title is null or not (s.title_vector operator(pg_catalog.@@) p_not_title))
    and (s.visibility = 'public'
         or (p_viewer is not null and s.author_id = p_viewer)
         or (s.visibility = 'followers-only' and s.author_id = any (p_followed)))
    and s.dietary operator(pg_catalog.@>) p_dietary
    and s.rating >= p_min_rating
  order by s.views desc, s.recipe_id
  limit p_limit
$$;

-- A page of results: tier 1 (every word in the title), then tier 2 (every word anywhere, not tier 1), each by
-- popularity, the second only when the first cannot fill the page; no count. Returns up to p_limit + 1 rows (one
-- more tells that another page exists).
create or replace function public.search_recipes(
  p_words text[], p_viewer text default null, p_followed text[] default '{}', p_dietary text[] default '{}',
  p_min_rating numeric default 0, p_offset integer default 0, p_limit integer default 20
) returns setof public.recipes
language plpgsql stable set search_path = '' set plan_cache_mode = force_custom_plan as $$
declare
  query tsquery := public.search_tsquery(public.search_alternatives(p_words));
  wanted integer := greatest(0, p_offset) + greatest(1, least(p_limit, 100)) + 1;
  dietary jsonb := (select coalesce(jsonb_object_agg(f, true), '{}'::jsonb) from unnest(coalesce(p_dietary, '{}')) f);
  followed text[] := coalesce(p_followed, '{}');
  rating numeric := coalesce(p_min_rating, 0);
  ids text[];
begin
  if query is null then return; end if;
  ids := array(select t.recipe_id
               from public.search_tier(query, null, null, p_viewer, followed, dietary, rating, wanted) t);
  if cardinality(ids) < wanted then
    ids := ids || array(select t.recipe_id
                        from public.search_tier(null, query, query, p_viewer, followed, dietary, rating,
                                                wanted - cardinality(ids)) t);
  end if;
  return query
    select r.* from unnest(ids[greatest(0, p_offset) + 1 : wanted]) with ordinality as u(id, n)
    join public.recipes r on r.firebase_id = u.id
    order by u.n;
end
$$;

-- access: only the functions (service role) search; the API roles read neither table -----------------------------
alter table public.recipe_search enable row level security;
alter table public.search_words enable row level security;
revoke all on public.recipe_search, public.search_words from anon, authenticated;
grant all on public.recipe_search, public.search_words to service_role;

revoke all on function public.search_normalize(text) from public, anon, authenticated;
revoke all on function public.search_words_of(text) from public, anon, authenticated;
revoke all on function public.search_forms(text) from public, anon, authenticated;
revoke all on function public.search_recipe_vector(text, text[], text[], text[], text) from public, anon, authenticated;
revoke all on function public.recipes_sync_search() from public, anon, authenticated;
revoke all on function public.recipe_search_sync_words() from public, anon, authenticated;
revoke all on function public.search_rebuild() from public, anon, authenticated;
revoke all on function public.search_alternatives(text[]) from public, anon, authenticated;
revoke all on function public.search_tsquery(text[], text) from public, anon, authenticated;
revoke all on function public.search_tier(tsquery, tsquery, tsquery, text, text[], jsonb, numeric, integer) from public, anon, authenticated;
revoke all on function public.search_recipes(text[], text, text[], text[], numeric, integer, integer) from public, anon, authenticated;
grant execute on function public.search_normalize(text), public.search_words_of(text), public.search_forms(text),
  public.search_recipe_vector(text, text[], text[], text[], text), public.search_alternatives(text[]),
  public.search_tsquery(text[], text), public.search_tier(tsquery, tsquery, tsquery, text, text[], jsonb, numeric, integer),
  public.search_recipes(text[], text, text[], text[], numeric, integer, integer), public.search_rebuild()
  to service_role;

-- search limit (001 §9 "Search": 15 searches per 5 minutes, then a human check, else a 60 s lock) -----------------
-- Counted here rather than in a Firestore transaction: one statement under a row lock counts 20 concurrent searches
-- exactly in milliseconds, where 20 Firestore transactions on one document retry for seconds (decision 0010).
create table if not exists public.rate_limits (
  key          text        primary key,
  window_start timestamptz not null,
  count        integer     not null,
  locked_until timestamptz
);
comment on table public.rate_limits is 'Fixed-window call counts and locks per key (functions only).';
create index if not exists rate_limits_window_idx on public.rate_limits (window_start);

-- One call of p_key: allowed when the key is not locked and its window holds fewer than p_limit calls (then
-- counted). reset_in: seconds until the lock or the window ends.
create or replace function public.rate_limit_hit(p_key text, p_limit integer, p_window_ms integer)
returns table (allowed boolean, locked boolean, reset_in integer)
language plpgsql set search_path = '' as $$
declare
  now_at constant timestamptz := clock_timestamp();
  span constant interval := p_window_ms * interval '1 millisecond';
  row public.rate_limits;
begin
  insert into public.rate_limits (key, window_start, count) values (p_key, now_at, 0)
  on conflict (key) do nothing;
  select * into row from public.rate_limits r where r.key = p_key for update;
  if row.locked_until > now_at then
    return query select false, true, ceil(extract(epoch from row.locked_until - now_at))::integer;
    return;
  end if;
  if row.window_start + span <= now_at then
    row.window_start := now_at;
    row.count := 0;
  end if;
  if row.count >= p_limit then
    update public.rate_limits r set window_start = row.window_start, count = row.count where r.key = p_key;
    return query select false, false, greatest(1, ceil(extract(epoch from row.window_start + span - now_at))::integer);
    return;
  end if;
  update public.rate_limits r set window_start = row.window_start, count = row.count + 1, locked_until = null
   where r.key = p_key;
  return query select true, false, greatest(1, ceil(extract(epoch from row.window_start + span - now_at))::integer);
end
$$;

-- A fresh window holding one call (a caller who passed the human check), or a lock of p_lock_ms.
create or replace function public.rate_limit_reset(p_key text, p_lock_ms integer default 0) returns void
language sql set search_path = '' as $$
  insert into public.rate_limits (key, window_start, count, locked_until)
  values (p_key, clock_timestamp(), case when p_lock_ms > 0 then 0 else 1 end,
          case when p_lock_ms > 0 then clock_timestamp() + p_lock_ms * interval '1 millisecond' end)
  on conflict (key) do update
    set window_start = excluded.window_start,
        count = case when p_lock_ms > 0 then public.rate_limits.count else 1 end,
        locked_until = excluded.locked_until
$$;

alter table public.rate_limits enable row level security;
revoke all on public.rate_limits from anon, authenticated;
grant all on public.rate_limits to service_role;
revoke all on function public.rate_limit_hit(text, integer, integer) from public, anon, authenticated;
revoke all on function public.rate_limit_reset(text, integer) from public, anon, authenticated;
grant execute on function public.rate_limit_hit(text, integer, integer), public.rate_limit_reset(text, integer)
  to service_role;

-- existing recipes get their rows
select public.search_rebuild();

notify pgrst, 'reload schema';
