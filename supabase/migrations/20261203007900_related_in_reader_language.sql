-- Issue 34 (decisions 0073 "How the rest reads it", 0074): the recipe page's related recipes show one card per
-- recipe family, the member in the reader's language, like the feeds, search and the channel
-- (20261203000000_family_reads.sql). The candidates keep a row only when it is the member its reader sees
-- (family_row_shown: the member in p_language, else the original); the recipe's own family stays out as before.
-- p_language is last and optional: the old signature goes.

drop function if exists public.recipe_similarity_candidates(text, integer);

create function public.recipe_similarity_candidates(
  p_recipe_id text, p_limit integer default 100, p_language text default null
) returns setof public.recipes
language sql stable set search_path = '' as $$
  select c.*
  from public.recipes t
  join public.recipes c
    on c.firebase_id <> t.firebase_id
   and c.visibility = 'public'
   and (c.categories && t.categories or c.tags && t.tags)
   and coalesce(c.family_id, c.firebase_id) <> coalesce(t.family_id, t.firebase_id)
   and public.family_row_shown(c, p_language, null)
  where t.firebase_id = p_recipe_id
  order by
    cardinality(array(select unnest(c.categories) intersect select unnest(t.categories)))
      + cardinality(array(select unnest(c.tags) intersect select unnest(t.tags))) desc,
    c.views desc,
    c.created_at desc
  limit greatest(1, least(coalesce(p_limit, 100), 500))
$$;
revoke all on function public.recipe_similarity_candidates(text, integer, text) from public, anon, authenticated;
grant execute on function public.recipe_similarity_candidates(text, integer, text) to service_role;
