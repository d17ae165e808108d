-- Issue 30 §2 (decision 0075): the consistency check walks the stores a page at a time, so it asks for the edge
-- counts of one page of ids. The counts are per id (correlated, on the edge tables' recipe and user indexes) instead
-- of every edge table grouped whole, so a page costs its own ids' rows. Same columns and recount rules as
-- admin_recipe_edge_counts() and admin_profile_edge_counts() (decision 0073: a family's ratings and favorites under
-- the original's id; a cook's recipe count counts originals); supabase/tests/database/edgeCounts.test.sql holds
-- the two forms to the same answers.

create or replace function public.admin_recipe_edge_counts_of(ids text[])
returns table (
  recipe_id text,
  views bigint,
  shares bigint,
  favorites bigint,
  comments bigint,
  ratings bigint,
  cooks bigint,
  interested bigint,
  not_interested bigint
)
language sql stable set search_path = public as $$
  select r.firebase_id,
         (select count(*) from public.recipe_views v where v.recipe_id = r.firebase_id),
         (select count(*) from public.shares s where s.recipe_id = r.firebase_id),
         (select count(*) from public.favorites f where f.recipe_id = coalesce(r.family_id, r.firebase_id)),
         (select count(*) from public.comments c where c.recipe_id = r.firebase_id),
         coalesce(g.total, 0), coalesce(g.cooks, 0), coalesce(g.interested, 0), coalesce(g.not_interested, 0)
    from public.recipes r
    left join lateral (
      select count(*) total,
             count(*) filter (where made_it) cooks,
             count(*) filter (where not made_it and interest = 'interested') interested,
             count(*) filter (where not made_it and interest = 'not-interested') not_interested
        from public.ratings where recipe_id = coalesce(r.family_id, r.firebase_id)
    ) g on true
   where r.firebase_id = any(ids)
$$;

create or replace function public.admin_profile_edge_counts_of(ids text[])
returns table (user_id text, recipes bigint, followers bigint, following bigint)
language sql stable set search_path = public as $$
  select p.firebase_id,
         (select count(*) from public.recipes r
           where r.author_id = p.firebase_id and (r.family_id is null or r.family_id = r.firebase_id)),
         (select count(*) from public.follows f where f.following_id = p.firebase_id),
         (select count(*) from public.follows f where f.follower_id = p.firebase_id)
    from public.profiles p
   where p.firebase_id = any(ids)
$$;

revoke all on function public.admin_recipe_edge_counts_of(text[]), public.admin_profile_edge_counts_of(text[])
  from public, anon, authenticated;
grant execute on function public.admin_recipe_edge_counts_of(text[]), public.admin_profile_edge_counts_of(text[])
  to service_role;
