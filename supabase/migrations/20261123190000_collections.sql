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
create table if not exists public.collections (
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
create unique index if not exists collections_user_collection_key on public.collections (user_id, collection_id);
-- the collections holding a recipe (removing a favorite from every collection, the recipe-deletion cleanup)
create index if not exists collections_recipe_ids_idx on public.collections using gin (recipe_ids);
-- admin analytics (002 §3): collections created in the last 30 days, growth over the last 7
create index if not exists collections_created_at_idx on public.collections (created_at desc);

drop trigger if exists collections_touch_synced_at on public.collections;
create trigger collections_touch_synced_at before update on public.collections
  for each row execute function public.touch_synced_at();

-- Who may read (001 §6): the owner always; everyone when the owner's privacy setting for collections is "everyone"
-- (profiles.privacy.collection = 'public'). "Followers" is served by functions (which check users/{uid}/followers in
-- Firestore) until the follows mirror brings a policy for it, as for followers-only recipes.
alter table public.collections enable row level security;
drop policy if exists "Owners can read their own collections" on public.collections;
create policy "Owners can read their own collections" on public.collections
  for select to authenticated using (user_id = (select public.request_uid()));
drop policy if exists "Anyone can read collections shared with everyone" on public.collections;
-- the subquery runs under the reader's own policies on profiles (readable by anyone)
create policy "Anyone can read collections shared with everyone" on public.collections
  for select to anon, authenticated
  using (exists (
    select 1 from public.profiles p
    where p.firebase_id = collections.user_id and p.privacy ->> 'collection' = 'public'
  ));

revoke all on public.collections from anon, authenticated;
grant select on public.collections to anon, authenticated;
grant all on public.collections to service_role;

notify pgrst, 'reload schema';
