-- Issue 30 §2, decision 0066: the analytics screen reads each tab's answer computed ahead. public.admin_analytics
-- (section, params) stays the one rule of every figure (20261129000600_back_office.sql); what changes is when it
-- runs: four times a day (the backoffice-analytics job), when an admin recalculates the aggregations, and once after
-- the settings change a tab's parameters. The screen then reads one row per tab and says how fresh it is (asOf).

-- One row per tab: the answer admin_analytics gave for it (banner and figures), the parameters it was computed with
-- and when. A refresh replaces a tab's row in one statement, so a reader sees the old answer or the new one, never
-- half of each, and never waits for the refresh.
create table public.admin_analytics_snapshots (
  section     text        primary key,
  params      jsonb       not null,
  answer      jsonb       not null,
  computed_at timestamptz not null default now()
);
comment on table public.admin_analytics_snapshots is
  'Each analytics tab''s answer computed ahead (decision 0066): functions only, read by admin_analytics_read().';
-- no policy: functions (service role) only
alter table public.admin_analytics_snapshots enable row level security;
revoke all on public.admin_analytics_snapshots from anon, authenticated;
grant all on public.admin_analytics_snapshots to service_role;

-- Computes one tab with today's rule and stores it: the stored answer, with `asOf` (when it was computed).
-- clock_timestamp(): a job refreshing tab after tab in one session stamps each with its own moment.
create or replace function public.admin_analytics_refresh(p_section text, p_params jsonb)
returns jsonb
language sql set search_path = '' as $$
  insert into public.admin_analytics_snapshots as s (section, params, answer, computed_at)
  values (p_section, coalesce(p_params, '{}'::jsonb), public.admin_analytics(p_section, p_params), clock_timestamp())
  on conflict (section) do update
    set params = excluded.params, answer = excluded.answer, computed_at = excluded.computed_at
  returning s.answer || jsonb_build_object('asOf', s.computed_at)
$$;

-- The screen's read: the tab's stored answer when it was computed with these parameters; otherwise (never computed,
-- or the settings changed the top lists, the calorie bands or the window since) computed now and stored.
create or replace function public.admin_analytics_read(p_section text, p_params jsonb)
returns jsonb
language sql set search_path = '' as $$
  -- coalesce evaluates its second argument only when the first is null: the refresh runs only on a miss
  select coalesce(
    (select s.answer || jsonb_build_object('asOf', s.computed_at)
       from public.admin_analytics_snapshots s
      where s.section = p_section and s.params = coalesce(p_params, '{}'::jsonb)),
    public.admin_analytics_refresh(p_section, p_params))
$$;

revoke all on function public.admin_analytics_refresh(text, jsonb), public.admin_analytics_read(text, jsonb)
  from public, anon, authenticated;
grant execute on function public.admin_analytics_refresh(text, jsonb), public.admin_analytics_read(text, jsonb)
  to service_role;
