-- Discover Chefs by the reader's affinities too (issue 16 "Discover chefs by the user's languages and affinities,
-- each with its reason"): discover_chefs also answers affinity_recipes, how many of a chef's public recipes (in the
-- reader's languages) are in the reader's favourite categories (affinity score above 2, the home groups' bar; at most
-- the top 5, as recommended_recipes reads them), and ranks by it right after the cooks the reader's cooks follow.
-- The reason itself is chosen in domain/activity/chefs.ts. The answer's columns change, so the function is replaced.
drop function if exists public.discover_chefs(text, boolean, integer, text[]);

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

revoke all on function public.discover_chefs(text, boolean, integer, text[]) from public, anon, authenticated;
grant execute on function public.discover_chefs(text, boolean, integer, text[]) to service_role;

notify pgrst, 'reload schema';
