-- Recipe-request links (spec 001 §3 "Recipe link", §4 "Recipe request link", §9; issue 13): mirror of Firestore
-- recipeLinks/{linkId}. firebase_id is the SHA-256 of the link's token (hex), never the token itself. Written only by
-- functions through mirror_apply with the service role (DESIGN §4). A cook reads their own links; nobody else does
-- (the public fill-in page asks the functions, which check the token).
create table if not exists public.recipe_links (
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
create index if not exists recipe_links_owner_idx on public.recipe_links (owner_id, created_at desc);
create unique index if not exists recipe_links_recipe_key on public.recipe_links (recipe_id);

drop trigger if exists recipe_links_touch_synced_at on public.recipe_links;
create trigger recipe_links_touch_synced_at before update on public.recipe_links
  for each row execute function public.touch_synced_at();

alter table public.recipe_links enable row level security;
drop policy if exists "Cooks read their own recipe links" on public.recipe_links;
create policy "Cooks read their own recipe links" on public.recipe_links
  for select to authenticated
  using (owner_id = (select public.request_uid()));

revoke all on public.recipe_links from anon, authenticated;
grant select on public.recipe_links to anon, authenticated;
grant all on public.recipe_links to service_role;
