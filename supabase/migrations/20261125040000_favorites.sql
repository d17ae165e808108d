-- Favorites (spec 001 §3 "Favorite metadata", §4 "Favorites", §7 sync-favorite; DESIGN §5): mirror of Firestore
-- users/{uid}/favoriteMetadata/{recipeId}, one row per saved recipe, keyed '{uid}/{recipeId}' like every mirrored
-- subcollection (docs/decisions/0008). Written only by functions through mirror_apply with the service role, in the
-- same mirrored commit as the user's favoriteRecipes and the recipe's favorite_count, so the count never drifts.
-- The personal notes kept on a favorite stay in Firestore: the row says who saved what and when (admin analytics,
-- the consistency tool), nothing private.
create table if not exists public.favorites (
  firebase_id    text        primary key,
  source_version bigint      not null,
  user_id        text        not null,
  recipe_id      text        not null,
  added_at       timestamptz not null default now(),
  synced_at      timestamptz not null default now(),
  constraint favorites_key_matches check (firebase_id = user_id || '/' || recipe_id)
);

comment on table public.favorites is
  'Mirror of Firestore users/{uid}/favoriteMetadata/{recipeId} (firebase_id = ''{uid}/{recipeId}''): who saved a recipe.';

-- one row per user and recipe; a user's favorites, newest first
create unique index if not exists favorites_user_recipe_key on public.favorites (user_id, recipe_id);
create index if not exists favorites_user_added_idx on public.favorites (user_id, added_at desc);
-- who saved a recipe (the recipe-deletion cleanup, most favorited in admin analytics)
create index if not exists favorites_recipe_idx on public.favorites (recipe_id);

drop trigger if exists favorites_touch_synced_at on public.favorites;
create trigger favorites_touch_synced_at before update on public.favorites
  for each row execute function public.touch_synced_at();

-- Who may read: the owner only. What others may see of someone's saved recipes goes through functions, which
-- apply the owner's privacy setting for collections (001 §6).
alter table public.favorites enable row level security;
drop policy if exists "Owners can read their own favorites" on public.favorites;
create policy "Owners can read their own favorites" on public.favorites
  for select to authenticated using (user_id = (select public.request_uid()));

revoke all on public.favorites from anon, authenticated;
grant select on public.favorites to anon, authenticated;
grant all on public.favorites to service_role;

-- The recipe's favorite count (001 §3, 002 §3 "most favorited"): how many users hold it in favoriteRecipes, moved
-- in the same mirrored commit as the favorite. `if not exists`: the ratings work adds the recipe's other aggregates.
alter table public.recipes add column if not exists favorite_count integer not null default 0;
create index if not exists recipes_favorite_count_idx on public.recipes (favorite_count desc)
  where visibility = 'public';

notify pgrst, 'reload schema';
