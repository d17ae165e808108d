-- Comments, their likes and reports (spec 001 §3 "Comment", §7 "Comments"; 002 §3 "Comment (admin view)"): mirrors
-- of Firestore comments/{id}, comments/{id}/likes/{uid} and comments/{id}/reports/{uid}, written only by functions
-- through mirror_apply with the service role (DESIGN §4). The counters (comments.like_count, reply_count,
-- report_count; recipes.comment_count) are mirrored document fields moved in the same commit as the edge.
--
-- Likes and reports are subcollection mappings: their firebase_id is '{commentId}/{uid}' (decision 0008), and
-- comment_id and user_id are its halves, kept equal to it by a check.

create table if not exists public.comments (
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
create index if not exists comments_recipe_created_idx on public.comments (recipe_id, parent_id, created_at desc);
create index if not exists comments_parent_created_idx on public.comments (parent_id, created_at);
-- the "top" sort
create index if not exists comments_recipe_likes_idx on public.comments (recipe_id, like_count desc, created_at desc)
  where parent_id is null;
-- moderation (002 §7 "Comment moderation"): by author, by status, most reported
create index if not exists comments_author_idx on public.comments (author_id, created_at desc);
create index if not exists comments_status_idx on public.comments (status, created_at desc);

drop trigger if exists comments_touch_synced_at on public.comments;
create trigger comments_touch_synced_at before update on public.comments
  for each row execute function public.touch_synced_at();

create table if not exists public.comment_likes (
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
create index if not exists comment_likes_user_idx on public.comment_likes (user_id, comment_id);

drop trigger if exists comment_likes_touch_synced_at on public.comment_likes;
create trigger comment_likes_touch_synced_at before update on public.comment_likes
  for each row execute function public.touch_synced_at();

create table if not exists public.comment_reports (
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
create index if not exists comment_reports_comment_idx on public.comment_reports (comment_id);

drop trigger if exists comment_reports_touch_synced_at on public.comment_reports;
create trigger comment_reports_touch_synced_at before update on public.comment_reports
  for each row execute function public.touch_synced_at();

-- the recipe's comment counter (001 §3; 002 §3 analytics comment_count)
alter table public.recipes add column if not exists comment_count integer not null default 0;

-- Who may read: nobody through the API keys. Comments are served by comments-api, which checks the recipe's
-- visibility (followers-only recipes need the follow edge in Firestore) and the moderation status; likes and
-- reports name who liked and who reported.
alter table public.comments enable row level security;
alter table public.comment_likes enable row level security;
alter table public.comment_reports enable row level security;
revoke all on public.comments, public.comment_likes, public.comment_reports from anon, authenticated;
grant all on public.comments, public.comment_likes, public.comment_reports to service_role;

notify pgrst, 'reload schema';
