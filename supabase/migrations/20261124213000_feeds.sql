-- Discovery feeds (spec 001 §7 "Feeds", §9 "Feed"; DESIGN §5): newest, trending and the infinite discover feed,
-- each one indexed query per request. Only public recipes ever appear (followers-only arrives with follows).
--
-- Trending mixes 70% views and 30% recency (recency decays over 30 days); the admin's trending flag lifts a recipe
-- above every unflagged one. The discover feed's quality score uses rating, views and age. Both scores depend on
-- the clock, so they are stored (for an index to order by) and computed here, in one place: at every write of a
-- row (trigger) and by the scheduled refresh (feeds-refreshScores, 4x a day) that lets recency decay.

alter table public.recipes add column if not exists trend_score double precision not null default 0;
alter table public.recipes add column if not exists quality_score double precision not null default 0;

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

drop trigger if exists recipes_feed_scores on public.recipes;
create trigger recipes_feed_scores before insert or update on public.recipes
  for each row execute function public.recipes_feed_scores();

update public.recipes set trend_score = trend_score; -- fills the scores of rows written before this migration

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
create index if not exists recipes_feed_newest_idx
  on public.recipes (language, created_at desc, firebase_id) where visibility = 'public';
create index if not exists recipes_feed_trend_idx
  on public.recipes (language, trend_score desc, firebase_id) where visibility = 'public';
create index if not exists recipes_feed_quality_idx
  on public.recipes (language, quality_score desc, firebase_id) where visibility = 'public';
-- the same orders across every language (a profile that allows all languages)
create index if not exists recipes_feed_newest_all_idx
  on public.recipes (created_at desc, firebase_id) where visibility = 'public';
create index if not exists recipes_feed_trend_all_idx
  on public.recipes (trend_score desc, firebase_id) where visibility = 'public';
create index if not exists recipes_feed_quality_all_idx
  on public.recipes (quality_score desc, firebase_id) where visibility = 'public';

-- trending tags: used in the last days, per language
create index if not exists tags_language_last_used_idx on public.tags (language, last_used desc);

-- A recipe as a card shows it (RecipeSummary in functions/src/domain/recipe/types.ts), with its author's names.
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
    'tier', p_tier)
  from (select 1) one
  left join public.profiles p on p.firebase_id = r.author_id
$$;

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

-- The infinite discover feed (001 §4 "Feed paging"): the tiers (newest, trending, quality; weights from
-- functions/src/domain/feeds/tiers.ts) interleaved by weight (tier t's i-th recipe sits at (i + 0.5) / weight, a tie
-- goes to the tier listed first), a recipe shown once (where it first appears), paged by offset.
-- A tier that runs out simply stops taking places. Answers p_limit + 1 cards when there is a next page.
-- The de-duplicated first n places lie within the first 3n interleaved ones (a recipe is in at most 3 tiers), and
-- those take at most 3n recipes from each tier: the cost grows with the offset, never with the number of recipes.
create or replace function public.feed_discover(
  p_tiers text[], p_weights double precision[], p_offset integer, p_limit integer,
  p_languages text[] default null, p_category text default null
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
      from public.feed_tier(t.tier, p_languages, p_category, params.n) r
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
revoke all on function public.feed_card(public.recipes, text) from public, anon, authenticated;
revoke all on function public.feed_tier(text, text[], text, integer) from public, anon, authenticated;
revoke all on function public.feed_list(text, integer, text[], text) from public, anon, authenticated;
revoke all on function public.feed_discover(text[], double precision[], integer, integer, text[], text)
  from public, anon, authenticated;
revoke all on function public.trending_tags(text, timestamptz, integer) from public, anon, authenticated;
grant execute on function public.feed_scores(integer, numeric, timestamptz, boolean, timestamptz) to service_role;
grant execute on function public.refresh_feed_scores() to service_role;
grant execute on function public.feed_card(public.recipes, text) to service_role;
grant execute on function public.feed_tier(text, text[], text, integer) to service_role;
grant execute on function public.feed_list(text, integer, text[], text) to service_role;
grant execute on function public.feed_discover(text[], double precision[], integer, integer, text[], text)
  to service_role;
grant execute on function public.trending_tags(text, timestamptz, integer) to service_role;

notify pgrst, 'reload schema';
