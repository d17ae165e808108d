-- The consistency recount's rules written once (issue 15 "Recalculate counters", decisions 0075, 0077).
--
-- 1. commentCount counts a recipe family's active comments: a comment is created active and counted, and moderation
--    moves the count by the active ones only (hide −1, restore +1, approve a pending one +1, delete a hidden or
--    pending one 0: domain/comments/moderation.ts activeCountDelta), so hidden, pending and deleted comments are not
--    in it. The recount counted every status, so a family with a hidden comment was reported off and Recalculate
--    raised its count. It now counts what the count means.
-- 2. The whole-table forms admin_recipe_edge_counts() and admin_profile_edge_counts() have had no caller since the
--    check reads a page at a time (decision 0075: admin_*_edge_counts_of(ids)); each rule existed twice. They go, and
--    the keyed forms are the only statement of the rules (supabase/tests/database/edgeCounts.test.sql).

drop function if exists public.admin_recipe_edge_counts();
drop function if exists public.admin_profile_edge_counts();

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
         (select count(*) from public.comments c
           where c.recipe_id = coalesce(r.family_id, r.firebase_id) and c.status = 'active'),
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

revoke all on function public.admin_recipe_edge_counts_of(text[]) from public, anon, authenticated;
grant execute on function public.admin_recipe_edge_counts_of(text[]) to service_role;
