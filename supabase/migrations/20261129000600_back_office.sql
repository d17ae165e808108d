-- The back office's figures (spec 002 §2): the consistency tool's recounts, the analytics screen's one query per
-- tab and the system monitoring counts, over the mirror and the Postgres event logs. Functions only (service role):
-- revoked from the API roles.

-- The admin consistency tool (spec 002 §2 "Data consistency screen", §7 "Data consistency and export"; issue 15):
-- every counter a document keeps, recounted from the edges the mirror holds, in one query per entity. The tool
-- compares them with the counters of Firestore and of the mirror rows, and "Recalculate" writes them back through
-- the mirror protocol. Functions only: revoked from the API roles.

-- Per recipe of the mirror: views (recipe_views, one row per viewer), shares, favorites, comments (replies
-- included, as comments-create counts them) and the rating edges by kind.
create or replace function public.admin_recipe_edge_counts()
returns table (
  recipe_id text,
  views bigint,
  shares bigint,
  favorites bigint,
  comments bigint,
  ratings bigint,
  cooks bigint,
  interested bigint,
  not_interested bigint
)
language sql stable set search_path = public as $$
  select r.firebase_id,
         coalesce(v.n, 0), coalesce(s.n, 0), coalesce(f.n, 0), coalesce(c.n, 0),
         coalesce(g.total, 0), coalesce(g.cooks, 0), coalesce(g.interested, 0), coalesce(g.not_interested, 0)
    from public.recipes r
    left join (select recipe_id, count(*) n from public.recipe_views group by recipe_id) v
      on v.recipe_id = r.firebase_id
    left join (select recipe_id, count(*) n from public.shares group by recipe_id) s on s.recipe_id = r.firebase_id
    left join (select recipe_id, count(*) n from public.favorites group by recipe_id) f
      on f.recipe_id = r.firebase_id
    left join (select recipe_id, count(*) n from public.comments group by recipe_id) c
      on c.recipe_id = r.firebase_id
    left join (
      select recipe_id,
             count(*) total,
             count(*) filter (where made_it) cooks,
             count(*) filter (where not made_it and interest = 'interested') interested,
             count(*) filter (where not made_it and interest = 'not-interested') not_interested
        from public.ratings group by recipe_id
    ) g on g.recipe_id = r.firebase_id
$$;

-- Per profile of the mirror: the recipes it wrote, its followers and whom it follows.
create or replace function public.admin_profile_edge_counts()
returns table (user_id text, recipes bigint, followers bigint, following bigint)
language sql stable set search_path = public as $$
  select p.firebase_id, coalesce(r.n, 0), coalesce(fr.n, 0), coalesce(fg.n, 0)
    from public.profiles p
    left join (select author_id, count(*) n from public.recipes group by author_id) r on r.author_id = p.firebase_id
    left join (select following_id, count(*) n from public.follows group by following_id) fr
      on fr.following_id = p.firebase_id
    left join (select follower_id, count(*) n from public.follows group by follower_id) fg
      on fg.follower_id = p.firebase_id
$$;

-- Event rows (recipe_views, shares) of recipes the mirror no longer has: what "clean orphaned data" removes.
create or replace function public.admin_orphan_event_counts()
returns table (kind text, recipe_id text, n bigint)
language sql stable set search_path = public as $$
  select 'recipe_views', v.recipe_id, count(*) from public.recipe_views v
   where not exists (select 1 from public.recipes r where r.firebase_id = v.recipe_id) group by v.recipe_id
  union all
  select 'shares', s.recipe_id, count(*) from public.shares s
   where not exists (select 1 from public.recipes r where r.firebase_id = s.recipe_id) group by s.recipe_id
$$;

revoke all on function public.admin_recipe_edge_counts(), public.admin_profile_edge_counts(),
  public.admin_orphan_event_counts() from public, anon, authenticated;
grant execute on function public.admin_recipe_edge_counts(), public.admin_profile_edge_counts(),
  public.admin_orphan_event_counts() to service_role;

-- The admin analytics screen (spec 002 §2 "Analytics screen", §3 "Admin analytics response data", §9 "Projections and
-- classifications"; issue 15; decision 0020): one SQL function answers one tab in one query, so the figures come
-- from the mirror and the Postgres event logs, never from reading Firestore in a loop. Functions only (service role).

-- search_events: the searches signed-in users record (001 §7 POST /api/user/search-history) ------------------------
-- An event log owned by Postgres (decision 0017's kind): the user's history document in Firestore keeps the latest
-- terms, one per term; this log keeps every search, so a repeated search counts. Backfilled from the histories by
-- POST /api/admin/initialize-aggregations.
create table public.search_events (
  id          bigint      generated always as identity primary key,
  user_id     text        not null,
  term        text        not null,
  searched_at timestamptz not null default now()
);
comment on table public.search_events is 'One row per search a signed-in user recorded (admin search analytics).';
create index search_events_user_idx on public.search_events (user_id, searched_at desc);
create index search_events_term_idx on public.search_events (lower(term));
-- no policy: functions (service role) only
call public.baseline_table('search_events', null, false);

-- Copies users' search histories (Firestore users/{uid}/private/searchHistory) into the log: an entry already logged
-- (same user, term and time) is skipped, so the import is safe to run twice. Returns the rows added.
create or replace function public.admin_import_search_history(p_entries jsonb)
returns integer
language sql set search_path = '' as $$
  with incoming as (
    select distinct e ->> 'userId' user_id, e ->> 'term' term, (e ->> 'at')::timestamptz searched_at
      from jsonb_array_elements(p_entries) e),
  added as (
    insert into public.search_events (user_id, term, searched_at)
    select i.user_id, i.term, i.searched_at from incoming i
     where not exists (select 1 from public.search_events s
                        where s.user_id = i.user_id and s.term = i.term and s.searched_at = i.searched_at)
    returning 1)
  select count(*)::int from added
$$;
revoke all on function public.admin_import_search_history(jsonb) from public, anon, authenticated;
grant execute on function public.admin_import_search_history(jsonb) to service_role;

-- The banner of every tab: total recipes, private recipes, creation methods in use.
create or replace function public.admin_analytics_banner()
returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'totalRecipes', count(*),
    'privateRecipes', count(*) filter (where r.visibility = 'private'),
    'creationMethods', count(distinct r.creation_method))
  from public.recipes r
$$;

-- 1. Overview, with the base answer of 002 §3 (users, recipes by category, difficulty and cooking time, top recipes).
create or replace function public.admin_analytics_overview(p_top integer)
returns jsonb
language sql stable set search_path = '' as $$
  -- one pass over the wide table: the narrow columns every figure below reads
  with r as materialized (
    select firebase_id, title, views, rating, total_ratings, visibility, author_id, creation_method, categories,
           difficulty, cooking_time, calories is not null as measured, cardinality(tags) as n_tags,
           cardinality(ingredients) as n_ingredients, cardinality(instructions) as n_steps
      from public.recipes),
  totals as (
    select count(*) as total,
           count(*) filter (where visibility = 'private') as private,
           coalesce(sum(views), 0) as views,
           round(avg(rating) filter (where total_ratings > 0), 2) as rating,
           count(*) filter (where measured) as nutrition,
           count(distinct author_id) as creators,
           round(coalesce(avg(n_tags), 0), 2) as tags,
           round(coalesce(avg(n_ingredients), 0), 2) as ingredients,
           round(coalesce(avg(n_steps), 0), 2) as steps
    from r)
  select jsonb_build_object(
    'totalRecipes', t.total,
    'totalViews', t.views,
    'averageRating', coalesce(t.rating, 0),
    'creationMethods', (select coalesce(jsonb_object_agg(m.creation_method, m.n), '{}'::jsonb)
                          from (select creation_method, count(*) n from r group by 1) m),
    'recipesWithNutrition', t.nutrition,
    'activeCreators', t.creators,
    'averageTags', t.tags,
    'averageIngredients', t.ingredients,
    'averageSteps', t.steps,
    'totalFollows', (select count(*) from public.follows),
    'mostFollowedCount', (select coalesce(max(follower_count), 0) from public.profiles),
    'users', (select jsonb_build_object('total', count(*),
                                        'active', count(*) filter (where is_active),
                                        'inactive', count(*) filter (where not is_active))
                from public.profiles),
    'recipes', jsonb_build_object(
      'total', t.total,
      'private', t.private,
      'public', t.total - t.private,
      'byCategory', (select coalesce(jsonb_object_agg(c.category, c.n), '{}'::jsonb)
                       from (select unnest(categories) category, count(*) n from r group by 1) c),
      'byDifficulty', (select coalesce(jsonb_object_agg(d.difficulty, d.n), '{}'::jsonb)
                         from (select difficulty, count(*) n from r group by 1) d),
      'byCookingTime', (select coalesce(jsonb_object_agg(k.band, k.n), '{}'::jsonb)
                          from (select case when cooking_time <= 15 then 'upTo15'
                                            when cooking_time <= 30 then 'upTo30'
                                            when cooking_time <= 60 then 'upTo60'
                                            else 'over60' end band, count(*) n
                                  from r group by 1) k)),
    'topRecipes', jsonb_build_object(
      'mostViewed', (select coalesce(jsonb_agg(x order by x.views desc, x.id), '[]'::jsonb)
                       from (select firebase_id id, title, views, rating, total_ratings "totalRatings"
                               from r order by views desc, firebase_id limit p_top) x),
      'highestRated', (select coalesce(jsonb_agg(x order by x.rating desc, x."totalRatings" desc, x.id), '[]'::jsonb)
                         from (select firebase_id id, title, views, rating, total_ratings "totalRatings"
                                 from r where total_ratings > 0
                                 order by rating desc, total_ratings desc, firebase_id limit p_top) x)))
  from totals t
$$;

-- 2. Content performance: most shared and favorited, share platforms, popular tags, engagement by weekday (0 = Sunday:
-- views, shares and saves by the day they happened, UTC).
create or replace function public.admin_analytics_content(p_top integer, p_tags integer)
returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'mostShared', (select coalesce(jsonb_agg(x order by x.count desc, x.id), '[]'::jsonb)
                     from (select firebase_id id, title, share_count count from public.recipes
                            where share_count > 0 order by share_count desc, firebase_id limit p_top) x),
    'mostFavorited', (select coalesce(jsonb_agg(x order by x.count desc, x.id), '[]'::jsonb)
                        from (select firebase_id id, title, favorite_count count from public.recipes
                               where favorite_count > 0 order by favorite_count desc, firebase_id limit p_top) x),
    'sharingPlatforms', (select coalesce(jsonb_agg(jsonb_build_object('platform', s.platform, 'count', s.n)
                                                   order by s.n desc, s.platform), '[]'::jsonb)
                           from (select platform, count(*) n from public.shares group by 1) s),
    'popularTags', (select coalesce(jsonb_agg(jsonb_build_object('tag', t.tag, 'count', t.n)
                                              order by t.n desc, t.tag), '[]'::jsonb)
                      from (select tag, count(*) n from public.recipe_tags group by 1
                             order by 2 desc, 1 limit p_tags) t),
    'peakDays', (select jsonb_agg(coalesce(e.n, 0) order by d.dow)
                   from generate_series(0, 6) d(dow)
                   left join (select extract(dow from at at time zone 'UTC')::int dow, count(*) n
                                from (select viewed_at at from public.recipe_views
                                      union all select created_at from public.shares
                                      union all select added_at from public.favorites) events
                               group by 1) e on e.dow = d.dow))
$$;

-- 3. Dietary and nutrition: recipes per dietary option (by its fieldName flag), calories in the settings' bands
-- (002 §9: low under p_low, medium p_low to p_medium, high over p_medium).
create or replace function public.admin_analytics_dietary(p_low integer, p_medium integer)
returns jsonb
language sql stable set search_path = '' as $$
  with flags as (
    select f.key, count(*) n
      from public.recipes r, jsonb_each(r.dietary) f
     where f.value = 'true'::jsonb group by 1),
  cal as (
    select count(*) filter (where calories is not null) measured,
           round(avg(calories), 1) average,
           count(*) filter (where calories < p_low) low,
           count(*) filter (where calories between p_low and p_medium) medium,
           count(*) filter (where calories > p_medium) high
      from public.recipes)
  select jsonb_build_object(
    'options', (select coalesce(jsonb_agg(jsonb_build_object(
                          'id', o.firebase_id, 'fieldName', o.field_name,
                          'names', jsonb_build_object('en', o.name_en, 'he', o.name_he, 'fr', o.name_fr, 'it', o.name_it),
                          'count', coalesce(f.n, 0)) order by o.sort_order, o.field_name), '[]'::jsonb)
                  from public.dietary_options o left join flags f on f.key = o.field_name),
    'calories', jsonb_build_object('measured', c.measured, 'average', coalesce(c.average, 0),
                                   'low', c.low, 'medium', c.medium, 'high', c.high,
                                   'thresholds', jsonb_build_object('low', p_low, 'medium', p_medium)))
  from cal c
$$;

-- 4. User engagement: top creators (by recipes), top followed users, content language.
create or replace function public.admin_analytics_engagement(p_creators integer, p_followed integer)
returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'topCreators', (select coalesce(jsonb_agg(jsonb_build_object(
                              'id', c.author_id, 'displayName', nullif(p.display_name, ''),
                              'username', p.username, 'recipeCount', c.n) order by c.n desc, c.author_id), '[]'::jsonb)
                      from (select author_id, count(*) n from public.recipes group by 1
                             order by 2 desc, 1 limit p_creators) c
                      left join public.profiles p on p.firebase_id = c.author_id),
    'topFollowed', (select coalesce(jsonb_agg(jsonb_build_object(
                              'id', x.firebase_id, 'displayName', nullif(x.display_name, ''),
                              'username', x.username, 'followerCount', x.follower_count)
                            order by x.follower_count desc, x.firebase_id), '[]'::jsonb)
                      from (select * from public.profiles where follower_count > 0
                             order by follower_count desc, firebase_id limit p_followed) x),
    'languages', (select jsonb_build_object(
                           'en', count(*) filter (where l = 'en'),
                           'he', count(*) filter (where l = 'he'),
                           'other', count(*) filter (where l is distinct from 'en' and l is distinct from 'he'))
                    from (select coalesce(language, detected_language) l from public.recipes) r))
$$;

-- 5. Monetization: the counts the projections need (the rates are the domain's, 002 §9).
create or replace function public.admin_analytics_monetization(p_high_traffic integer, p_tags integer)
returns jsonb
language sql stable set search_path = '' as $$
  with r as (
    select count(*) total, coalesce(sum(views), 0) views,
           count(*) filter (where views > p_high_traffic) high_traffic,
           coalesce(sum(views) filter (where views > p_high_traffic), 0) high_traffic_views,
           count(*) filter (where is_vegan) vegan,
           count(*) filter (where is_kosher) kosher,
           count(*) filter (where creation_method = 'youtube') youtube,
           coalesce(sum(views) filter (where creation_method = 'youtube'), 0) youtube_views
      from public.recipes)
  select jsonb_build_object(
    'totalRecipes', r.total, 'totalViews', r.views,
    'totalUsers', (select count(*) from public.profiles),
    'highTrafficRecipes', r.high_traffic, 'highTrafficViews', r.high_traffic_views,
    'veganRecipes', r.vegan, 'kosherRecipes', r.kosher,
    'youtubeRecipes', r.youtube, 'youtubeViews', r.youtube_views,
    'topTags', (select coalesce(jsonb_agg(jsonb_build_object('tag', t.tag, 'recipes', t.n, 'views', t.views)
                                          order by t.n desc, t.tag), '[]'::jsonb)
                  from (select g.tag, count(*) n, coalesce(sum(x.views), 0) views
                          from public.recipe_tags g join public.recipes x on x.firebase_id = g.recipe_id
                         group by 1 order by 2 desc, 1 limit p_tags) t))
  from r
$$;

-- 6. Search: every recorded search (search_events), the top terms case-insensitively.
create or replace function public.admin_analytics_search(p_terms integer)
returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'totalSearches', count(*),
    'usersWithHistory', count(distinct user_id),
    'topTerms', (select coalesce(jsonb_agg(jsonb_build_object('term', t.term, 'count', t.n)
                                           order by t.n desc, t.term), '[]'::jsonb)
                   from (select lower(term) term, count(*) n from public.search_events group by 1
                          order by 2 desc, 1 limit p_terms) t))
  from public.search_events
$$;

-- 7. Category affinity (decision 0017's user_category_affinity): per category, its users, average score and what
-- they did; cooking rate = made-it / views.
create or replace function public.admin_analytics_affinity()
returns jsonb
language sql stable set search_path = '' as $$
  with per as (
    select a.category_id, count(distinct a.user_id) users, round(avg(a.score)::numeric, 2) score,
           sum(a.views) views, sum(a.made_it) made_it, sum(a.favorites) favorites
      from public.user_category_affinity a group by 1)
  select jsonb_build_object(
    'totalCategories', (select count(*) from public.categories),
    'totalInteractions', (select coalesce(sum(views + made_it + favorites), 0) from per),
    'categories', (select coalesce(jsonb_agg(jsonb_build_object(
                             'id', p.category_id,
                             'names', case when c.firebase_id is null then null else jsonb_build_object(
                                        'en', c.name_en, 'he', c.name_he, 'fr', c.name_fr, 'it', c.name_it) end,
                             'users', p.users, 'averageScore', p.score,
                             'views', p.views, 'madeIt', p.made_it, 'favorites', p.favorites)
                           order by p.views + p.made_it + p.favorites desc, p.category_id), '[]'::jsonb)
                     from per p left join public.categories c on c.firebase_id = p.category_id))
$$;

-- 8. Collections (users' own: the default collections every user gets say nothing about organizing), the
-- organizer segments (002 §9: power 5 or more, casual 1 to 4), themes by name, growth and recent ones.
create or replace function public.admin_analytics_collections(
  p_power integer, p_themes integer, p_recent_days integer, p_growth_days integer)
returns jsonb
language sql stable set search_path = '' as $$
  with c as (select * from public.collections where not is_default),
  owners as (select user_id, count(*) n from c group by 1),
  users as (select count(*) total from public.profiles),
  saves as (
    select p.firebase_id, (o.user_id is not null) organizer, count(f.firebase_id) saved
      from public.profiles p
      left join owners o on o.user_id = p.firebase_id
      left join public.favorites f on f.user_id = p.firebase_id
     group by 1, 2)
  select jsonb_build_object(
    'total', (select count(*) from c),
    'active', (select count(*) from c where recipe_count > 0),
    'usersWithCollections', (select count(*) from owners),
    'totalUsers', u.total,
    'averageRecipes', (select round(coalesce(avg(recipe_count), 0), 2) from c),
    'segments', jsonb_build_object(
      'power', (select count(*) from owners where n >= p_power),
      'casual', (select count(*) from owners where n < p_power),
      'none', u.total - (select count(*) from owners)),
    'themes', (select coalesce(jsonb_agg(t order by t.count desc, t.name), '[]'::jsonb)
                 from (select min(name) name, mode() within group (order by icon) icon,
                              mode() within group (order by color) color, count(*) count,
                              round(avg(recipe_count), 2) "averageRecipes", sum(recipe_count) "totalRecipes"
                         from c group by lower(trim(name)) order by 4 desc, 1 limit p_themes) t),
    'growth', (select jsonb_agg(jsonb_build_object('day', d.dt::date, 'count', coalesce(n.n, 0)) order by d.dt)
                 from generate_series(((now() at time zone 'UTC')::date - (p_recent_days - 1))::timestamp,
                                      (now() at time zone 'UTC')::date::timestamp, interval '1 day') d(dt)
                 left join (select (created_at at time zone 'UTC')::date dt, count(*) n from c group by 1) n
                   on n.dt = d.dt::date),
    'lastDays', (select count(*) from c where created_at >= now() - make_interval(days => p_growth_days)),
    'averageSavedWith', (select round(coalesce(avg(saved) filter (where organizer), 0), 2) from saves),
    'averageSavedWithout', (select round(coalesce(avg(saved) filter (where not organizer), 0), 2) from saves),
    'recent', (select coalesce(jsonb_agg(jsonb_build_object('name', x.name, 'recipe_count', x.recipe_count,
                                                            'created_at', x.created_at) order by x.created_at desc),
                               '[]'::jsonb)
                 from (select name, recipe_count, created_at from c
                        where created_at >= now() - make_interval(days => p_recent_days)
                        order by created_at desc limit p_themes) x))
  from users u
$$;

-- The call's one query per tab: the banner and the tab's figures. p_params holds the top-list sizes, the calorie
-- thresholds and the classifications' limits (domain/analytics: the settings' and the spec's values).
create or replace function public.admin_analytics(p_section text, p_params jsonb)
returns jsonb
language plpgsql stable set search_path = '' as $$
declare
  v jsonb;
  n constant jsonb := coalesce(p_params, '{}'::jsonb);
begin
  v := case p_section
    when 'overview' then public.admin_analytics_overview((n ->> 'topRecipes')::int)
    when 'content' then public.admin_analytics_content((n ->> 'topRecipes')::int, (n ->> 'popularTags')::int)
    when 'dietary' then public.admin_analytics_dietary((n ->> 'calorieLow')::int, (n ->> 'calorieMedium')::int)
    when 'engagement' then public.admin_analytics_engagement((n ->> 'topCreators')::int, (n ->> 'topFollowed')::int)
    when 'monetization' then public.admin_analytics_monetization((n ->> 'highTrafficViews')::int,
                                                                 (n ->> 'adTags')::int)
    when 'search' then public.admin_analytics_search((n ->> 'searchTerms')::int)
    when 'affinity' then public.admin_analytics_affinity()
    when 'collections' then public.admin_analytics_collections((n ->> 'powerOrganizer')::int,
      (n ->> 'themes')::int, (n ->> 'recentDays')::int, (n ->> 'growthDays')::int)
  end;
  if v is null then
    raise exception 'unknown analytics section %', p_section using errcode = '22023';
  end if;
  return jsonb_build_object('banner', public.admin_analytics_banner(), 'section', v);
end
$$;

revoke all on function public.admin_analytics(text, jsonb), public.admin_analytics_banner(), public.admin_analytics_overview(integer),
  public.admin_analytics_content(integer, integer), public.admin_analytics_dietary(integer, integer),
  public.admin_analytics_engagement(integer, integer), public.admin_analytics_monetization(integer, integer),
  public.admin_analytics_search(integer), public.admin_analytics_affinity(),
  public.admin_analytics_collections(integer, integer, integer, integer) from public, anon, authenticated;
grant execute on function public.admin_analytics(text, jsonb), public.admin_analytics_banner(), public.admin_analytics_overview(integer),
  public.admin_analytics_content(integer, integer), public.admin_analytics_dietary(integer, integer),
  public.admin_analytics_engagement(integer, integer), public.admin_analytics_monetization(integer, integer),
  public.admin_analytics_search(integer), public.admin_analytics_affinity(),
  public.admin_analytics_collections(integer, integer, integer, integer) to service_role;

-- System monitoring (spec 002 §2 "System Monitoring", §3 "Monitoring data"; issue 14; decision 0021): what the
-- functions count themselves (Firestore reads and writes, cache hits and misses, rate-limit refusals, searched
-- terms) per UTC day, and the last server errors. Each function instance adds its in-process counts in one call of
-- monitoring_record() per flush (platform/monitoring.ts). Functions only: no API role reads or writes them.

create table public.monitoring_counters (
  day    date   not null,
  metric text   not null,
  -- the term of a 'search' count; '' for the other metrics
  key    text   not null default '',
  n      bigint not null default 0,
  primary key (day, metric, key)
);
comment on table public.monitoring_counters is 'Counts the functions keep per UTC day (functions only).';

create table public.monitoring_errors (
  id       uuid        primary key default gen_random_uuid(),
  at       timestamptz not null default now(),
  endpoint text        not null,
  error    text        not null
);
comment on table public.monitoring_errors is 'Server errors (5xx) the functions answered, newest kept (functions only).';
create index monitoring_errors_at_idx on public.monitoring_errors (at desc);

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

call public.baseline_table('monitoring_counters', null, false);
call public.baseline_table('monitoring_errors', null, false);
revoke all on function public.monitoring_record(jsonb, jsonb), public.monitoring_read(date, integer, integer)
  from public, anon, authenticated;
grant execute on function public.monitoring_record(jsonb, jsonb), public.monitoring_read(date, integer, integer)
  to service_role;

-- The baseline's declaration steps are done (see 20261129000000_protocol.sql).
drop procedure public.baseline_table(text, text, boolean);

notify pgrst, 'reload schema';
