-- Households, their week plan and their shopping list (issue 33, decision 0064): mirrors of Firestore
-- households/{ownerUid}, households/{ownerUid}/planEntries/{id} and households/{ownerUid}/shoppingLines/{id}, written
-- only by functions through mirror_apply with the service role (DESIGN §4) and, for a line's check-off, by the
-- reconciler after a member's direct Firestore write. Each row is read by the household's members only.

-- households ---------------------------------------------------------------------------------------------------------
-- One per owner (firebase_id = owner_id): a user in nobody else's household has a household of one.
create table public.households (
  firebase_id    text        primary key,
  source_version bigint      not null,
  owner_id       text        not null,
  member_ids     text[]      not null default '{}',
  invited_ids    text[]      not null default '{}',
  -- the list's remembered aisle moves (food key → aisle) and the household's own staples
  aisle_moves    jsonb       not null default '{}',
  staples        jsonb       not null default '{}',
  created_at     timestamptz not null default now(),
  updated_at     timestamptz not null default now(),
  synced_at      timestamptz not null default now(),
  constraint households_key_is_owner check (firebase_id = owner_id),
  constraint households_at_most_six check (cardinality(member_ids) + cardinality(invited_ids) <= 6)
);

comment on table public.households is
  'Mirror of Firestore households/{ownerUid}: who shares a plan and a shopping list (issue 33 §2).';

-- the household a user is in (the members policy below, analytics of shared households)
create index households_member_ids_idx on public.households using gin (member_ids);

-- plan_entries -------------------------------------------------------------------------------------------------------
create table public.plan_entries (
  firebase_id    text        primary key,
  source_version bigint      not null,
  household_id   text        not null,
  entry_id       text        not null,
  day            date        not null,
  meal           text        not null,
  recipe_id      text,
  servings       integer,
  note           text,
  added_by       text        not null default '',
  created_at     timestamptz not null default now(),
  updated_at     timestamptz not null default now(),
  synced_at      timestamptz not null default now(),
  constraint plan_entries_key_matches check (firebase_id = household_id || '/' || entry_id),
  constraint plan_entries_recipe_or_note check ((recipe_id is null) <> (note is null)),
  constraint plan_entries_servings check (servings is null or servings between 1 and 100)
);

comment on table public.plan_entries is
  'Mirror of Firestore households/{ownerUid}/planEntries/{id} (firebase_id = ''{ownerUid}/{id}''): a recipe or a note on a day''s meal.';

-- a household's week (the plan screen, the 200-a-week limit)
create index plan_entries_household_day_idx on public.plan_entries (household_id, day);
-- how often a recipe is planned (analytics; the recipe-deletion cleanup)
create index plan_entries_recipe_idx on public.plan_entries (recipe_id) where recipe_id is not null;

-- shopping_lines -----------------------------------------------------------------------------------------------------
create table public.shopping_lines (
  firebase_id    text        primary key,
  source_version bigint      not null,
  household_id   text        not null,
  line_id        text        not null,
  text           text        not null default '',
  -- the quantities as read, one per unit that did not convert: [{ "quantity": 2, "unit": "cup" }]
  amounts        jsonb       not null default '[]',
  food_key       text,
  aisle          text        not null default 'other',
  checked        boolean     not null default false,
  recipe_ids     text[]      not null default '{}',
  added_by       text        not null default '',
  created_at     timestamptz not null default now(),
  updated_at     timestamptz not null default now(),
  synced_at      timestamptz not null default now(),
  constraint shopping_lines_key_matches check (firebase_id = household_id || '/' || line_id)
);

comment on table public.shopping_lines is
  'Mirror of Firestore households/{ownerUid}/shoppingLines/{id} (firebase_id = ''{ownerUid}/{id}''): one line of the shared list.';

create index shopping_lines_household_idx on public.shopping_lines (household_id, aisle);
create index shopping_lines_recipe_ids_idx on public.shopping_lines using gin (recipe_ids);

-- each table: synced_at touched on update, RLS on, read by the API roles only through the policies below, written by
-- the service role alone
do $$
declare t text;
begin
  foreach t in array array['households', 'plan_entries', 'shopping_lines'] loop
    execute format('create trigger %I before update on public.%I for each row execute function public.touch_synced_at()',
                   t || '_touch_synced_at', t);
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on public.%I from anon, authenticated', t);
    execute format('grant select on public.%I to anon, authenticated', t);
    execute format('grant all on public.%I to service_role', t);
  end loop;
end
$$;

-- who may read: the household's members, each row through its household's member_ids
create policy "Members can read their household" on public.households
  for select to authenticated using ((select public.request_uid()) = any (member_ids));
create policy "Members can read their household's plan" on public.plan_entries
  for select to authenticated
  using (exists (select 1 from public.households h
                 where h.firebase_id = plan_entries.household_id and (select public.request_uid()) = any (h.member_ids)));
create policy "Members can read their household's list" on public.shopping_lines
  for select to authenticated
  using (exists (select 1 from public.households h
                 where h.firebase_id = shopping_lines.household_id and (select public.request_uid()) = any (h.member_ids)));
