-- Issue 34 (decisions 0073, 0077): a recipe's language versions share their comments. A comment is kept under the
-- family's key (the original's id; a recipe of its own: its id) and every member carries the family's comment_count,
-- so the consistency tool's recounts count a member's comments by its family's key, as they count its ratings and
-- favorites. The comments table keeps its columns (recipe_id holds the family's key, language the comment's own).
-- Both forms change together; supabase/tests/database/edgeCounts.test.sql holds them to the same answers.

create or replace function public.admin_recipe_edge_counts()
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
         coalesce(v.n, 0), coalesce(s.n, 0), coalesce(f.n, 0), coalesce(c.n, 0),
         coalesce(g.total, 0), coalesce(g.cooks, 0), coalesce(g.interested, 0), coalesce(g.not_interested, 0)
    from public.recipes r
    left join (select recipe_id, count(*) n from public.recipe_views group by recipe_id) v
      on v.recipe_id = r.firebase_id
    left join (select recipe_id, count(*) n from public.shares group by recipe_id) s on s.recipe_id = r.firebase_id
    left join (select recipe_id, count(*) n from public.favorites group by recipe_id) f
      on f.recipe_id = coalesce(r.family_id, r.firebase_id)
    left join (select recipe_id, count(*) n from public.comments group by recipe_id) c
      on c.recipe_id = coalesce(r.family_id, r.firebase_id)
    left join (
      select recipe_id,
             count(*) total,
             count(*) filter (where made_it) cooks,
             count(*) filter (where not made_it and interest = 'interested') interested,
             count(*) filter (where not made_it and interest = 'not-interested') not_interested
        from public.ratings group by recipe_id
    ) g on g.recipe_id = coalesce(r.family_id, r.firebase_id)
$$;

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
         (select count(*) from public.comments c where c.recipe_id = coalesce(r.family_id, r.firebase_id)),
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

revoke all on function public.admin_recipe_edge_counts(), public.admin_recipe_edge_counts_of(text[])
  from public, anon, authenticated;
grant execute on function public.admin_recipe_edge_counts(), public.admin_recipe_edge_counts_of(text[])
  to service_role;
