-- Public profiles, recipes and tags (spec 000 §3 "User profile", "Recipe"; 001 §3 "Tag"): mirrors of Firestore
-- users/{uid}, recipes/{id} and tags/{id} (DESIGN §4), written only by functions through mirror_apply with the
-- service role. recipe_tags is derived here from recipes.tags; recipe_views and shares are Postgres-only event logs
-- (see the comments on those tables); feed_card is a recipe as every card shows it.

-- profiles: public fields only. No email: private data stays in Firestore (users/{uid}/private/account), and this
-- table is readable by anyone.
create table public.profiles (
  firebase_id     text        primary key,
  source_version  bigint      not null,
  -- null until the user has one (Google sign-up before /set-username, a taken name at migration)
  username        text,
  display_name    text        not null default '',
  photo_url       text        not null default '',
  bio             text        not null default '',
  location        text        not null default '',
  social_links    jsonb       not null default '{}'::jsonb,
  language        text        not null default 'en',
  privacy         jsonb       not null default '{}'::jsonb,
  is_verified     boolean     not null default false,
  is_admin        boolean     not null default false,
  is_active       boolean     not null default true,
  email_verified  boolean     not null default false,
  profile_complete boolean    not null default false,
  recipe_count    integer     not null default 0,
  follower_count  integer     not null default 0,
  following_count integer     not null default 0,
  -- lower-case prefixes of the name, its words and the username (channel search, spec 000 §3)
  search_terms    text[]      not null default '{}',
  created_at      timestamptz not null default now(),
  updated_at      timestamptz not null default now(),
  synced_at       timestamptz not null default now()
);

comment on table public.profiles is 'Mirror of Firestore users/{uid} (firebase_id = uid). Public fields only.';
comment on column public.profiles.username is
  'Unique when set: Firestore usernames/{username} reservations are the arbiter, this index the backstop.';

-- /{username} lookups; a username is held by one profile at a time (released names are written before reuse)
create unique index profiles_username_key on public.profiles (username) where username is not null;
-- channel search: search_terms @> array[lower(query)]
create index profiles_search_terms_idx on public.profiles using gin (search_terms);
-- the top-followed job (002 §9): the 50 profiles with the most followers
create index profiles_follower_count_idx on public.profiles (follower_count desc, firebase_id);

call public.baseline_table('profiles', 'anon, authenticated', true);
create policy "Anyone can read profiles" on public.profiles
  for select to anon, authenticated using (true);

-- recipes --------------------------------------------------------------------------------------------------------
create table public.recipes (
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
  synced_at              timestamptz not null default now(),
  -- the comment counter (001 §3; 002 §3 analytics comment_count), moved in the same commit as the comment
  comment_count          integer     not null default 0,
  -- the feeds' scores (computed by recipes_feed_scores, see the feeds baseline file)
  trend_score            double precision not null default 0,
  quality_score          double precision not null default 0,
  -- the rating aggregate besides rating, cook_rating, total_ratings and cook_count: the weighted sum and the
  -- just-browsing counts, moved in the same mirror transaction as the rating (issue 11)
  rating_sum             numeric     not null default 0,
  interested_count       integer     not null default 0,
  not_interested_count   integer     not null default 0,
  -- how many users hold it in favoriteRecipes (001 §3, 002 §3 "most favorited"), moved in the favorite's commit
  favorite_count         integer     not null default 0,
  -- issue 12: per serving and for the whole dish (002 §2 "Dietary and nutrition"); null until the calorie job has
  -- calculated them (calories_status says where it is)
  calories               integer     check (calories is null or calories >= 0),
  total_calories         integer     check (total_calories is null or total_calories >= 0)
);

comment on table public.recipes is 'Mirror of Firestore recipes/{id} (firebase_id = document id).';

-- an author's recipes, newest first (get-user-recipes, the channel page)
create index recipes_author_created_idx on public.recipes (author_id, created_at desc);
-- public feeds, newest first
create index recipes_visibility_created_idx on public.recipes (visibility, created_at desc);
-- category pages and filters, tag pages, related recipes (&& overlaps)
create index recipes_categories_idx on public.recipes using gin (categories);
create index recipes_tags_idx on public.recipes using gin (tags);
create index recipes_favorite_count_idx on public.recipes (favorite_count desc) where visibility = 'public';

call public.baseline_table('recipes', 'anon, authenticated', true);
create policy "Anyone can read public recipes" on public.recipes
  for select to anon, authenticated using (visibility = 'public');
create policy "Authors can read their own recipes" on public.recipes
  for select to authenticated using (author_id = (select public.request_uid()));
-- Followers read followers-only recipes: that policy is declared with the follows table (social baseline file).

-- recipe_tags: one row per (recipe, tag), kept in step with recipes.tags by a trigger ----------------------------
-- Not a mirrored table (no Firestore documents of its own): every mirror write of a recipe, a compensation
-- (mirror_restore) included, passes through the trigger, so the pairs always match the recipe rows.
create table public.recipe_tags (
  recipe_id text not null,
  tag       text not null,
  primary key (recipe_id, tag)
);
comment on table public.recipe_tags is 'Derived from recipes.tags by recipes_sync_tags (do not write directly).';
create index recipe_tags_tag_idx on public.recipe_tags (tag);

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

create trigger recipes_sync_tags after insert or delete or update of tags on public.recipes
  for each row execute function public.recipes_sync_tags();

call public.baseline_table('recipe_tags', 'anon, authenticated', false);
-- the subquery runs under the reader's own policies on recipes
create policy "Anyone can read the tags of recipes they can read" on public.recipe_tags
  for select to anon, authenticated
  using (exists (select 1 from public.recipes r where r.firebase_id = recipe_tags.recipe_id));

-- tags -----------------------------------------------------------------------------------------------------------
create table public.tags (
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
create index tags_language_count_idx on public.tags (language, count desc);
create index tags_count_idx on public.tags (count desc);
create index tags_tag_prefix_idx on public.tags (tag text_pattern_ops);
-- trending tags: used in the last days, per language
create index tags_language_last_used_idx on public.tags (language, last_used desc);

call public.baseline_table('tags', 'anon, authenticated', true);
create policy "Anyone can read tags in use" on public.tags
  for select to anon, authenticated using (count > 0);

-- recipe_views: who has been counted (001 §7 track-view: once per viewer) ------------------------------------------
-- An event log owned by Postgres, like the other analytics tables: the recipe's `views` counter is the mirrored
-- truth (Firestore recipes/{id}.views); this table only remembers who was counted, so a viewer counts once.
-- viewer_key is `uid:<firebase uid>` for a signed-in viewer, else `fp:<browser fingerprint>`.
create table public.recipe_views (
  recipe_id  text        not null,
  viewer_key text        not null,
  viewed_at  timestamptz not null default now(),
  primary key (recipe_id, viewer_key)
);
comment on table public.recipe_views is 'Who was counted in recipes.views (one row per recipe and viewer).';
create index recipe_views_viewed_at_idx on public.recipe_views (viewed_at);
-- no policy: viewers' identities are read and written by functions (service role) only
call public.baseline_table('recipe_views', null, false);

-- shares: every share (001 §7 track-share); recipes.share_count is the mirrored counter --------------------------
create table public.shares (
  id         bigint      generated always as identity primary key,
  recipe_id  text        not null,
  platform   text        not null,
  user_id    text,
  created_at timestamptz not null default now()
);
comment on table public.shares is 'One row per share of a recipe (analytics); recipes.share_count counts them.';
create index shares_recipe_idx on public.shares (recipe_id, created_at desc);
create index shares_created_at_idx on public.shares (created_at);
-- no policy: functions (service role) only
call public.baseline_table('shares', null, false);

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

-- A recipe as a card shows it (RecipeSummary in functions/src/domain/recipe/types.ts), with its author's names.
create or replace function public.feed_card(r public.recipes, p_tier text) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'id', r.firebase_id, 'title', r.title, 'description', r.description, 'images', r.images,
    'categories', to_jsonb(r.categories), 'primaryCategory', r.primary_category, 'difficulty', r.difficulty,
    'preparationTime', r.preparation_time, 'cookingTime', r.cooking_time, 'tags', to_jsonb(r.tags),
    'language', r.language, 'visibility', r.visibility, 'authorId', r.author_id,
    'authorName', p.display_name, 'authorUsername', p.username,
    'rating', r.rating, 'cookRating', r.cook_rating, 'cookCount', r.cook_count,
    'totalRatings', r.total_ratings, 'views', r.views, 'shareCount', r.share_count, 'trending', r.trending,
    'isVegan', r.is_vegan, 'isVegetarian', r.is_vegetarian, 'isGlutenFree', r.is_gluten_free,
    'isKosher', r.is_kosher,
    'createdAt', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'tier', p_tier)
  from (select 1) one
  left join public.profiles p on p.firebase_id = r.author_id
$$;
revoke all on function public.feed_card(public.recipes, text) from public, anon, authenticated;
grant execute on function public.feed_card(public.recipes, text) to service_role;
