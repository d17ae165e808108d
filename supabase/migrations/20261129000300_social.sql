-- What cooks do with each other and with recipes: collections, follows and notification settings, comments with
-- their likes and reports, ratings, favorites and recipe-request links. Mirrors of Firestore subcollections keyed
-- '{parentId}/{id}' (docs/decisions/0008) or of top-level documents, written only by functions through mirror_apply
-- with the service role (DESIGN §4). Each table says who may read it.

-- Users' collections (spec 001 §3 "Collection", §4 "Collections", §5; 002 §3 analytics "Collections"): mirror of
-- Firestore users/{uid}/collections/{id}, the first mirrored subcollection. Written only by functions through
-- mirror_apply with the service role (DESIGN §4).
--
-- A collection id is unique only under its owner (default collections may share ids across users), so the mirror
-- key is '{uid}/{id}': firebase_id names the document below users/ (platform/mirror/documentKey.ts), and user_id
-- and collection_id are its two halves, kept equal to it by a check.
--
-- The entries users/{uid}/collections/{id}/recipes/{recipeId} (personal notes, cook count…) are not mirrored rows:
-- recipe_ids holds which recipes a collection has; the notes stay in Firestore (docs/decisions/0008).
create table public.collections (
  firebase_id    text        primary key,
  source_version bigint      not null,
  user_id        text        not null,
  collection_id  text        not null,
  name           text        not null default '',
  name_he        text        not null default '',
  description    text        not null default '',
  description_he text        not null default '',
  color          text        not null default '#ff6b6b',
  icon           text        not null default '📁',
  is_default     boolean     not null default false,
  recipe_ids     text[]      not null default '{}',
  recipe_count   integer     not null default 0,
  created_at     timestamptz not null default now(),
  updated_at     timestamptz not null default now(),
  synced_at      timestamptz not null default now(),
  constraint collections_key_matches check (firebase_id = user_id || '/' || collection_id)
);

comment on table public.collections is
  'Mirror of Firestore users/{uid}/collections/{id} (firebase_id = ''{uid}/{id}''). Entries under recipes/ are not mirrored.';

-- a user's collections (the favorites screen's selector; the 10 non-default collections limit)
create unique index collections_user_collection_key on public.collections (user_id, collection_id);
-- the collections holding a recipe (removing a favorite from every collection, the recipe-deletion cleanup)
create index collections_recipe_ids_idx on public.collections using gin (recipe_ids);
-- admin analytics (002 §3): collections created in the last 30 days, growth over the last 7
create index collections_created_at_idx on public.collections (created_at desc);

call public.baseline_table('collections', 'anon, authenticated', true);
-- Who may read (001 §6): the owner always; everyone when the owner's privacy setting for collections is "everyone"
-- (profiles.privacy.collection = 'public'). "Followers" is served by functions (which check users/{uid}/followers
-- in Firestore).
create policy "Owners can read their own collections" on public.collections
  for select to authenticated using (user_id = (select public.request_uid()));
-- the subquery runs under the reader's own policies on profiles (readable by anyone)
create policy "Anyone can read collections shared with everyone" on public.collections
  for select to anon, authenticated
  using (exists (
    select 1 from public.profiles p
    where p.firebase_id = collections.user_id and p.privacy ->> 'collection' = 'public'
  ));

-- Following (spec 001 §3 "Follow", "Notification setting", §4, §6; DESIGN §5): mirrors of Firestore
-- users/{followedId}/followers/{followerId} (follows) and users/{uid}/notificationSettings/{followedUserId}
-- (notification_settings), both subcollections keyed '{parentId}/{id}' (docs/decisions/0008). Written only by
-- functions through mirror_apply with the service role (DESIGN §4). The twin edge users/{followerId}/following/…
-- is written in the same Firestore commit and is not a row of its own: one row per relationship.
create table public.follows (
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
create unique index follows_pair_key on public.follows (following_id, follower_id);
create index follows_following_idx on public.follows (following_id, followed_at desc);
-- whom a user follows, newest first (/following, feeds from followed cooks, the followers-only policy)
create index follows_follower_idx on public.follows (follower_id, followed_at desc);

call public.baseline_table('follows', 'anon, authenticated', true);
-- Who may read: the two people of an edge. Follower counts are public on profiles; the lists themselves are
-- served by functions (001 §6: the following list's privacy setting decides who else sees it).
alter table public.follows enable row level security;
create policy "Users can read the follows they are part of" on public.follows
  for select to authenticated
  using (follower_id = (select public.request_uid()) or following_id = (select public.request_uid()));

-- notification_settings ---------------------------------------------------------------------------------------------
create table public.notification_settings (
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

create unique index notification_settings_pair_key
  on public.notification_settings (user_id, followed_user_id);
-- delivering a new recipe: the levels of the author's followers
create index notification_settings_followed_idx
  on public.notification_settings (followed_user_id, notification_level);

call public.baseline_table('notification_settings', 'anon, authenticated', true);
create policy "Users can read their own notification settings" on public.notification_settings
  for select to authenticated using (user_id = (select public.request_uid()));

-- recipes: followers read followers-only recipes -----------------------------------------------------------------
-- the subquery runs under the reader's own policy on follows (the edges they are part of)
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

-- Comments, their likes and reports (spec 001 §3 "Comment", §7 "Comments"; 002 §3 "Comment (admin view)"): mirrors
-- of Firestore comments/{id}, comments/{id}/likes/{uid} and comments/{id}/reports/{uid}, written only by functions
-- through mirror_apply with the service role (DESIGN §4). The counters (comments.like_count, reply_count,
-- report_count; recipes.comment_count) are mirrored document fields moved in the same commit as the edge.
--
-- Likes and reports are subcollection mappings: their firebase_id is '{commentId}/{uid}' (decision 0008), and
-- comment_id and user_id are its halves, kept equal to it by a check.

create table public.comments (
  firebase_id      text        primary key,
  source_version   bigint      not null,
  recipe_id        text        not null,
  recipe_author_id text        not null default '',
  author_id        text        not null,
  author_name      text        not null default '',
  author_avatar    text        not null default '',
  content          text        not null default '',
  parent_id        text,
  language         text        not null default '',
  status           text        not null default 'active',
  like_count       integer     not null default 0,
  reply_count      integer     not null default 0,
  report_count     integer     not null default 0,
  is_edited        boolean     not null default false,
  toxicity_score   real        not null default 0,
  created_at       timestamptz not null default now(),
  updated_at       timestamptz not null default now(),
  synced_at        timestamptz not null default now()
);
comment on table public.comments is 'Mirror of Firestore comments/{id} (parent_id null: a top-level comment).';

-- a recipe's top-level comments, newest or oldest first; a comment's replies, oldest first (001 §7 list)
create index comments_recipe_created_idx on public.comments (recipe_id, parent_id, created_at desc);
create index comments_parent_created_idx on public.comments (parent_id, created_at);
-- the "top" sort
create index comments_recipe_likes_idx on public.comments (recipe_id, like_count desc, created_at desc)
  where parent_id is null;
-- moderation (002 §7 "Comment moderation"): by author, by status, most reported
create index comments_author_idx on public.comments (author_id, created_at desc);
create index comments_status_idx on public.comments (status, created_at desc);

create table public.comment_likes (
  firebase_id    text        primary key,
  source_version bigint      not null,
  comment_id     text        not null,
  user_id        text        not null,
  recipe_id      text        not null default '',
  created_at     timestamptz not null default now(),
  updated_at     timestamptz not null default now(),
  synced_at      timestamptz not null default now(),
  constraint comment_likes_key_matches check (firebase_id = comment_id || '/' || user_id)
);
comment on table public.comment_likes is 'Mirror of Firestore comments/{id}/likes/{uid} (firebase_id = ''{id}/{uid}'').';
create index comment_likes_user_idx on public.comment_likes (user_id, comment_id);

create table public.comment_reports (
  firebase_id    text        primary key,
  source_version bigint      not null,
  comment_id     text        not null,
  reporter_id    text        not null,
  recipe_id      text        not null default '',
  reason         text        not null,
  description    text        not null default '',
  created_at     timestamptz not null default now(),
  updated_at     timestamptz not null default now(),
  synced_at      timestamptz not null default now(),
  constraint comment_reports_key_matches check (firebase_id = comment_id || '/' || reporter_id),
  constraint comment_reports_reason check (reason in ('spam', 'offensive', 'harassment'))
);
comment on table public.comment_reports is 'Mirror of Firestore comments/{id}/reports/{uid} (firebase_id = ''{id}/{uid}'').';
create index comment_reports_comment_idx on public.comment_reports (comment_id);

-- Who may read: nobody through the API keys. Comments are served by comments-api, which checks the recipe's
-- visibility (followers-only recipes need the follow edge in Firestore) and the moderation status; likes and
-- reports name who liked and who reported.
call public.baseline_table('comments', null, true);
call public.baseline_table('comment_likes', null, true);
call public.baseline_table('comment_reports', null, true);

-- ratings (spec 001 §3 "Rating", §4 "Rating flow"; issue 11) ------------------------------------------------------
-- recipes/{recipeId}/ratings/{uid}, one row per user per recipe; the recipe's aggregate columns (rating_sum,
-- interested_count, not_interested_count, rating, cook_rating, total_ratings, cook_count) move in the same mirror
-- transaction.
create table public.ratings (
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
create unique index ratings_pair_key on public.ratings (recipe_id, user_id);
create index ratings_user_updated_idx on public.ratings (user_id, updated_at desc, firebase_id);

call public.baseline_table('ratings', 'anon, authenticated', true);

-- Who may read: the rater. Others see a user's rated recipes through the function, which applies the rater's
-- privacy setting for rated recipes (001 §6: only me, followers, everyone); the recipe's aggregate is public.
alter table public.ratings enable row level security;
create policy "Users can read their own ratings" on public.ratings
  for select to authenticated using (user_id = (select public.request_uid()));

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

-- Favorites (spec 001 §3 "Favorite metadata", §4 "Favorites", §7 sync-favorite; DESIGN §5): mirror of Firestore
-- users/{uid}/favoriteMetadata/{recipeId}, one row per saved recipe, keyed '{uid}/{recipeId}' like every mirrored
-- subcollection (docs/decisions/0008). Written only by functions through mirror_apply with the service role, in the
-- same mirrored commit as the user's favoriteRecipes and the recipe's favorite_count, so the count never drifts.
-- The personal notes kept on a favorite stay in Firestore: the row says who saved what and when (admin analytics,
-- the consistency tool), nothing private.
create table public.favorites (
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
create unique index favorites_user_recipe_key on public.favorites (user_id, recipe_id);
create index favorites_user_added_idx on public.favorites (user_id, added_at desc);
-- who saved a recipe (the recipe-deletion cleanup, most favorited in admin analytics)
create index favorites_recipe_idx on public.favorites (recipe_id);

call public.baseline_table('favorites', 'anon, authenticated', true);
-- Who may read: the owner only. What others may see of someone's saved recipes goes through functions, which
-- apply the owner's privacy setting for collections (001 §6).
alter table public.favorites enable row level security;
create policy "Owners can read their own favorites" on public.favorites
  for select to authenticated using (user_id = (select public.request_uid()));

-- Recipe-request links (spec 001 §3 "Recipe link", §4 "Recipe request link", §9; issue 13): mirror of Firestore
-- recipeLinks/{linkId}. firebase_id is the SHA-256 of the link's token (hex), never the token itself. Written only by
-- functions through mirror_apply with the service role (DESIGN §4). A cook reads their own links; nobody else does
-- (the public fill-in page asks the functions, which check the token).
create table public.recipe_links (
  firebase_id    text        primary key,
  source_version bigint      not null,
  owner_id       text        not null,
  message        text        not null,
  recipe_id      text        not null,
  created_at     timestamptz not null default now(),
  expires_at     timestamptz not null,
  used_at        timestamptz,
  revoked_at     timestamptz,
  synced_at      timestamptz not null default now(),
  constraint recipe_links_message_length check (char_length(message) between 1 and 200),
  constraint recipe_links_id_is_hash check (firebase_id ~ '^[0-9a-f]{64}$')
);

comment on table public.recipe_links is
  'Mirror of Firestore recipeLinks/{linkId} (linkId = sha256 of the token): a cook''s request for a recipe (001 §3).';

-- a cook's links, newest first (their list); one recipe per link
create index recipe_links_owner_idx on public.recipe_links (owner_id, created_at desc);
create unique index recipe_links_recipe_key on public.recipe_links (recipe_id);

call public.baseline_table('recipe_links', 'anon, authenticated', true);
create policy "Cooks read their own recipe links" on public.recipe_links
  for select to authenticated
  using (owner_id = (select public.request_uid()));
