-- The discover feed's personal tier (issue 16 "the infinite feed's personal tier (its algorithm_info shows the
-- allocation)"; domain/feeds/tiers.ts): for a signed-in reader, the best recipes of their favourite categories (the
-- top 5 with an affinity above 2, through category_picks: public, in their languages, never their own, never one they
-- saved or made) join the interleave as the tier 'personal'. feed_discover gains the reader (null for a guest, whose
-- feed is as before); feed_tier_for picks a tier's recipes, so the interleave keeps its typed rows.

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

drop function if exists public.feed_discover(text[], double precision[], integer, integer, text[], text);

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

revoke all on function public.feed_personal_tier(text, text[], text, integer) from public, anon, authenticated;
revoke all on function public.feed_tier_for(text, text, text[], text, integer) from public, anon, authenticated;
revoke all on function public.feed_discover(text[], double precision[], integer, integer, text[], text, text)
  from public, anon, authenticated;
grant execute on function public.feed_personal_tier(text, text[], text, integer) to service_role;
grant execute on function public.feed_tier_for(text, text, text[], text, integer) to service_role;
grant execute on function public.feed_discover(text[], double precision[], integer, integer, text[], text, text)
  to service_role;

notify pgrst, 'reload schema';
