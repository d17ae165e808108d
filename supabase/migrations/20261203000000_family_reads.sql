-- Issue 34, second part (decision 0073 "How the rest reads it"): search, the feeds and the channel answer one row per
-- recipe family, the version in the reader's language when the family has one. Every member is a row of its own
-- (indexed, scored and filtered as before); what is new is which member of a family a list keeps.
--
-- Lists walk their indexes and keep a row only when it is the member its reader sees (family_member_shown, a pure
-- function of the row's own language_versions): the walk still stops after p_count rows, paging by offset stays
-- stable, and a family takes one place. Search, whose rows are what the words matched, keeps the first match of each
-- family and shows the member in the searcher's language instead when there is one.

-- The member of a family its reader sees: the one in p_language (the reader's interface language), else the first
-- in the family's order (the original first) among p_languages (null: every language). A recipe of its own (an
-- empty list) is itself.
create or replace function public.family_member_shown(
  p_versions jsonb, p_id text, p_language text, p_languages text[]
) returns text
language sql immutable parallel safe as $$
  select coalesce(
    (select e.value ->> 'id' from pg_catalog.jsonb_array_elements(p_versions) e
      where e.value ->> 'language' = p_language limit 1),
    (select e.value ->> 'id' from pg_catalog.jsonb_array_elements(p_versions) with ordinality e(value, n)
      where p_languages is null or e.value ->> 'language' = any (p_languages) order by e.n limit 1),
    p_id)
$$;

-- Whether a list shows this row to a reader of p_language who reads p_languages.
create or replace function public.family_row_shown(
  r public.recipes, p_language text, p_languages text[]
) returns boolean
language sql immutable parallel safe as $$
  select r.family_id is null
      or r.firebase_id = public.family_member_shown(r.language_versions, r.firebase_id, p_language, p_languages)
$$;

-- A card carries the family's list, so the web shows "Also in: …" without another read.
create or replace function public.feed_card(r public.recipes, p_tier text) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'id', r.firebase_id, 'title', r.title, 'description', r.description, 'images', r.images,
    'categories', to_jsonb(r.categories), 'primaryCategory', r.primary_category, 'difficulty', r.difficulty,
    'preparationTime', r.preparation_time, 'cookingTime', r.cooking_time, 'tags', to_jsonb(r.tags),
    'language', r.language, 'visibility', r.visibility, 'authorId', r.author_id,
    'authorName', p.display_name, 'authorUsername', p.username,
    'rating', r.rating, 'cookRating', r.cook_rating, 'cookCount', r.cook_count,
    'totalRatings', r.total_ratings, 'views', r.views, 'shareCount', r.share_count, 'trending', r.trending,
    'isVegan', r.is_vegan, 'isVegetarian', r.is_vegetarian, 'isGlutenFree', r.is_gluten_free,
    'isKosher', r.is_kosher,
    'createdAt', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'familyId', r.family_id, 'languageVersions', r.language_versions,
    'tier', p_tier)
  from (select 1) one
  left join public.profiles p on p.firebase_id = r.author_id
$$;

-- Related recipes never list the recipe's own versions (they share its categories and tags, so they would come first).
create or replace function public.recipe_similarity_candidates(p_recipe_id text, p_limit integer default 100)
returns setof public.recipes
language sql stable set search_path = '' as $$
  select c.*
  from public.recipes t
  join public.recipes c
    on c.firebase_id <> t.firebase_id
   and c.visibility = 'public'
   and (c.categories && t.categories or c.tags && t.tags)
   and coalesce(c.family_id, c.firebase_id) <> coalesce(t.family_id, t.firebase_id)
  where t.firebase_id = p_recipe_id
  order by
    cardinality(array(select unnest(c.categories) intersect select unnest(t.categories)))
      + cardinality(array(select unnest(c.tags) intersect select unnest(t.tags))) desc,
    c.views desc,
    c.created_at desc
  limit greatest(1, least(coalesce(p_limit, 100), 500))
$$;

-- The feeds take the reader's interface language (p_language, last and optional): the old signatures go.
drop function if exists public.feed_discover(text[], double precision[], integer, integer, text[], text, text);
drop function if exists public.feed_tier_for(text, text, text[], text, integer);
drop function if exists public.feed_personal_tier(text, text[], text, integer);
drop function if exists public.feed_list(text, integer, text[], text);
drop function if exists public.feed_tier(text, text[], text, integer);
drop function if exists public.following_recipes(text, integer, text[], text);
drop function if exists public.followed_highlights(text, integer, numeric, integer);
drop function if exists public.affinity_groups(text, integer, text[]);
drop function if exists public.recommended_recipes(text, integer, text[], text);
drop function if exists public.category_picks(text, text, text[], integer);
drop function if exists public.search_recipes(text[], text, text[], numeric, integer, integer);

-- One ordered tier of public recipes (as in 20261129000500_feeds_search.sql), one member per family.
create function public.feed_tier(
  p_order text, p_languages text[], p_category text, p_count integer, p_language text default null
) returns setof public.recipes
language plpgsql stable set search_path = '' as $$
declare
  col text := case p_order when 'newest' then 'created_at' when 'trending' then 'trend_score' else 'quality_score' end;
  category_filter text := case when p_category is null then '' else ' and r.categories @> array[$1]' end;
begin
  if p_languages is null then
    return query execute format(
      'select r.* from public.recipes r where r.visibility = ''public''%2$s
         and public.family_row_shown(r, $4, null)
       order by r.%1$I desc, r.firebase_id limit $2', col, category_filter)
      using p_category, p_count, p_languages, p_language;
  else
    return query execute format(
      'select x.* from unnest($3) l(lang) cross join lateral (
         select r.* from public.recipes r where r.visibility = ''public'' and r.language = l.lang%2$s
           and public.family_row_shown(r, $4, $3)
         order by r.%1$I desc, r.firebase_id limit $2) x
       order by x.%1$I desc, x.firebase_id limit $2', col, category_filter)
      using p_category, p_count, p_languages, p_language;
  end if;
end
$$;

create function public.feed_list(
  p_order text, p_limit integer, p_languages text[] default null, p_category text default null,
  p_language text default null
) returns setof jsonb
language sql stable set search_path = '' as $$
  select public.feed_card(t, p_order)
  from public.feed_tier(p_order, p_languages, p_category, greatest(1, least(p_limit, 50)), p_language) t
$$;

-- Recipes of one category for the user (as before), one member per family; a family the user saved or made (its
-- favorites are kept under the family's key) is left out whichever member they read.
create function public.category_picks(
  p_user text, p_category text, p_languages text[], p_count integer, p_language text default null
) returns setof public.recipes
language plpgsql stable set search_path = '' as $fn$
declare
  languages constant text := case when p_languages is null then 'array[null::text]' else '$3' end;
  language_condition constant text := case when p_languages is null then 'true' else 'r.language = l.lang' end;
begin
  return query execute format(
    'select x.* from unnest(%s) l(lang)
     cross join lateral (
       select r.* from public.recipes r
       where %s and r.visibility = ''public'' and r.categories @> array[$2] and r.author_id <> $1
         and public.family_row_shown(r, $5, $3)
         and not exists (select 1 from public.user_recipe_signals s
                         where s.user_id = $1 and s.recipe_id in (r.firebase_id, r.family_id)
                           and (s.favorited or s.made_it))
       order by r.quality_score desc, r.firebase_id limit $4) x
     order by x.quality_score desc, x.firebase_id limit $4',
    languages, language_condition)
  using p_user, p_category, p_languages, p_count, p_language;
end
$fn$;

create function public.feed_personal_tier(
  p_user text, p_languages text[], p_category text, p_count integer, p_language text default null
) returns setof public.recipes
language sql stable set search_path = '' as $$
  select p.* from (
    select distinct on (r.firebase_id) r.*
    from public.top_affinities(p_user, 2, 5) a
    cross join lateral public.category_picks(p_user, a.category_id, p_languages, greatest(1, least(p_count, 200)),
                                             p_language) r
    where p_category is null or p_category = any (r.categories)
    order by r.firebase_id
  ) p
  order by p.quality_score desc, p.firebase_id
  limit greatest(1, least(p_count, 200))
$$;

create function public.feed_tier_for(
  p_tier text, p_user text, p_languages text[], p_category text, p_count integer, p_language text default null
) returns setof public.recipes
language sql stable set search_path = '' as $$
  select * from public.feed_tier(p_tier, p_languages, p_category, p_count, p_language) where p_tier <> 'personal'
  union all
  select * from public.feed_personal_tier(p_user, p_languages, p_category, p_count, p_language)
  where p_tier = 'personal' and p_user is not null
$$;

-- The infinite discover feed (as before): every tier keeps one member per family, so a family takes one place.
create function public.feed_discover(
  p_tiers text[], p_weights double precision[], p_offset integer, p_limit integer,
  p_languages text[] default null, p_category text default null, p_user text default null,
  p_language text default null
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
      from public.feed_tier_for(t.tier, p_user, p_languages, p_category, params.n, p_language) r
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

create function public.following_recipes(
  p_user_id text, p_limit integer, p_languages text[] default null, p_category text default null,
  p_language text default null
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
      and public.family_row_shown(r, p_language, p_languages)
    order by r.created_at desc, r.firebase_id
    limit greatest(1, least(p_limit, 50))
  ) x
  order by x.created_at desc, x.firebase_id
$$;

-- The highlights read every language; a family is one highlight, in the reader's language when it has one. A
-- member is shown when it is the family's member for the reader and it reached the bar itself (views and the
-- trending flag are per page).
create function public.followed_highlights(
  p_user_id text, p_min_views integer, p_min_rating numeric, p_limit integer, p_language text default null
) returns setof jsonb
language sql stable set search_path = '' as $$
  select public.feed_card(x, 'trending')
  from (
    select r.* from public.follows f
    join public.recipes r on r.author_id = f.following_id
    where f.follower_id = p_user_id
      and r.visibility in ('public', 'followers-only')
      and (r.trending or r.views >= p_min_views or (r.total_ratings > 0 and r.rating >= p_min_rating))
      and public.family_row_shown(r, p_language, null)
    order by r.trend_score desc, r.firebase_id
    limit greatest(1, least(p_limit, 50))
  ) x
  order by x.trend_score desc, x.firebase_id
$$;

create function public.recommended_recipes(
  p_user text, p_limit integer, p_languages text[] default null, p_category text default null,
  p_language text default null
) returns setof jsonb
language sql stable set search_path = '' as $$
  with top as (
    select a.category_id, a.score from public.top_affinities(p_user, 0, 5) a
    where p_category is null or a.category_id = p_category
  ), picks as (
    select distinct on (r.firebase_id) r, t.score, t.category_id
    from top t cross join lateral public.category_picks(p_user, t.category_id, p_languages,
                                                        greatest(1, least(p_limit, 50)), p_language) r
    order by r.firebase_id, t.score desc
  )
  select public.feed_card(p.r, 'recommended')
         || jsonb_build_object('categoryAffinityScore', p.score, 'matchedCategory', p.category_id)
  from picks p
  order by p.score desc, (p.r).quality_score desc, (p.r).firebase_id
  limit greatest(1, least(p_limit, 50))
$$;

create function public.affinity_groups(
  p_user text, p_per_group integer, p_languages text[] default null, p_language text default null
)
returns setof jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object('categoryId', t.category_id, 'score', t.score, 'recipes', g.cards)
  from public.top_affinities(p_user, 2, 3) t
  cross join lateral (
    select jsonb_agg(public.feed_card(r, 'recommended') order by r.quality_score desc, r.firebase_id) as cards,
           count(*) as n
    from public.category_picks(p_user, t.category_id, p_languages, greatest(2, least(p_per_group, 20)),
                               p_language) r
  ) g
  where g.n >= 2
  order by t.score desc, t.category_id
$$;

-- A cook's recipes as a viewer may list them (platform/userRecipes.ts), one member per family. No SET clause and
-- every name qualified, so the planner inlines it into PostgREST's query (its order, range and count) and walks
-- recipes_author_created_idx as the table query did.
create or replace function public.channel_recipes(
  p_author text, p_visibilities text[], p_category text default null, p_language text default null
) returns setof public.recipes
language sql stable as $$
  select r.* from public.recipes r
  where r.author_id = p_author
    and r.visibility = any (p_visibilities)
    and (p_category is null or r.categories operator(pg_catalog.@>) array[p_category])
    and public.family_row_shown(r, p_language, null)
$$;

-- Search (as in 20261129000500_feeds_search.sql), one row per family: the matches in the tiers' order, the first
-- match of each family kept, shown as the member in the searcher's language (p_language) when the family has one.
-- A family's other matches take no place, so the tiers are read again for more rows when they did (rare: only a
-- family whose members matched twice) until the page is full or the matches run out.
create function public.search_recipes(
  p_words text[], p_viewer text default null, p_dietary text[] default '{}',
  p_min_rating numeric default 0, p_offset integer default 0, p_limit integer default 20,
  p_language text default null
) returns setof public.recipes
language plpgsql stable set search_path = '' set plan_cache_mode = force_custom_plan as $$
declare
  query tsquery := public.search_tsquery(public.search_alternatives(p_words));
  wanted integer := greatest(0, p_offset) + greatest(1, least(p_limit, 100)) + 1;
  reading integer := wanted;
  dietary jsonb := (select coalesce(jsonb_object_agg(f, true), '{}'::jsonb) from unnest(coalesce(p_dietary, '{}')) f);
  rating numeric := coalesce(p_min_rating, 0);
  ids text[];
  shown text[];
begin
  if query is null then return; end if;
  loop
    ids := array(select t.recipe_id
                 from public.search_tier(query, null, null, p_viewer, dietary, rating, reading) t);
    if cardinality(ids) < reading then
      ids := ids || array(select t.recipe_id
                          from public.search_tier(null, query, query, p_viewer, dietary, rating,
                                                  reading - cardinality(ids)) t);
    end if;
    shown := array(
      select f.shown from (
        select distinct on (coalesce(r.family_id, r.firebase_id)) u.n,
               case when r.family_id is null then r.firebase_id
                    else public.family_member_shown(r.language_versions, r.firebase_id, p_language,
                                                    array[r.language]) end as shown
        from unnest(ids) with ordinality as u(id, n)
        join public.recipes r on r.firebase_id = u.id
        order by coalesce(r.family_id, r.firebase_id), u.n
      ) f order by f.n);
    exit when cardinality(shown) >= wanted or cardinality(ids) < reading;
    reading := reading * 2;
  end loop;
  return query
    select r.* from unnest(shown[greatest(0, p_offset) + 1 : wanted]) with ordinality as u(id, n)
    join public.recipes r on r.firebase_id = u.id
    order by u.n;
end
$$;

revoke all on function public.family_member_shown(jsonb, text, text, text[]) from public, anon, authenticated;
revoke all on function public.family_row_shown(public.recipes, text, text[]) from public, anon, authenticated;
revoke all on function public.feed_tier(text, text[], text, integer, text) from public, anon, authenticated;
revoke all on function public.feed_list(text, integer, text[], text, text) from public, anon, authenticated;
revoke all on function public.category_picks(text, text, text[], integer, text) from public, anon, authenticated;
revoke all on function public.feed_personal_tier(text, text[], text, integer, text) from public, anon, authenticated;
revoke all on function public.feed_tier_for(text, text, text[], text, integer, text) from public, anon, authenticated;
revoke all on function public.feed_discover(text[], double precision[], integer, integer, text[], text, text, text)
  from public, anon, authenticated;
revoke all on function public.following_recipes(text, integer, text[], text, text) from public, anon, authenticated;
revoke all on function public.followed_highlights(text, integer, numeric, integer, text)
  from public, anon, authenticated;
revoke all on function public.recommended_recipes(text, integer, text[], text, text) from public, anon, authenticated;
revoke all on function public.affinity_groups(text, integer, text[], text) from public, anon, authenticated;
revoke all on function public.channel_recipes(text, text[], text, text) from public, anon, authenticated;
revoke all on function public.search_recipes(text[], text, text[], numeric, integer, integer, text)
  from public, anon, authenticated;
grant execute on function
  public.family_member_shown(jsonb, text, text, text[]),
  public.family_row_shown(public.recipes, text, text[]),
  public.feed_tier(text, text[], text, integer, text),
  public.feed_list(text, integer, text[], text, text),
  public.category_picks(text, text, text[], integer, text),
  public.feed_personal_tier(text, text[], text, integer, text),
  public.feed_tier_for(text, text, text[], text, integer, text),
  public.feed_discover(text[], double precision[], integer, integer, text[], text, text, text),
  public.following_recipes(text, integer, text[], text, text),
  public.followed_highlights(text, integer, numeric, integer, text),
  public.recommended_recipes(text, integer, text[], text, text),
  public.affinity_groups(text, integer, text[], text),
  public.channel_recipes(text, text[], text, text),
  public.search_recipes(text[], text, text[], numeric, integer, integer, text)
  to service_role;
