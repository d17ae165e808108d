-- Following (spec 001 §3 "Follow", "Notification setting", §4, §6; DESIGN §5): mirrors of Firestore
-- users/{followedId}/followers/{followerId} (follows) and users/{uid}/notificationSettings/{followedUserId}
-- (notification_settings), both subcollections keyed '{parentId}/{id}' (docs/decisions/0008). Written only by
-- functions through mirror_apply with the service role (DESIGN §4). The twin edge users/{followerId}/following/…
-- is written in the same Firestore commit and is not a row of its own: one row per relationship.
--
-- With the follows table the database can say who reads a followers-only recipe, so the recipes policy for
-- followers lands here (until now functions served those recipes after checking the edge in Firestore).
create table if not exists public.follows (
  firebase_id    text        primary key,
  source_version bigint      not null,
  following_id   text        not null,          -- the followed cook (the parent document)
  follower_id    text        not null,
  followed_at    timestamptz not null default now(),
  synced_at      timestamptz not null default now(),
  constraint follows_key_matches check (firebase_id = following_id || '/' || follower_id),
  constraint follows_not_self check (following_id <> follower_id)
);

comment on table public.follows is
  'Mirror of Firestore users/{followingId}/followers/{followerId} (firebase_id = ''{followingId}/{followerId}'').';

-- one edge per pair; a cook's followers, newest first (/followers)
create unique index if not exists follows_pair_key on public.follows (following_id, follower_id);
create index if not exists follows_following_idx on public.follows (following_id, followed_at desc);
-- whom a user follows, newest first (/following, feeds from followed cooks, the followers-only policy)
create index if not exists follows_follower_idx on public.follows (follower_id, followed_at desc);

drop trigger if exists follows_touch_synced_at on public.follows;
create trigger follows_touch_synced_at before update on public.follows
  for each row execute function public.touch_synced_at();

-- Who may read: the two people of an edge. Follower counts are public on profiles; the lists themselves are
-- served by functions (001 §6: the following list's privacy setting decides who else sees it).
alter table public.follows enable row level security;
drop policy if exists "Users can read the follows they are part of" on public.follows;
create policy "Users can read the follows they are part of" on public.follows
  for select to authenticated
  using (follower_id = (select public.request_uid()) or following_id = (select public.request_uid()));

revoke all on public.follows from anon, authenticated;
grant select on public.follows to anon, authenticated;
grant all on public.follows to service_role;

-- notification_settings ---------------------------------------------------------------------------------------------
create table if not exists public.notification_settings (
  firebase_id        text        primary key,
  source_version     bigint      not null,
  user_id            text        not null,
  followed_user_id   text        not null,
  notification_level text        not null default 'all',
  updated_at         timestamptz not null default now(),
  synced_at          timestamptz not null default now(),
  constraint notification_settings_key_matches check (firebase_id = user_id || '/' || followed_user_id),
  constraint notification_settings_level check (notification_level in ('all', 'personalized', 'none'))
);

comment on table public.notification_settings is
  'Mirror of Firestore users/{uid}/notificationSettings/{followedUserId}: the level per followed cook (001 §3).';

create unique index if not exists notification_settings_pair_key
  on public.notification_settings (user_id, followed_user_id);
-- delivering a new recipe: the levels of the author's followers
create index if not exists notification_settings_followed_idx
  on public.notification_settings (followed_user_id, notification_level);

drop trigger if exists notification_settings_touch_synced_at on public.notification_settings;
create trigger notification_settings_touch_synced_at before update on public.notification_settings
  for each row execute function public.touch_synced_at();

alter table public.notification_settings enable row level security;
drop policy if exists "Users can read their own notification settings" on public.notification_settings;
create policy "Users can read their own notification settings" on public.notification_settings
  for select to authenticated using (user_id = (select public.request_uid()));

revoke all on public.notification_settings from anon, authenticated;
grant select on public.notification_settings to anon, authenticated;
grant all on public.notification_settings to service_role;

-- recipes: followers read followers-only recipes -----------------------------------------------------------------
-- the subquery runs under the reader's own policy on follows (the edges they are part of)
drop policy if exists "Followers can read followers-only recipes" on public.recipes;
create policy "Followers can read followers-only recipes" on public.recipes
  for select to authenticated
  using (visibility = 'followers-only' and exists (
    select 1 from public.follows f
    where f.following_id = recipes.author_id and f.follower_id = (select public.request_uid())
  ));

-- /following and /followers (001 §2, §5, §9): one page of a user's followed cooks or followers, newest edge first,
-- each with the public profile fields the cards show and whether the user follows that person back; p_search
-- filters by display name or username, case-insensitive. Called by functions with the service role only.
create or replace function public.follow_list(
  p_user_id text, p_direction text, p_search text, p_limit integer, p_offset integer
) returns table (
  id text, display_name text, username text, photo_url text, is_verified boolean, recipe_count integer,
  follower_count integer, followed_at timestamptz, is_following boolean
)
language sql stable set search_path = '' as $$
  select p.firebase_id, p.display_name, p.username, p.photo_url, p.is_verified, p.recipe_count, p.follower_count,
         f.followed_at,
         case when p_direction = 'following' then true
              else exists (select 1 from public.follows back
                           where back.follower_id = p_user_id and back.following_id = p.firebase_id) end
  from public.follows f
  join public.profiles p
    on p.firebase_id = case when p_direction = 'following' then f.following_id else f.follower_id end
  where (case when p_direction = 'following' then f.follower_id else f.following_id end) = p_user_id
    and (coalesce(p_search, '') = ''
         or p.display_name ilike '%' || replace(replace(replace(p_search, '\', '\\'), '%', '\%'), '_', '\_') || '%'
         or p.username ilike '%' || replace(replace(replace(p_search, '\', '\\'), '%', '\%'), '_', '\_') || '%')
  order by f.followed_at desc, f.firebase_id
  limit p_limit offset p_offset
$$;
revoke all on function public.follow_list(text, text, text, integer, integer) from public, anon, authenticated;
grant execute on function public.follow_list(text, text, text, integer, integer) to service_role;

-- the top-followed job (002 §9): the 50 profiles with the most followers
create index if not exists profiles_follower_count_idx on public.profiles (follower_count desc, firebase_id);

notify pgrst, 'reload schema';
