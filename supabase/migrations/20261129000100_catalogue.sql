-- Categories, dietary options and content pages (spec 002 §3): mirrors of the Firestore collections `categories`,
-- `dietaryOptions` and `content` (DESIGN §4). Written only by functions through mirror_apply with the service role;
-- anyone reads them.

-- categories ---------------------------------------------------------------------------------------------------
create table public.categories (
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
create index categories_name_en_idx on public.categories (lower(name_en));
create index categories_is_primary_idx on public.categories (is_primary) where is_primary;

call public.baseline_table('categories', 'anon, authenticated', true);
create policy "Anyone can read categories" on public.categories
  for select to anon, authenticated using (true);

-- dietary_options ------------------------------------------------------------------------------------------------
create table public.dietary_options (
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

create index dietary_options_sort_order_idx on public.dietary_options (sort_order);

call public.baseline_table('dietary_options', 'anon, authenticated', true);
create policy "Anyone can read dietary options" on public.dietary_options
  for select to anon, authenticated using (true);

-- content pages (spec 002 §3 "Content item"): content/{content_type}_{language} ----------------------------------
create table public.content (
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


call public.baseline_table('content', 'anon, authenticated', true);
create policy "Anyone can read content" on public.content
  for select to anon, authenticated using (true);
