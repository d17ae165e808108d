-- System monitoring (spec 002 §2 "System Monitoring", §3 "Monitoring data"; issue 14; decision 0021): what the
-- functions count themselves (Firestore reads and writes, cache hits and misses, rate-limit refusals, searched
-- terms) per UTC day, and the last server errors. Each function instance adds its in-process counts in one call of
-- monitoring_record() per flush (platform/monitoring.ts). Functions only: no API role reads or writes them.

create table if not exists public.monitoring_counters (
  day    date   not null,
  metric text   not null,
  -- the term of a 'search' count; '' for the other metrics
  key    text   not null default '',
  n      bigint not null default 0,
  primary key (day, metric, key)
);
comment on table public.monitoring_counters is 'Counts the functions keep per UTC day (functions only).';

create table if not exists public.monitoring_errors (
  id       uuid        primary key default gen_random_uuid(),
  at       timestamptz not null default now(),
  endpoint text        not null,
  error    text        not null
);
comment on table public.monitoring_errors is 'Server errors (5xx) the functions answered, newest kept (functions only).';
create index if not exists monitoring_errors_at_idx on public.monitoring_errors (at desc);

-- One flush: p_counts [{metric, key, n}] added to today's counters, p_errors [{at, endpoint, error}] appended; the
-- errors table keeps its newest 200.
create or replace function public.monitoring_record(p_counts jsonb, p_errors jsonb)
returns void
language plpgsql set search_path = '' as $$
begin
  insert into public.monitoring_counters as c (day, metric, key, n)
  select (now() at time zone 'utc')::date, x.metric, coalesce(x.key, ''), sum(x.n)
    from jsonb_to_recordset(coalesce(p_counts, '[]'::jsonb)) as x(metric text, key text, n bigint)
   where x.n > 0
   group by x.metric, coalesce(x.key, '')
  on conflict (day, metric, key) do update set n = c.n + excluded.n;

  if jsonb_array_length(coalesce(p_errors, '[]'::jsonb)) > 0 then
    insert into public.monitoring_errors (at, endpoint, error)
    select coalesce(x.at, now()), left(x.endpoint, 200), left(x.error, 1000)
      from jsonb_to_recordset(p_errors) as x(at timestamptz, endpoint text, error text);
    delete from public.monitoring_errors
     where id in (select id from public.monitoring_errors order by at desc offset 200);
  end if;
end
$$;

-- What the monitoring screen shows for one UTC day: the plain counters, the top p_top searched terms, the latest
-- p_errors errors.
create or replace function public.monitoring_read(p_day date, p_top integer, p_errors integer)
returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'counters', coalesce((select jsonb_object_agg(metric, n) from public.monitoring_counters
                           where day = p_day and key = '' ), '{}'::jsonb),
    'searches', coalesce((select jsonb_agg(jsonb_build_object('term', key, 'count', n) order by n desc, key)
                            from (select key, n from public.monitoring_counters
                                   where day = p_day and metric = 'search' and key <> ''
                                   order by n desc, key limit p_top) s), '[]'::jsonb),
    'errors', coalesce((select jsonb_agg(jsonb_build_object('timestamp', at, 'endpoint', endpoint, 'error', error)
                                         order by at desc)
                          from (select at, endpoint, error from public.monitoring_errors
                                 order by at desc limit p_errors) e), '[]'::jsonb))
$$;

alter table public.monitoring_counters enable row level security;
alter table public.monitoring_errors enable row level security;
revoke all on public.monitoring_counters, public.monitoring_errors from anon, authenticated;
grant all on public.monitoring_counters, public.monitoring_errors to service_role;
revoke all on function public.monitoring_record(jsonb, jsonb), public.monitoring_read(date, integer, integer)
  from public, anon, authenticated;
grant execute on function public.monitoring_record(jsonb, jsonb), public.monitoring_read(date, integer, integer)
  to service_role;

notify pgrst, 'reload schema';
