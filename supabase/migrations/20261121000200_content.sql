-- Content pages (spec 002 §3 "Content item"): mirror of Firestore content/{content_type}_{language}.
-- Written only by functions through mirror_apply with the service role.
create table if not exists public.content (
  firebase_id    text        primary key,
  source_version bigint      not null,
  content_type   text        not null,
  language       text        not null,
  title          text        not null,
  content        text        not null,
  updated_at     timestamptz not null default now(),
  synced_at      timestamptz not null default now(),
  constraint content_type_language_key unique (content_type, language)
);

comment on table public.content is 'Mirror of Firestore content/{content_type}_{language} (terms, privacy, about, contact, user verification).';

drop trigger if exists content_touch_synced_at on public.content;
create trigger content_touch_synced_at before update on public.content
  for each row execute function public.touch_synced_at();

alter table public.content enable row level security;
drop policy if exists "Anyone can read content" on public.content;
create policy "Anyone can read content" on public.content
  for select to anon, authenticated using (true);

revoke all on public.content from anon, authenticated;
grant select on public.content to anon, authenticated;
grant all on public.content to service_role;

notify pgrst, 'reload schema';
