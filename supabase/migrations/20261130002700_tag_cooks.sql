-- Decision 0040 (issue 27): a tag trends, and counts as popular, only once at least p_min_cooks different cooks
-- have used it on public recipes (the domain's TAGS.minCooksToTrend), so one new user's junk tags top neither list.
-- The cooks are counted from recipe_tags (kept in step with recipes.tags) and the public recipes' authors.

create or replace function public.tag_cooks(p_tag text) returns integer
language sql stable set search_path = '' as $$
  select count(distinct r.author_id)::integer
  from public.recipe_tags rt join public.recipes r on r.firebase_id = rt.recipe_id
  where rt.tag = p_tag and r.visibility = 'public'
$$;

drop function if exists public.trending_tags(text, timestamptz, integer);

-- trending tags (001 §7): in use by enough cooks, last used within the window, most used first
create function public.trending_tags(p_language text, p_since timestamptz, p_min_cooks integer, p_limit integer)
returns setof public.tags
language sql stable set search_path = '' as $$
  select t.* from public.tags t
  where t.count > 0 and t.last_used >= p_since and (p_language is null or t.language = p_language)
    and public.tag_cooks(t.tag) >= p_min_cooks
  order by t.count desc, t.last_used desc, t.firebase_id
  limit greatest(1, least(p_limit, 50))
$$;

-- popular tags (001 §7 get-popular-tags, suggestions): in use by enough cooks, most used first
create function public.popular_tags(p_language text, p_min_cooks integer, p_limit integer)
returns setof public.tags
language sql stable set search_path = '' as $$
  select t.* from public.tags t
  where t.count > 0 and (p_language is null or t.language = p_language)
    and public.tag_cooks(t.tag) >= p_min_cooks
  order by t.count desc, t.last_used desc nulls last, t.firebase_id
  limit greatest(1, least(p_limit, 500))
$$;

revoke all on function public.tag_cooks(text) from public, anon, authenticated;
revoke all on function public.trending_tags(text, timestamptz, integer, integer) from public, anon, authenticated;
revoke all on function public.popular_tags(text, integer, integer) from public, anon, authenticated;
grant execute on function public.tag_cooks(text) to service_role;
grant execute on function public.trending_tags(text, timestamptz, integer, integer) to service_role;
grant execute on function public.popular_tags(text, integer, integer) to service_role;
