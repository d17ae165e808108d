-- Categories and dietary options (spec 002 §3): mirrors of the Firestore collections `categories` and
-- `dietaryOptions` (DESIGN §4). Written only by functions through mirror_apply with the service role.

-- synced_at records when the mirror last wrote a row; mirror_write_row only sets the mapped columns, so a trigger
-- keeps it current on updates too. Shared by every mirrored table that has a synced_at column.
create or replace function public.touch_synced_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.synced_at := now();
  return new;
end
$$;
revoke all on function public.touch_synced_at() from public, anon, authenticated;

-- categories ---------------------------------------------------------------------------------------------------
create table if not exists public.categories (
  firebase_id    text        primary key,
  source_version bigint      not null,
  name_en        text        not null,
  name_he        text        not null,
  name_fr        text        not null,
  name_it        text        not null,
  emoji          text        not null default '🍽️',
  -- the default for new recipes; the functions keep at most one (not a unique index: a reconciler replaying
  -- writes out of order may briefly hold two, and the mirror must never refuse what Firestore holds)
  is_primary     boolean     not null default false,
  created_at     timestamptz not null default now(),
  updated_at     timestamptz not null default now(),
  synced_at      timestamptz not null default now()
);

comment on table public.categories is 'Mirror of Firestore categories/{id} (firebase_id = document id).';

-- the category list is ordered by English name (spec 000 §3); analytics group recipes by category
create index if not exists categories_name_en_idx on public.categories (lower(name_en));
create index if not exists categories_is_primary_idx on public.categories (is_primary) where is_primary;

drop trigger if exists categories_touch_synced_at on public.categories;
create trigger categories_touch_synced_at before update on public.categories
  for each row execute function public.touch_synced_at();

alter table public.categories enable row level security;
drop policy if exists "Anyone can read categories" on public.categories;
create policy "Anyone can read categories" on public.categories
  for select to anon, authenticated using (true);

revoke all on public.categories from anon, authenticated;
grant select on public.categories to anon, authenticated;
grant all on public.categories to service_role;

-- dietary_options ------------------------------------------------------------------------------------------------
create table if not exists public.dietary_options (
  firebase_id    text        primary key,
  source_version bigint      not null,
  name_en        text        not null,
  name_he        text        not null,
  name_fr        text        not null,
  name_it        text        not null,
  -- the boolean recipe flag the option controls (isKosher …); unique and immutable
  field_name     text        not null unique,
  sort_order     integer     not null default 0,
  created_at     timestamptz not null default now(),
  updated_at     timestamptz not null default now(),
  synced_at      timestamptz not null default now()
);

comment on table public.dietary_options is 'Mirror of Firestore dietaryOptions/{id} (firebase_id = document id).';
comment on column public.dietary_options.sort_order is 'The option''s 1-based `order` in Firestore.';

create index if not exists dietary_options_sort_order_idx on public.dietary_options (sort_order);

drop trigger if exists dietary_options_touch_synced_at on public.dietary_options;
create trigger dietary_options_touch_synced_at before update on public.dietary_options
  for each row execute function public.touch_synced_at();

alter table public.dietary_options enable row level security;
drop policy if exists "Anyone can read dietary options" on public.dietary_options;
create policy "Anyone can read dietary options" on public.dietary_options
  for select to anon, authenticated using (true);

revoke all on public.dietary_options from anon, authenticated;
grant select on public.dietary_options to anon, authenticated;
grant all on public.dietary_options to service_role;

notify pgrst, 'reload schema';
