-- Feeds, activity and search: how readers find recipes. Read-only functions over the mirror (and the two derived
-- search tables), called by functions with the service role only.

-- Discovery feeds (spec 001 §7 "Feeds", §9 "Feed"; DESIGN §5): newest, trending and the infinite discover feed,
-- each one indexed query per request. Only public recipes appear in them.
--
-- Trending mixes 70% views and 30% recency (recency decays over 30 days); the admin's trending flag lifts a recipe
-- above every unflagged one. The discover feed's quality score uses rating, views and age. Both scores depend on
-- the clock, so they are stored (for an index to order by) and computed here, in one place: at every write of a
-- row (trigger) and by the scheduled refresh (feeds-refreshScores, 4x a day) that lets recency decay.
-- (The scores' columns, trend_score and quality_score, are declared with the recipes table.)

-- views count half at 100 (002 §9 minViewsForTrending) and approach 1 above; recency is e^(-age / 30 days)
create or replace function public.feed_scores(
  p_views integer, p_rating numeric, p_created_at timestamptz, p_flagged boolean, p_now timestamptz
) returns double precision[]
language sql immutable set search_path = '' as $$
  select array[
    0.7 * vn + 0.3 * rec + case when p_flagged then 1 else 0 end,
    0.5 * least(greatest(coalesce(p_rating, 0), 0), 5)::double precision / 5 + 0.3 * vn + 0.2 * rec
  ]
  from (select
    greatest(coalesce(p_views, 0), 0)::double precision / (greatest(coalesce(p_views, 0), 0) + 100) as vn,
    exp(-greatest(extract(epoch from (p_now - p_created_at)), 0) / (30 * 86400.0)) as rec) s
$$;

create or replace function public.recipes_feed_scores() returns trigger
language plpgsql set search_path = '' as $$
declare
  scores double precision[] := public.feed_scores(
    new.views, greatest(new.cook_rating, new.rating), new.created_at,
    new.trending or new.trending_score > 0, now());
begin
  new.trend_score := scores[1];
  new.quality_score := scores[2];
  return new;
end
$$;
revoke all on function public.recipes_feed_scores() from public, anon, authenticated;

create trigger recipes_feed_scores before insert or update on public.recipes
  for each row execute function public.recipes_feed_scores();

-- The scheduled refresh: recomputes every public row's scores at p_now; answers how many rows changed.
create or replace function public.refresh_feed_scores() returns integer
language plpgsql set search_path = '' as $$
declare
  changed integer;
begin
  update public.recipes r set trend_score = r.trend_score where r.visibility = 'public';
  get diagnostics changed = row_count;
  return changed;
end
$$;

-- Public feeds by language, in each feed's order; the category filter (a gin index already) is applied on the way.
create index recipes_feed_newest_idx
  on public.recipes (language, created_at desc, firebase_id) where visibility = 'public';
create index recipes_feed_trend_idx
  on public.recipes (language, trend_score desc, firebase_id) where visibility = 'public';
create index recipes_feed_quality_idx
  on public.recipes (language, quality_score desc, firebase_id) where visibility = 'public';
-- the same orders across every language (a profile that allows all languages)
create index recipes_feed_newest_all_idx
  on public.recipes (created_at desc, firebase_id) where visibility = 'public';
create index recipes_feed_trend_all_idx
  on public.recipes (trend_score desc, firebase_id) where visibility = 'public';
create index recipes_feed_quality_all_idx
  on public.recipes (quality_score desc, firebase_id) where visibility = 'public';

-- One ordered tier of public recipes: p_order is newest | trending | quality; p_languages null = every language.
-- Per language an index scan that stops after p_count rows, then the languages merged in the same order.
create or replace function public.feed_tier(
  p_order text, p_languages text[], p_category text, p_count integer
) returns setof public.recipes
language plpgsql stable set search_path = '' as $$
declare
  col text := case p_order when 'newest' then 'created_at' when 'trending' then 'trend_score' else 'quality_score' end;
  category_filter text := case when p_category is null then '' else ' and r.categories @> array[$1]' end;
begin
  if p_languages is null then
    return query execute format(
      'select r.* from public.recipes r where r.visibility = ''public''%2$s
       order by r.%1$I desc, r.firebase_id limit $2', col, category_filter)
      using p_category, p_count;
  else
    return query execute format(
      'select x.* from unnest($3) l(lang) cross join lateral (
         select r.* from public.recipes r where r.visibility = ''public'' and r.language = l.lang%2$s
         order by r.%1$I desc, r.firebase_id limit $2) x
       order by x.%1$I desc, x.firebase_id limit $2', col, category_filter)
      using p_category, p_count, p_languages;
  end if;
end
$$;

-- get-newest-recipes / get-trending-recipes: the first p_limit cards of a tier.
create or replace function public.feed_list(
  p_order text, p_limit integer, p_languages text[] default null, p_category text default null
) returns setof jsonb
language sql stable set search_path = '' as $$
  select public.feed_card(t, p_order)
  from public.feed_tier(p_order, p_languages, p_category, greatest(1, least(p_limit, 50))) t
$$;

-- The discover feed's personal tier (issue 16; domain/feeds/tiers.ts): for a signed-in reader, the best recipes of
-- their favourite categories (the top 5 with an affinity above 2, through category_picks: public, in their
-- languages, never their own, never one they saved or made). feed_tier_for picks a tier's recipes, so the
-- interleave below keeps its typed rows.
create or replace function public.feed_personal_tier(
  p_user text, p_languages text[], p_category text, p_count integer
) returns setof public.recipes
language sql stable set search_path = '' as $$
  select p.* from (
    select distinct on (r.firebase_id) r.*
    from public.top_affinities(p_user, 2, 5) a
    cross join lateral public.category_picks(p_user, a.category_id, p_languages, greatest(1, least(p_count, 200))) r
    where p_category is null or p_category = any (r.categories)
    order by r.firebase_id
  ) p
  order by p.quality_score desc, p.firebase_id
  limit greatest(1, least(p_count, 200))
$$;

create or replace function public.feed_tier_for(
  p_tier text, p_user text, p_languages text[], p_category text, p_count integer
) returns setof public.recipes
language sql stable set search_path = '' as $$
  select * from public.feed_tier(p_tier, p_languages, p_category, p_count) where p_tier <> 'personal'
  union all
  select * from public.feed_personal_tier(p_user, p_languages, p_category, p_count)
  where p_tier = 'personal' and p_user is not null
$$;

-- The infinite discover feed (001 §4 "Feed paging"): the tiers (newest, trending, quality; weights from
-- functions/src/domain/feeds/tiers.ts) interleaved by weight (tier t's i-th recipe sits at (i + 0.5) / weight, a tie
-- goes to the tier listed first), a recipe shown once (where it first appears), paged by offset.
-- A tier that runs out simply stops taking places. Answers p_limit + 1 cards when there is a next page.
-- The de-duplicated first n places lie within the first 3n interleaved ones (a recipe is in at most 3 tiers), and
-- those take at most 3n recipes from each tier: the cost grows with the offset, never with the number of recipes.
-- The tier 'personal' takes part for a signed-in reader (p_user; null for a guest, whose feed has no such tier).
create function public.feed_discover(
  p_tiers text[], p_weights double precision[], p_offset integer, p_limit integer,
  p_languages text[] default null, p_category text default null, p_user text default null
) returns setof jsonb
language sql stable set search_path = '' as $$
  with params as (
    select 3 * (greatest(p_offset, 0) + greatest(p_limit, 1) + 1) as n
  ), tiers as (
    select w.tier, w.weight, w.tier_order
    from unnest(p_tiers, p_weights) with ordinality as w(tier, weight, tier_order)
    where w.weight > 0
  ), ranked as (
    select t.tier, t.tier_order, (x.i - 0.5) / t.weight as place, x.r
    from tiers t, params
    cross join lateral (
      select r, row_number() over (
        order by case t.tier when 'newest' then extract(epoch from r.created_at) when 'trending' then r.trend_score
                 else r.quality_score end desc, r.firebase_id) as i
      from public.feed_tier_for(t.tier, p_user, p_languages, p_category, params.n) r
    ) x
  ), firsts as (
    select distinct on ((r).firebase_id) tier, tier_order, place, r
    from ranked
    order by (r).firebase_id, place, tier_order
  )
  select public.feed_card(f.r, f.tier)
  from firsts f
  order by f.place, f.tier_order, (f.r).firebase_id
  offset greatest(p_offset, 0) limit greatest(p_limit, 1) + 1
$$;

-- trending tags (001 §7): in use, last used within the window, most used first
create or replace function public.trending_tags(p_language text, p_since timestamptz, p_limit integer)
returns setof public.tags
language sql stable set search_path = '' as $$
  select t.* from public.tags t
  where t.count > 0 and t.last_used >= p_since and (p_language is null or t.language = p_language)
  order by t.count desc, t.last_used desc, t.firebase_id
  limit greatest(1, least(p_limit, 50))
$$;

revoke all on function public.feed_scores(integer, numeric, timestamptz, boolean, timestamptz)
  from public, anon, authenticated;
revoke all on function public.refresh_feed_scores() from public, anon, authenticated;
revoke all on function public.feed_tier(text, text[], text, integer) from public, anon, authenticated;
revoke all on function public.feed_list(text, integer, text[], text) from public, anon, authenticated;
revoke all on function public.trending_tags(text, timestamptz, integer) from public, anon, authenticated;
grant execute on function public.feed_scores(integer, numeric, timestamptz, boolean, timestamptz) to service_role;
grant execute on function public.refresh_feed_scores() to service_role;
grant execute on function public.feed_tier(text, text[], text, integer) to service_role;
grant execute on function public.feed_list(text, integer, text[], text) to service_role;
grant execute on function public.trending_tags(text, timestamptz, integer) to service_role;
revoke all on function public.feed_personal_tier(text, text[], text, integer) from public, anon, authenticated;
revoke all on function public.feed_tier_for(text, text, text[], text, integer) from public, anon, authenticated;
revoke all on function public.feed_discover(text[], double precision[], integer, integer, text[], text, text)
  from public, anon, authenticated;
grant execute on function public.feed_personal_tier(text, text[], text, integer) to service_role;
grant execute on function public.feed_tier_for(text, text, text[], text, integer) to service_role;
grant execute on function public.feed_discover(text[], double precision[], integer, integer, text[], text, text)
  to service_role;

-- Activity and discovery (spec 001 §2 "/activity", §3 "Activity item", "Recommended chef", §7 "Feeds, discovery";
-- docs/decisions/0014-activity-fan-out.md): the home grid of recipes from followed cooks, the trending and popular
-- recipes of followed cooks for the activity feed, and Discover Chefs. Read-only functions over the mirror, called by
-- functions with the service role only; no new table (activity items live in Firestore, per reader).

-- The followed cooks' recipes come through recipes_author_created_idx (author_id, created_at desc), per followed cook.

-- get-following-recipes: the newest recipes the reader may read from the cooks they follow (public and
-- followers-only; never private), in the reader's languages (null = every language) and the optional category.
create or replace function public.following_recipes(
  p_user_id text, p_limit integer, p_languages text[] default null, p_category text default null
) returns setof jsonb
language sql stable set search_path = '' as $$
  select public.feed_card(x, 'newest')
  from (
    select r.* from public.follows f
    join public.recipes r on r.author_id = f.following_id
    where f.follower_id = p_user_id
      and r.visibility in ('public', 'followers-only')
      and (p_languages is null or r.language = any(p_languages))
      and (p_category is null or r.categories @> array[p_category])
    order by r.created_at desc, r.firebase_id
    limit greatest(1, least(p_limit, 50))
  ) x
  order by x.created_at desc, x.firebase_id
$$;

-- The activity feed's highlights: recipes of followed cooks the reader may read that an admin flagged trending,
-- reached p_min_views views, or reached p_min_rating with at least one rating (domain/activity/highlights.ts
-- classifies them), most trending first.
create or replace function public.followed_highlights(
  p_user_id text, p_min_views integer, p_min_rating numeric, p_limit integer
) returns setof jsonb
language sql stable set search_path = '' as $$
  select public.feed_card(x, 'trending')
  from (
    select r.* from public.follows f
    join public.recipes r on r.author_id = f.following_id
    where f.follower_id = p_user_id
      and r.visibility in ('public', 'followers-only')
      and (r.trending or r.views >= p_min_views or (r.total_ratings > 0 and r.rating >= p_min_rating))
    order by r.trend_score desc, r.firebase_id
    limit greatest(1, least(p_limit, 50))
  ) x
  order by x.trend_score desc, x.firebase_id
$$;

-- Discover Chefs: active cooks with a public recipe, never the reader, without those the reader follows when asked,
-- with the facts their reason is chosen from (domain/activity/chefs.ts): how many cooks the reader follows follow
-- them, how many of their public recipes are in the reader's languages (null = every language), and how many of
-- those are in the reader's favourite categories (affinity score above 2, the home groups' bar; at most the top 5,
-- as recommended_recipes reads them), ranked in that order (issue 16).
create function public.discover_chefs(
  p_user_id text, p_exclude_following boolean, p_limit integer, p_languages text[] default null
) returns table (
  id text, display_name text, username text, photo_url text, is_verified boolean, recipe_count integer,
  follower_count integer, mutual_count integer, language_recipes integer, affinity_recipes integer
)
language sql stable set search_path = '' as $$
  with mine as (
    select f.following_id from public.follows f where f.follower_id = p_user_id
  ), liked as (
    select a.category_id from public.top_affinities(p_user_id, 2, 5) a
  ), cooks as (
    select r.author_id,
           count(*) filter (where p_languages is null or r.language = any(p_languages))::integer as language_recipes,
           count(*) filter (where (p_languages is null or r.language = any(p_languages))
                              and r.categories && array(select category_id from liked))::integer as affinity_recipes
    from public.recipes r
    where r.visibility = 'public'
    group by r.author_id
  ), chefs as (
    select p.firebase_id, p.display_name, p.username, p.photo_url, p.is_verified, p.recipe_count, p.follower_count,
           (select count(*) from public.follows f
            where f.following_id = p.firebase_id and f.follower_id in (select following_id from mine))::integer
             as mutual_count,
           c.language_recipes,
           c.affinity_recipes
    from cooks c
    join public.profiles p on p.firebase_id = c.author_id
    where p.firebase_id <> p_user_id
      and p.is_active
      and (not p_exclude_following or p.firebase_id not in (select following_id from mine))
  )
  select * from chefs
  order by mutual_count desc, affinity_recipes desc, language_recipes desc, follower_count desc, recipe_count desc,
           firebase_id
  limit greatest(1, least(p_limit, 50))
$$;

revoke all on function public.following_recipes(text, integer, text[], text) from public, anon, authenticated;
revoke all on function public.followed_highlights(text, integer, numeric, integer) from public, anon, authenticated;
revoke all on function public.discover_chefs(text, boolean, integer, text[]) from public, anon, authenticated;
grant execute on function public.following_recipes(text, integer, text[], text) to service_role;
grant execute on function public.followed_highlights(text, integer, numeric, integer) to service_role;
grant execute on function public.discover_chefs(text, boolean, integer, text[]) to service_role;

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
create table public.recipe_search (
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
-- Word pairs and title-tier walks (issue 9's benchmark; decision 0010, EXPLAIN ANALYZE at 100,000 recipes) ----------
-- 1. Tier 1 walks the popularity order and checks each row's title: as an index scan every row is a heap visit
--    ("sugar" walked 3,732 rows for 21 answers, 16–35 ms). With the title's lexemes and the filter columns in the
--    index itself the walk is an index-only scan (0.6 ms for the same rows, 0.17 ms for "chocolate cake", whose
--    1,795 title matches the planner had fetched through the GIN index and sorted). A title is at most 100
--    characters (its vector ~250 bytes at most in the benchmark), far below a btree entry's limit. Tier 2 walks the
--    same index (its vectors are read from the table). Index-only scans need the visibility map, which autovacuum
--    keeps.
create index recipe_search_popularity_title_idx
  on public.recipe_search (views desc, recipe_id) include (visibility, author_id, rating, dietary, title_vector);

-- 2. GIN's pending list: inserts queue entries (up to 4 MB by default) that every search scans in full until a
--    vacuum merges them. After a bulk load that list held 10,000 title entries, and multi-word prefix queries
--    ("peanut butter cookies", "flour eggs milk") spent 15–30 ms in it instead of ~4 ms. A small list keeps writes
--    batched and caps what a search must scan.
create index recipe_search_vector_idx on public.recipe_search using gin (vector)
  with (gin_pending_list_limit = 128);
create index recipe_search_title_vector_idx on public.recipe_search using gin (title_vector)
  with (gin_pending_list_limit = 128);

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

create trigger recipes_sync_search after insert or update or delete on public.recipes
  for each row execute function public.recipes_sync_search();

-- search_words: the unique words of public recipes with how many recipes hold each (the PostgreSQL manual's
-- F.35 pg_trgm "unique words" technique). pg_trgm under the C locale sees no Hebrew letters, so the trigram index
-- is on a key where each Hebrew letter is spelled by one Latin letter; candidates are compared in their own script.
create table public.search_words (
  word        text    primary key,
  ndoc        integer not null,
  trigram_key text    generated always as (translate(word, 'אבגדהוזחטיכלמנסעפצקרשת', 'abgdhvzxtyklmnsepcqrwj')) stored
);
comment on table public.search_words is 'Derived from recipe_search by recipe_search_sync_words (do not write directly).';
-- (a small pending list, as recipe_search's GIN indexes above)
create index search_words_trigram_idx on public.search_words using gin (trigram_key extensions.gin_trgm_ops)
  with (gin_pending_list_limit = 128);

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

create trigger recipe_search_words_insert after insert on public.recipe_search
  referencing new table as new_rows for each statement execute function public.recipe_search_sync_words();
create trigger recipe_search_words_update after update on public.recipe_search
  referencing old table as old_rows new table as new_rows
  for each statement execute function public.recipe_search_sync_words();
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
-- author, followers-only to the viewer's followers, read from public.follows in the same query (decision 0010
-- "Followers"): the followed authors are an uncorrelated subquery (one InitPlan, read once per tier through
-- follows_follower_idx).
create or replace function public.search_tier(
  p_title tsquery, p_everywhere tsquery, p_not_title tsquery, p_viewer text, p_dietary jsonb,
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
         or (s.visibility = 'followers-only' and p_viewer is not null
             and s.author_id = any (array(select f.following_id from public.follows f
                                          where f.follower_id = p_viewer))))
    and s.dietary operator(pg_catalog.@>) p_dietary
    and s.rating >= p_min_rating
  order by s.views desc, s.recipe_id
  limit p_limit
$$;

-- A page of results: tier 1 (every word in the title), then tier 2 (every word anywhere, not tier 1), each by
-- popularity, the second only when the first cannot fill the page; no count. Returns up to p_limit + 1 rows (one
-- more tells that another page exists). p_viewer: the signed-in caller (null for a guest).
create or replace function public.search_recipes(
  p_words text[], p_viewer text default null, p_dietary text[] default '{}',
  p_min_rating numeric default 0, p_offset integer default 0, p_limit integer default 20
) returns setof public.recipes
language plpgsql stable set search_path = '' set plan_cache_mode = force_custom_plan as $$
declare
  query tsquery := public.search_tsquery(public.search_alternatives(p_words));
  wanted integer := greatest(0, p_offset) + greatest(1, least(p_limit, 100)) + 1;
  dietary jsonb := (select coalesce(jsonb_object_agg(f, true), '{}'::jsonb) from unnest(coalesce(p_dietary, '{}')) f);
  rating numeric := coalesce(p_min_rating, 0);
  ids text[];
begin
  if query is null then return; end if;
  ids := array(select t.recipe_id
               from public.search_tier(query, null, null, p_viewer, dietary, rating, wanted) t);
  if cardinality(ids) < wanted then
    ids := ids || array(select t.recipe_id
                        from public.search_tier(null, query, query, p_viewer, dietary, rating,
                                                wanted - cardinality(ids)) t);
  end if;
  return query
    select r.* from unnest(ids[greatest(0, p_offset) + 1 : wanted]) with ordinality as u(id, n)
    join public.recipes r on r.firebase_id = u.id
    order by u.n;
end
$$;

-- access: only the functions (service role) search; the API roles read neither table -----------------------------
call public.baseline_table('recipe_search', null, false);
call public.baseline_table('search_words', null, false);

revoke all on function public.search_normalize(text) from public, anon, authenticated;
revoke all on function public.search_words_of(text) from public, anon, authenticated;
revoke all on function public.search_forms(text) from public, anon, authenticated;
revoke all on function public.search_recipe_vector(text, text[], text[], text[], text) from public, anon, authenticated;
revoke all on function public.recipes_sync_search() from public, anon, authenticated;
revoke all on function public.recipe_search_sync_words() from public, anon, authenticated;
revoke all on function public.search_rebuild() from public, anon, authenticated;
revoke all on function public.search_alternatives(text[]) from public, anon, authenticated;
revoke all on function public.search_tsquery(text[], text) from public, anon, authenticated;
revoke all on function public.search_tier(tsquery, tsquery, tsquery, text, jsonb, numeric, integer)
  from public, anon, authenticated;
revoke all on function public.search_recipes(text[], text, text[], numeric, integer, integer)
  from public, anon, authenticated;
grant execute on function public.search_normalize(text), public.search_words_of(text), public.search_forms(text),
  public.search_recipe_vector(text, text[], text[], text[], text), public.search_alternatives(text[]),
  public.search_tsquery(text[], text), public.search_tier(tsquery, tsquery, tsquery, text, jsonb, numeric, integer),
  public.search_recipes(text[], text, text[], numeric, integer, integer), public.search_rebuild()
  to service_role;

-- search limit (001 §9 "Search": 15 searches per 5 minutes, then a human check, else a 60 s lock) -----------------
-- Counted here rather than in a Firestore transaction: one statement under a row lock counts 20 concurrent searches
-- exactly in milliseconds, where 20 Firestore transactions on one document retry for seconds (decision 0010).
create table public.rate_limits (
  key          text        primary key,
  window_start timestamptz not null,
  count        integer     not null,
  locked_until timestamptz
);
comment on table public.rate_limits is 'Fixed-window call counts and locks per key (functions only).';
create index rate_limits_window_idx on public.rate_limits (window_start);

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

call public.baseline_table('rate_limits', null, false);
revoke all on function public.rate_limit_hit(text, integer, integer) from public, anon, authenticated;
revoke all on function public.rate_limit_reset(text, integer) from public, anon, authenticated;
grant execute on function public.rate_limit_hit(text, integer, integer), public.rate_limit_reset(text, integer)
  to service_role;
