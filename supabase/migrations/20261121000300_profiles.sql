-- Public user profiles (spec 000 §3 "User profile", 001 §3, 002 §3): mirror of Firestore users/{uid}.
-- Written only by functions through mirror_apply with the service role. No email: private data stays in
-- Firestore (users/{uid}/private/account), and this table is readable by anyone.
create table if not exists public.profiles (
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
create unique index if not exists profiles_username_key on public.profiles (username) where username is not null;
-- channel search: search_terms @> array[lower(query)]
create index if not exists profiles_search_terms_idx on public.profiles using gin (search_terms);

drop trigger if exists profiles_touch_synced_at on public.profiles;
create trigger profiles_touch_synced_at before update on public.profiles
  for each row execute function public.touch_synced_at();

alter table public.profiles enable row level security;
drop policy if exists "Anyone can read profiles" on public.profiles;
create policy "Anyone can read profiles" on public.profiles
  for select to anon, authenticated using (true);

revoke all on public.profiles from anon, authenticated;
grant select on public.profiles to anon, authenticated;
grant all on public.profiles to service_role;

notify pgrst, 'reload schema';
