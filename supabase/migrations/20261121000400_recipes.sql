-- Recipes and tags (spec 000 §3 "Recipe", 001 §3 "Tag"): mirrors of Firestore recipes/{id} and tags/{id}
-- (DESIGN §4), written only by functions through mirror_apply with the service role. recipe_tags is derived here
-- from recipes.tags; recipe_views and shares are Postgres-only event logs (see the comments on those tables).

-- Who is asking, as Supabase puts it in the JWT (sub). Firebase uids are not uuids, so auth.uid() cannot be used.
create or replace function public.request_uid() returns text
language sql stable set search_path = '' as $$
  select nullif(
    coalesce(current_setting('request.jwt.claim.sub', true),
             (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')),
    '')
$$;

-- recipes --------------------------------------------------------------------------------------------------------
create table if not exists public.recipes (
  firebase_id            text        primary key,
  source_version         bigint      not null,
  author_id              text        not null,
  title                  text        not null default '',
  description            text        not null default '',
  ingredients            text[]      not null default '{}',
  instructions           text[]      not null default '{}',
  categories             text[]      not null default '{}',
  primary_category       text,
  difficulty             text        not null default 'medium',
  preparation_time       integer     not null default 15,
  cooking_time           integer     not null default 30,
  servings               integer     not null default 4,
  tags                   text[]      not null default '{}',
  recipe_tip             text        not null default '',
  language               text,
  detected_language      text,
  -- public | followers-only | private; the mapping writes 'private' for anything else (never public by accident)
  visibility             text        not null default 'private',
  -- every dietary flag of the document ({"isVegan": true, "isOrganic": false, …}); the four defaults as columns too
  dietary                jsonb       not null default '{}'::jsonb,
  is_vegan               boolean     not null default false,
  is_vegetarian          boolean     not null default false,
  is_gluten_free         boolean     not null default false,
  is_kosher              boolean     not null default false,
  dietary_classification text,
  creation_method        text        not null default 'manual',
  youtube_video_id       text,
  images                 jsonb       not null default '[]'::jsonb,
  rating                 numeric     not null default 0,
  cook_rating            numeric     not null default 0,
  total_ratings          integer     not null default 0,
  cook_count             integer     not null default 0,
  views                  integer     not null default 0,
  share_count            integer     not null default 0,
  trending               boolean     not null default false,
  trending_score         numeric     not null default 0,
  calories_status        text        not null default 'pending',
  search_terms           text[]      not null default '{}',
  created_at             timestamptz not null default now(),
  last_edited_at         timestamptz,
  synced_at              timestamptz not null default now()
);

comment on table public.recipes is 'Mirror of Firestore recipes/{id} (firebase_id = document id).';

-- an author's recipes, newest first (get-user-recipes, the channel page)
create index if not exists recipes_author_created_idx on public.recipes (author_id, created_at desc);
-- public feeds, newest first
create index if not exists recipes_visibility_created_idx on public.recipes (visibility, created_at desc);
-- category pages and filters, tag pages, related recipes (&& overlaps)
create index if not exists recipes_categories_idx on public.recipes using gin (categories);
create index if not exists recipes_tags_idx on public.recipes using gin (tags);

drop trigger if exists recipes_touch_synced_at on public.recipes;
create trigger recipes_touch_synced_at before update on public.recipes
  for each row execute function public.touch_synced_at();

alter table public.recipes enable row level security;
drop policy if exists "Anyone can read public recipes" on public.recipes;
create policy "Anyone can read public recipes" on public.recipes
  for select to anon, authenticated using (visibility = 'public');
drop policy if exists "Authors can read their own recipes" on public.recipes;
create policy "Authors can read their own recipes" on public.recipes
  for select to authenticated using (author_id = (select public.request_uid()));
-- Followers-only recipes are served by functions (which check users/{author}/followers in Firestore); a policy for
-- followers arrives with the follows mirror.

revoke all on public.recipes from anon, authenticated;
grant select on public.recipes to anon, authenticated;
grant all on public.recipes to service_role;

-- recipe_tags: one row per (recipe, tag), kept in step with recipes.tags by a trigger ----------------------------
-- Not a mirrored table (no Firestore documents of its own): every mirror write of a recipe, a compensation
-- (mirror_restore) included, passes through the trigger, so the pairs always match the recipe rows.
create table if not exists public.recipe_tags (
  recipe_id text not null,
  tag       text not null,
  primary key (recipe_id, tag)
);
comment on table public.recipe_tags is 'Derived from recipes.tags by recipes_sync_tags (do not write directly).';
create index if not exists recipe_tags_tag_idx on public.recipe_tags (tag);

create or replace function public.recipes_sync_tags() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    delete from public.recipe_tags
      where recipe_id = old.firebase_id
        and (tg_op = 'DELETE' or not (tag = any (coalesce(new.tags, '{}'))));
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into public.recipe_tags (recipe_id, tag)
      select new.firebase_id, t from unnest(coalesce(new.tags, '{}')) t where t <> ''
      on conflict do nothing;
  end if;
  return null;
end
$$;
revoke all on function public.recipes_sync_tags() from public, anon, authenticated;

drop trigger if exists recipes_sync_tags on public.recipes;
create trigger recipes_sync_tags after insert or delete or update of tags on public.recipes
  for each row execute function public.recipes_sync_tags();

alter table public.recipe_tags enable row level security;
drop policy if exists "Anyone can read the tags of recipes they can read" on public.recipe_tags;
-- the subquery runs under the reader's own policies on recipes
create policy "Anyone can read the tags of recipes they can read" on public.recipe_tags
  for select to anon, authenticated
  using (exists (select 1 from public.recipes r where r.firebase_id = recipe_tags.recipe_id));

revoke all on public.recipe_tags from anon, authenticated;
grant select on public.recipe_tags to anon, authenticated;
grant all on public.recipe_tags to service_role;

-- tags -----------------------------------------------------------------------------------------------------------
create table if not exists public.tags (
  firebase_id    text        primary key,             -- the tag id (the lower-cased tag made a document id)
  source_version bigint      not null,
  tag            text        not null,
  display_name   text        not null default '',
  language       text        not null default 'he',    -- he | it | en (001 §3)
  count          integer     not null default 0,
  last_used      timestamptz,
  created_at     timestamptz not null default now(),
  recipes        text[]      not null default '{}',    -- the last 100 recipe ids
  synced_at      timestamptz not null default now()
);

comment on table public.tags is 'Mirror of Firestore tags/{tagId}.';

-- popular tags per language and overall; suggestions by prefix
create index if not exists tags_language_count_idx on public.tags (language, count desc);
create index if not exists tags_count_idx on public.tags (count desc);
create index if not exists tags_tag_prefix_idx on public.tags (tag text_pattern_ops);

drop trigger if exists tags_touch_synced_at on public.tags;
create trigger tags_touch_synced_at before update on public.tags
  for each row execute function public.touch_synced_at();

alter table public.tags enable row level security;
drop policy if exists "Anyone can read tags in use" on public.tags;
create policy "Anyone can read tags in use" on public.tags
  for select to anon, authenticated using (count > 0);

revoke all on public.tags from anon, authenticated;
grant select on public.tags to anon, authenticated;
grant all on public.tags to service_role;

-- recipe_views: who has been counted (001 §7 track-view: once per viewer) ------------------------------------------
-- An event log owned by Postgres, like the other analytics tables: the recipe's `views` counter is the mirrored
-- truth (Firestore recipes/{id}.views); this table only remembers who was counted, so a viewer counts once.
-- viewer_key is `uid:<firebase uid>` for a signed-in viewer, else `fp:<browser fingerprint>`.
create table if not exists public.recipe_views (
  recipe_id  text        not null,
  viewer_key text        not null,
  viewed_at  timestamptz not null default now(),
  primary key (recipe_id, viewer_key)
);
comment on table public.recipe_views is 'Who was counted in recipes.views (one row per recipe and viewer).';
create index if not exists recipe_views_viewed_at_idx on public.recipe_views (viewed_at);

alter table public.recipe_views enable row level security;
-- no policy: viewers' identities are read and written by functions (service role) only
revoke all on public.recipe_views from anon, authenticated;
grant all on public.recipe_views to service_role;

-- shares: every share (001 §7 track-share); recipes.share_count is the mirrored counter --------------------------
create table if not exists public.shares (
  id         bigint      generated always as identity primary key,
  recipe_id  text        not null,
  platform   text        not null,
  user_id    text,
  created_at timestamptz not null default now()
);
comment on table public.shares is 'One row per share of a recipe (analytics); recipes.share_count counts them.';
create index if not exists shares_recipe_idx on public.shares (recipe_id, created_at desc);
create index if not exists shares_created_at_idx on public.shares (created_at);

alter table public.shares enable row level security;
-- no policy: functions (service role) only
revoke all on public.shares from anon, authenticated;
grant all on public.shares to service_role;
grant usage, select on sequence public.shares_id_seq to service_role;

-- related recipes (001 §9): public recipes sharing a category or a tag with the given one, the most shared first;
-- the functions score them (domain/recipe/similarity.ts).
create or replace function public.recipe_similarity_candidates(p_recipe_id text, p_limit integer default 100)
returns setof public.recipes
language sql stable set search_path = '' as $$
  select c.*
  from public.recipes t
  join public.recipes c
    on c.firebase_id <> t.firebase_id
   and c.visibility = 'public'
   and (c.categories && t.categories or c.tags && t.tags)
  where t.firebase_id = p_recipe_id
  order by
    cardinality(array(select unnest(c.categories) intersect select unnest(t.categories)))
      + cardinality(array(select unnest(c.tags) intersect select unnest(t.tags))) desc,
    c.views desc,
    c.created_at desc
  limit greatest(1, least(coalesce(p_limit, 100), 500))
$$;
revoke all on function public.recipe_similarity_candidates(text, integer) from public, anon, authenticated;
grant execute on function public.recipe_similarity_candidates(text, integer) to service_role;
grant execute on function public.request_uid() to anon, authenticated, service_role;

notify pgrst, 'reload schema';
