-- The admin consistency tool (spec 002 §2 "Data consistency screen", §7 "Data consistency and export"; issue 15):
-- every counter a document keeps, recounted from the edges the mirror holds, in one query per entity. The tool
-- compares them with the counters of Firestore and of the mirror rows, and "Recalculate" writes them back through
-- the mirror protocol. Functions only: revoked from the API roles.

-- Per recipe of the mirror: views (recipe_views, one row per viewer), shares, favorites, comments (replies
-- included, as comments-create counts them) and the rating edges by kind.
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
      on f.recipe_id = r.firebase_id
    left join (select recipe_id, count(*) n from public.comments group by recipe_id) c
      on c.recipe_id = r.firebase_id
    left join (
      select recipe_id,
             count(*) total,
             count(*) filter (where made_it) cooks,
             count(*) filter (where not made_it and interest = 'interested') interested,
             count(*) filter (where not made_it and interest = 'not-interested') not_interested
        from public.ratings group by recipe_id
    ) g on g.recipe_id = r.firebase_id
$$;

-- Per profile of the mirror: the recipes it wrote, its followers and whom it follows.
create or replace function public.admin_profile_edge_counts()
returns table (user_id text, recipes bigint, followers bigint, following bigint)
language sql stable set search_path = public as $$
  select p.firebase_id, coalesce(r.n, 0), coalesce(fr.n, 0), coalesce(fg.n, 0)
    from public.profiles p
    left join (select author_id, count(*) n from public.recipes group by author_id) r on r.author_id = p.firebase_id
    left join (select following_id, count(*) n from public.follows group by following_id) fr
      on fr.following_id = p.firebase_id
    left join (select follower_id, count(*) n from public.follows group by follower_id) fg
      on fg.follower_id = p.firebase_id
$$;

-- Event rows (recipe_views, shares) of recipes the mirror no longer has: what "clean orphaned data" removes.
create or replace function public.admin_orphan_event_counts()
returns table (kind text, recipe_id text, n bigint)
language sql stable set search_path = public as $$
  select 'recipe_views', v.recipe_id, count(*) from public.recipe_views v
   where not exists (select 1 from public.recipes r where r.firebase_id = v.recipe_id) group by v.recipe_id
  union all
  select 'shares', s.recipe_id, count(*) from public.shares s
   where not exists (select 1 from public.recipes r where r.firebase_id = s.recipe_id) group by s.recipe_id
$$;

revoke all on function public.admin_recipe_edge_counts(), public.admin_profile_edge_counts(),
  public.admin_orphan_event_counts() from public, anon, authenticated;
grant execute on function public.admin_recipe_edge_counts(), public.admin_profile_edge_counts(),
  public.admin_orphan_event_counts() to service_role;

notify pgrst, 'reload schema';
