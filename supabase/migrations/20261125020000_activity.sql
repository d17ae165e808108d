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
-- them, and how many of their public recipes are in the reader's languages (null = every language).
create or replace function public.discover_chefs(
  p_user_id text, p_exclude_following boolean, p_limit integer, p_languages text[] default null
) returns table (
  id text, display_name text, username text, photo_url text, is_verified boolean, recipe_count integer,
  follower_count integer, mutual_count integer, language_recipes integer
)
language sql stable set search_path = '' as $$
  with mine as (
    select f.following_id from public.follows f where f.follower_id = p_user_id
  ), cooks as (
    select r.author_id,
           count(*) filter (where p_languages is null or r.language = any(p_languages))::integer as language_recipes
    from public.recipes r
    where r.visibility = 'public'
    group by r.author_id
  ), chefs as (
    select p.firebase_id, p.display_name, p.username, p.photo_url, p.is_verified, p.recipe_count, p.follower_count,
           (select count(*) from public.follows f
            where f.following_id = p.firebase_id and f.follower_id in (select following_id from mine))::integer
             as mutual_count,
           c.language_recipes
    from cooks c
    join public.profiles p on p.firebase_id = c.author_id
    where p.firebase_id <> p_user_id
      and p.is_active
      and (not p_exclude_following or p.firebase_id not in (select following_id from mine))
  )
  select * from chefs
  order by mutual_count desc, language_recipes desc, follower_count desc, recipe_count desc, firebase_id
  limit greatest(1, least(p_limit, 50))
$$;

revoke all on function public.following_recipes(text, integer, text[], text) from public, anon, authenticated;
revoke all on function public.followed_highlights(text, integer, numeric, integer) from public, anon, authenticated;
revoke all on function public.discover_chefs(text, boolean, integer, text[]) from public, anon, authenticated;
grant execute on function public.following_recipes(text, integer, text[], text) to service_role;
grant execute on function public.followed_highlights(text, integer, numeric, integer) to service_role;
grant execute on function public.discover_chefs(text, boolean, integer, text[]) to service_role;

notify pgrst, 'reload schema';
