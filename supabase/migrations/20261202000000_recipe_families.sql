-- Issue 34 (decision 0073): a recipe in several languages. Each version is a recipe row of its own; its family is
-- family_id (the original's id, on the original too once it has a version; null for a recipe of its own) and
-- language_versions, the family's list [{ "id", "language" }] with the original first, as recipes/{id} has them.
-- Visibility, photos and the family's counters are written to every member by the functions, so the recipes
-- policies (one row, its own visibility) need no join to keep a version's visibility its family's.

alter table public.recipes add column if not exists family_id text;
alter table public.recipes add column if not exists language_versions jsonb not null default '[]'::jsonb;

-- the members of a family (removing a version, one card per family in the feeds and search)
create index if not exists recipes_family_id on public.recipes (family_id) where family_id is not null;

-- The consistency tool's recounts know families: a family's ratings and favorites are kept under the original's id
-- and every member carries the family's counts; a cook's recipe count counts families (originals), not versions.
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
      on c.recipe_id = r.firebase_id
    left join (
      select recipe_id,
             count(*) total,
             count(*) filter (where made_it) cooks,
             count(*) filter (where not made_it and interest = 'interested') interested,
             count(*) filter (where not made_it and interest = 'not-interested') not_interested
        from public.ratings group by recipe_id
    ) g on g.recipe_id = coalesce(r.family_id, r.firebase_id)
$$;

create or replace function public.admin_profile_edge_counts()
returns table (user_id text, recipes bigint, followers bigint, following bigint)
language sql stable set search_path = public as $$
  select p.firebase_id, coalesce(r.n, 0), coalesce(fr.n, 0), coalesce(fg.n, 0)
    from public.profiles p
    left join (
      select author_id, count(*) n from public.recipes
       where family_id is null or family_id = firebase_id
       group by author_id
    ) r on r.author_id = p.firebase_id
    left join (select following_id, count(*) n from public.follows group by following_id) fr
      on fr.following_id = p.firebase_id
    left join (select follower_id, count(*) n from public.follows group by follower_id) fg
      on fg.follower_id = p.firebase_id
$$;

revoke all on function public.admin_recipe_edge_counts(), public.admin_profile_edge_counts()
  from public, anon, authenticated;
grant execute on function public.admin_recipe_edge_counts(), public.admin_profile_edge_counts() to service_role;
