-- Ratings (spec 001 §3 "Rating", §4 "Rating flow"; issue 11): the mirror of Firestore recipes/{recipeId}/ratings/{uid}
-- (a subcollection keyed '{recipeId}/{userId}', docs/decisions/0008), one row per user per recipe, and the recipe's
-- aggregate columns the rating commit moves in the same mirror transaction (rating_sum, interested_count,
-- not_interested_count; rating, cook_rating, total_ratings and cook_count exist since 20261121000400). Written only
-- by functions through mirror_apply with the service role (DESIGN §4).
create table if not exists public.ratings (
  firebase_id    text        primary key,
  source_version bigint      not null,
  recipe_id      text        not null,          -- the parent document
  user_id        text        not null,
  made_it        boolean     not null default false,
  rating         smallint    not null,
  weight         numeric     not null default 1,
  interest       text,
  feedback       text        not null default '',
  created_at     timestamptz not null default now(),
  updated_at     timestamptz not null default now(),
  synced_at      timestamptz not null default now(),
  constraint ratings_key_matches check (firebase_id = recipe_id || '/' || user_id),
  constraint ratings_score check (rating between 1 and 5),
  constraint ratings_interest check (interest is null or interest in ('interested', 'not-interested'))
);

comment on table public.ratings is
  'Mirror of Firestore recipes/{recipeId}/ratings/{userId} (firebase_id = ''{recipeId}/{userId}'').';

-- one rating per user per recipe; a user's rated recipes, latest first (GET /api/user/my-rated-recipes)
create unique index if not exists ratings_pair_key on public.ratings (recipe_id, user_id);
create index if not exists ratings_user_updated_idx on public.ratings (user_id, updated_at desc, firebase_id);

drop trigger if exists ratings_touch_synced_at on public.ratings;
create trigger ratings_touch_synced_at before update on public.ratings
  for each row execute function public.touch_synced_at();

-- Who may read: the rater. Others see a user's rated recipes through the function, which applies the rater's
-- privacy setting for rated recipes (001 §6: only me, followers, everyone); the recipe's aggregate is public.
alter table public.ratings enable row level security;
drop policy if exists "Users can read their own ratings" on public.ratings;
create policy "Users can read their own ratings" on public.ratings
  for select to authenticated using (user_id = (select public.request_uid()));

revoke all on public.ratings from anon, authenticated;
grant select on public.ratings to anon, authenticated;
grant all on public.ratings to service_role;

-- the recipe's aggregate: the weighted sum and the just-browsing counts ------------------------------------------
alter table public.recipes
  add column if not exists rating_sum           numeric not null default 0,
  add column if not exists interested_count     integer not null default 0,
  add column if not exists not_interested_count integer not null default 0;

-- GET /api/user/my-rated-recipes (001 §7): p_user's rated recipes that p_viewer may read (public; the viewer's own;
-- followers-only ones of a cook the viewer follows), latest rating first, after the cursor (p_before_at,
-- p_before_id), as cards (feed_card) with the rating and the cursor of each. The function decides the rater's
-- privacy before calling; this decides only which recipes the viewer may see.
create or replace function public.rated_recipes(
  p_user text, p_viewer text, p_before_at timestamptz, p_before_id text, p_limit integer
) returns setof jsonb
language sql stable set search_path = '' as $$
  select public.feed_card(r, 'rated') || jsonb_build_object(
    'userRating', jsonb_build_object(
      'madeIt', g.made_it, 'rating', g.rating, 'interest', g.interest, 'feedback', g.feedback,
      'timestamp', to_char(g.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
    'cursor', to_char(g.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '|' || g.firebase_id)
  from public.ratings g
  join public.recipes r on r.firebase_id = g.recipe_id
  where g.user_id = p_user
    and (p_before_at is null or (g.updated_at, g.firebase_id) < (p_before_at, coalesce(p_before_id, '')))
    and (r.visibility = 'public'
         or r.author_id = p_viewer
         or (r.visibility = 'followers-only' and exists (
               select 1 from public.follows f where f.following_id = r.author_id and f.follower_id = p_viewer)))
  order by g.updated_at desc, g.firebase_id desc
  limit greatest(1, least(p_limit, 49))
$$;
revoke all on function public.rated_recipes(text, text, timestamptz, text, integer) from public, anon, authenticated;
grant execute on function public.rated_recipes(text, text, timestamptz, text, integer) to service_role;
