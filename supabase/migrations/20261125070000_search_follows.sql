-- Search reads the follows mirror (decision 0010 "Followers"): a viewer finds the followers-only recipes of the cooks
-- they follow because public.follows says so, in the same query, instead of a list of authors the functions read
-- from Firestore's follow edges and passed in. search_tier stays the one place search decides visibility; the
-- followed authors are an uncorrelated subquery (one InitPlan, read once per tier through follows_follower_idx).

drop function if exists public.search_recipes(text[], text, text[], text[], numeric, integer, integer);
drop function if exists public.search_tier(tsquery, tsquery, tsquery, text, text[], jsonb, numeric, integer);

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

revoke all on function public.search_tier(tsquery, tsquery, tsquery, text, jsonb, numeric, integer)
  from public, anon, authenticated;
revoke all on function public.search_recipes(text[], text, text[], numeric, integer, integer)
  from public, anon, authenticated;
grant execute on function public.search_tier(tsquery, tsquery, tsquery, text, jsonb, numeric, integer),
  public.search_recipes(text[], text, text[], numeric, integer, integer) to service_role;

notify pgrst, 'reload schema';

-- Word pairs and title-tier walks (issue 9's benchmark; decision 0010, EXPLAIN ANALYZE at 100,000 recipes) ----------
-- 1. Tier 1 walks the popularity order and checks each row's title: as an index scan every row is a heap visit
--    ("sugar" walked 3,732 rows for 21 answers, 16–35 ms). With the title's lexemes and the filter columns in the
--    index itself the walk is an index-only scan (0.6 ms for the same rows, 0.17 ms for "chocolate cake", whose
--    1,795 title matches the planner had fetched through the GIN index and sorted). A title is at most 100
--    characters (its vector ~250 bytes at most in the benchmark), far below a btree entry's limit. Tier 2 walks the
--    same index (its vectors are read from the table). Index-only scans need the visibility map, which autovacuum
--    keeps.
create index if not exists recipe_search_popularity_title_idx
  on public.recipe_search (views desc, recipe_id) include (visibility, author_id, rating, dietary, title_vector);
drop index if exists public.recipe_search_popularity_idx;

-- 2. GIN's pending list: inserts queue entries (up to 4 MB by default) that every search scans in full until a
--    vacuum merges them. After a bulk load that list held 10,000 title entries, and multi-word prefix queries
--    ("peanut butter cookies", "flour eggs milk") spent 15–30 ms in it instead of ~4 ms. A small list keeps writes
--    batched and caps what a search must scan.
alter index public.recipe_search_vector_idx set (gin_pending_list_limit = 128);
alter index public.recipe_search_title_vector_idx set (gin_pending_list_limit = 128);
alter index public.search_words_trigram_idx set (gin_pending_list_limit = 128);
