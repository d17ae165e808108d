-- Personalisation (issue 16; spec 001 §1 language learning, §3 category affinity and language events, §5, §7, §9):
-- per-user analytics that have no Firestore source (docs/decisions/0017-personal-analytics-in-postgres.md). Written
-- by functions with the service role only; each user reads their own rows; everything of a user goes with
-- delete_personal_data (account deletion, the profile's reset).

-- Language learning ------------------------------------------------------------------------------------------------
-- One row per event the browser's queue sent (001 §3 "Language interaction event"); the weight is the domain's
-- (functions/src/domain/personal/weights.ts), never the browser's.
create table public.language_interaction_events (
  id              bigint           generated always as identity primary key,
  user_id         text             not null,
  recipe_id       text             not null,
  recipe_language text             not null,
  user_language   text             not null,
  event_type      text             not null,
  event_weight    double precision not null,
  session_id      text             not null,
  metadata        jsonb            not null default '{}',
  created_at      timestamptz      not null default now(),
  constraint language_events_type check (event_type in ('view', 'click', 'save', 'share', 'cook', 'search', 'rate',
    'unsave', 'view_ingredients', 'view_instructions', 'copy_recipe', 'print_recipe', 'other')),
  constraint language_events_other_language check (recipe_language <> user_language)
);
comment on table public.language_interaction_events is
  'Language-learning events (001 §3); Postgres-only analytics, no Firestore source (decision 0017).';
-- the scores read a user's events of the last 90 days; the journey the last 50; the cleanup by age
create index language_events_user_created_idx
  on public.language_interaction_events (user_id, created_at desc);
create index language_events_created_idx on public.language_interaction_events (created_at);

-- A user's interest per language (001 §3 "User language preference"): the sum of the weights of their events of the
-- last 90 days, recomputed by calculate_user_language_scores.
create table public.user_language_preferences (
  user_id          text             not null,
  language_code    text             not null,
  interest_score   double precision not null default 0,
  last_interaction timestamptz      not null,
  updated_at       timestamptz      not null default now(),
  primary key (user_id, language_code)
);

-- Per user and language and day: how many events and their weight (the admin analytics' window of 30 days).
create table public.language_learning_analytics (
  user_id       text             not null,
  language_code text             not null,
  day           date             not null,
  event_count   integer          not null default 0,
  total_weight  double precision not null default 0,
  primary key (user_id, language_code, day)
);
create index language_learning_analytics_day_idx on public.language_learning_analytics (day);

-- Per user: the summary the profile and the feeds read (preferred: top 3 at 15 or more; allowed: 10 or more).
create table public.user_language_stats (
  user_id             text        primary key,
  total_events        integer     not null default 0,
  languages_explored  integer     not null default 0,
  preferred_languages text[]      not null default '{}',
  allowed_languages   text[]      not null default '{}',
  last_interaction    timestamptz,
  updated_at          timestamptz not null default now()
);

-- Category affinity ------------------------------------------------------------------------------------------------
-- What a user did with a recipe (viewed, saved, made, rated): one row per user and recipe, so a repeated view or a
-- retried sync counts once and an unsave takes its part back.
create table public.user_recipe_signals (
  user_id    text        not null,
  recipe_id  text        not null,
  viewed     boolean     not null default false,
  favorited  boolean     not null default false,
  made_it    boolean     not null default false,
  rating     smallint,
  updated_at timestamptz not null default now(),
  primary key (user_id, recipe_id),
  constraint user_recipe_signals_rating check (rating is null or rating between 1 and 5)
);

-- The per-category score (001 §3 "Category affinity"), 0 to 10: each recipe of the category the user viewed 0.5,
-- saved 2, made 3, and its rating minus 3. Recomputed for a recipe's categories at every signal.
create table public.user_category_affinity (
  user_id          text             not null,
  category_id      text             not null,
  views            integer          not null default 0,
  favorites        integer          not null default 0,
  made_it          integer          not null default 0,
  rating_points    double precision not null default 0,
  score            double precision generated always as (
    greatest(0, least(10, 0.5 * views + 2 * favorites + 3 * made_it + rating_points))) stored,
  last_interaction timestamptz      not null default now(),
  primary key (user_id, category_id)
);
create index user_category_affinity_score_idx on public.user_category_affinity (user_id, score desc);

-- Who may read: the user, their own rows; nobody writes but the functions. ----------------------------------------
do $$
declare
  t text;
begin
  foreach t in array array['language_interaction_events', 'user_language_preferences', 'language_learning_analytics',
                           'user_language_stats', 'user_recipe_signals', 'user_category_affinity'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('drop policy if exists "Users read their own rows" on public.%I', t);
    execute format('create policy "Users read their own rows" on public.%I for select to authenticated '
                   'using (user_id = (select public.request_uid()))', t);
    execute format('revoke all on public.%I from anon, authenticated', t);
    execute format('grant select on public.%I to authenticated', t);
    execute format('grant all on public.%I to service_role', t);
  end loop;
end
$$;


-- calculate_user_language_scores (001 §7): a user's interest per language from the events of the last 90 days (a
-- negative sum counts as none; to 2 decimals), stored in user_language_preferences and summed up in user_language_stats.
create or replace function public.calculate_user_language_scores(target_user_id text)
returns setof public.user_language_preferences
language plpgsql set search_path = '' as $$
begin
  delete from public.user_language_preferences where user_id = target_user_id;
  insert into public.user_language_preferences (user_id, language_code, interest_score, last_interaction)
    select target_user_id, e.recipe_language, round(greatest(sum(e.event_weight), 0)::numeric, 2), max(e.created_at)
    from public.language_interaction_events e
    where e.user_id = target_user_id and e.created_at >= now() - interval '90 days'
    group by e.recipe_language;
  insert into public.user_language_stats as s (user_id, total_events, languages_explored, preferred_languages,
                                               allowed_languages, last_interaction, updated_at)
    select target_user_id,
      (select count(*) from public.language_interaction_events e
        where e.user_id = target_user_id and e.created_at >= now() - interval '90 days'),
      count(p.*),
      coalesce((select array_agg(x.language_code order by x.interest_score desc, x.language_code)
                from (select q.language_code, q.interest_score from public.user_language_preferences q
                      where q.user_id = target_user_id and q.interest_score >= 15
                      order by q.interest_score desc, q.language_code limit 3) x), '{}'),
      coalesce(array_agg(p.language_code order by p.interest_score desc, p.language_code)
               filter (where p.interest_score >= 10), '{}'),
      max(p.last_interaction), now()
    from public.user_language_preferences p where p.user_id = target_user_id
  on conflict (user_id) do update set
    total_events = excluded.total_events, languages_explored = excluded.languages_explored,
    preferred_languages = excluded.preferred_languages, allowed_languages = excluded.allowed_languages,
    last_interaction = excluded.last_interaction, updated_at = excluded.updated_at;
  return query select * from public.user_language_preferences p
    where p.user_id = target_user_id order by p.interest_score desc, p.language_code;
end
$$;

-- get_allowed_languages_for_user (001 §7): the user's language first, then every language scoring 10 or more.
create or replace function public.get_allowed_languages_for_user(p_user_id text, p_user_language text)
returns text[]
language sql stable set search_path = '' as $$
  select array[p_user_language] || coalesce(array_agg(p.language_code order by p.interest_score desc, p.language_code)
    filter (where p.language_code <> p_user_language), '{}')
  from public.user_language_preferences p
  where p.user_id = p_user_id and p.interest_score >= 10
$$;

-- POST /api/language-interaction: stores a batch (p_events: [{recipe_id, user_language, event_type, event_weight,
-- session_id, metadata}]) with each recipe's own language, dropping events of missing recipes and of the user's own language
-- (001 §5), counts them per day, and recomputes the scores. Answers how many were stored and the new scores.
create or replace function public.record_language_events(p_user text, p_events jsonb)
returns jsonb
language plpgsql set search_path = '' as $$
declare
  stored integer;
begin
  with incoming as (
    select e.recipe_id, e.user_language, e.event_type, e.event_weight, e.session_id,
           coalesce(e.metadata, '{}') as metadata, r.language as recipe_language
    from jsonb_to_recordset(p_events) as e(recipe_id text, user_language text, event_type text,
                                           event_weight double precision, session_id text, metadata jsonb)
    join public.recipes r on r.firebase_id = e.recipe_id
    where r.language is not null and r.language <> e.user_language
  ), inserted as (
    insert into public.language_interaction_events
      (user_id, recipe_id, recipe_language, user_language, event_type, event_weight, session_id, metadata)
    select p_user, recipe_id, recipe_language, user_language, event_type, event_weight, session_id, metadata
    from incoming
    returning recipe_language, event_weight, created_at
  ), daily as (
    insert into public.language_learning_analytics as a (user_id, language_code, day, event_count, total_weight)
    select p_user, recipe_language, (created_at at time zone 'UTC')::date, count(*), sum(event_weight)
    from inserted group by recipe_language, (created_at at time zone 'UTC')::date
    on conflict (user_id, language_code, day) do update set
      event_count = a.event_count + excluded.event_count, total_weight = a.total_weight + excluded.total_weight
    returning 1
  )
  select count(*) into stored from inserted;
  return jsonb_build_object('stored', stored, 'scores', (
    select coalesce(jsonb_agg(jsonb_build_object('language', s.language_code, 'score', s.interest_score)), '[]')
    from public.calculate_user_language_scores(p_user) s));
end
$$;

-- The scheduled cleanup (001 §9 "default cleanup 90 days"): drops older events and rescored those users.
create or replace function public.cleanup_language_events(p_days integer default 90) returns integer
language plpgsql set search_path = '' as $$
declare
  removed integer;
  who text;
begin
  for who in select distinct e.user_id from public.language_interaction_events e
             where e.created_at < now() - make_interval(days => p_days) loop
    delete from public.language_interaction_events e
      where e.user_id = who and e.created_at < now() - make_interval(days => p_days);
    perform public.calculate_user_language_scores(who);
  end loop;
  delete from public.language_interaction_events e where e.created_at < now() - make_interval(days => p_days);
  get diagnostics removed = row_count;
  delete from public.language_learning_analytics a where a.day < (now() - make_interval(days => p_days))::date;
  return removed;
end
$$;

-- The profile's reset (p_languages_only: the language rows only), and account deletion (personal-onAccountDeleted,
-- the Auth user-deletion trigger, calls it with false; issue 16 "Privacy: a user's events and scores are theirs,
-- deletable with their account"): every personal row of the user, and the other Postgres event logs that are the
-- user's alone:
--   search_events  – every search they recorded (admin search analytics, the back office baseline file);
--   recipe_views   – which recipes they were counted as viewing (viewer_key 'uid:<uid>'); recipes.views keeps the
--                    count, which is no one's in particular;
--   shares         – kept, since recipes.share_count counts them, but no longer tied to them (user_id emptied).
create or replace function public.delete_personal_data(p_user text, p_languages_only boolean default false)
returns void
language plpgsql set search_path = '' as $$
begin
  delete from public.language_interaction_events where user_id = p_user;
  delete from public.user_language_preferences where user_id = p_user;
  delete from public.language_learning_analytics where user_id = p_user;
  delete from public.user_language_stats where user_id = p_user;
  if not p_languages_only then
    delete from public.user_recipe_signals where user_id = p_user;
    delete from public.user_category_affinity where user_id = p_user;
    delete from public.search_events where user_id = p_user;
    delete from public.recipe_views where viewer_key = 'uid:' || p_user;
    update public.shares set user_id = null where user_id = p_user;
  end if;
end
$$;


-- POST /api/user/category-affinity: records what the user did with a recipe (view, favorite, unfavorite, made_it,
-- rate with p_rating) and recomputes the affinity of the recipe's categories from every signal of the user.
-- The recipe must be one the user may read; their own recipes teach nothing about their taste (no signal).
-- Answers null for a recipe the user cannot read, else the categories' scores.
create or replace function public.record_category_signal(
  p_user text, p_recipe text, p_action text, p_rating integer default null
) returns jsonb
language plpgsql set search_path = '' as $$
declare
  recipe public.recipes;
begin
  select * into recipe from public.recipes r where r.firebase_id = p_recipe
    and (r.visibility = 'public' or r.author_id = p_user
         or (r.visibility = 'followers-only' and exists (
               select 1 from public.follows f where f.following_id = r.author_id and f.follower_id = p_user)));
  if not found then
    return null;
  end if;
  if recipe.author_id <> p_user then
    insert into public.user_recipe_signals as s (user_id, recipe_id, viewed, favorited, made_it, rating)
      values (p_user, p_recipe, p_action = 'view', p_action = 'favorite', p_action = 'made_it',
              case when p_action in ('rate', 'made_it') then p_rating end)
    on conflict (user_id, recipe_id) do update set
      viewed = s.viewed or p_action = 'view',
      favorited = case p_action when 'favorite' then true when 'unfavorite' then false else s.favorited end,
      made_it = s.made_it or p_action = 'made_it',
      rating = case when p_action in ('rate', 'made_it') and p_rating is not null then p_rating else s.rating end,
      updated_at = now();
    insert into public.user_category_affinity as a
      (user_id, category_id, views, favorites, made_it, rating_points, last_interaction)
      select p_user, c.category_id,
        count(*) filter (where s.viewed), count(*) filter (where s.favorited), count(*) filter (where s.made_it),
        coalesce(sum(s.rating - 3), 0), now()
      from unnest(recipe.categories) c(category_id)
      left join public.user_recipe_signals s on s.user_id = p_user
        and exists (select 1 from public.recipes r where r.firebase_id = s.recipe_id
                      and r.categories @> array[c.category_id])
      group by c.category_id
    on conflict (user_id, category_id) do update set
      views = excluded.views, favorites = excluded.favorites, made_it = excluded.made_it,
      rating_points = excluded.rating_points, last_interaction = excluded.last_interaction;
  end if;
  return (select coalesce(jsonb_agg(jsonb_build_object('categoryId', a.category_id, 'score', a.score)
                                    order by a.score desc, a.category_id), '[]')
          from public.user_category_affinity a
          where a.user_id = p_user and a.category_id = any(recipe.categories));
end
$$;

-- Recommendations ---------------------------------------------------------------------------------------------------
-- The user's top categories (score above p_min_score, best first).
create or replace function public.top_affinities(p_user text, p_min_score double precision, p_count integer)
returns setof public.user_category_affinity
language sql stable set search_path = '' as $$
  select * from public.user_category_affinity a
  where a.user_id = p_user and a.score > p_min_score
  order by a.score desc, a.category_id limit greatest(1, least(p_count, 10))
$$;

-- Recipes of one category for the user: public ones in their languages (null: every language), never their own and
-- never one they already saved or made; best quality first. Per language an index scan of recipes_feed_quality_idx
-- (feeds baseline file) that stops after p_count matches. Planned for each call's own values (below): npm run bench
-- measured it 6.2x slower at 100,000 recipes than at 10,000 (target 2x) as a SQL function, whose one generic plan
-- took the categories' GIN index and sorted every public recipe of the category.
create or replace function public.category_picks(
  p_user text, p_category text, p_languages text[], p_count integer
) returns setof public.recipes
language plpgsql stable set search_path = '' as $fn$
declare
  -- the language condition: one ordered walk of recipes_feed_quality_idx per language (a lateral per language),
  -- or of recipes_feed_quality_all_idx when every language is allowed
  languages constant text := case when p_languages is null then 'array[null::text]' else '$3' end;
  language_condition constant text := case when p_languages is null then 'true' else 'r.language = l.lang' end;
begin
  -- EXECUTE plans the query for these very values, which a SQL function's generic plan could not: with a common
  -- category the planner walks the quality index and stops after p_count rows; with a rare one it takes the
  -- categories' GIN index and sorts the few. The generic plan always took the GIN index and sorted every recipe of
  -- the category, which grew with the number of recipes (6x from 10,000 to 100,000 in npm run bench).
  return query execute format(
    'select x.* from unnest(%s) l(lang)
     cross join lateral (
       select r.* from public.recipes r
       where %s and r.visibility = ''public'' and r.categories @> array[$2] and r.author_id <> $1
         and not exists (select 1 from public.user_recipe_signals s
                         where s.user_id = $1 and s.recipe_id = r.firebase_id and (s.favorited or s.made_it))
       order by r.quality_score desc, r.firebase_id limit $4) x
     order by x.quality_score desc, x.firebase_id limit $4',
    languages, language_condition)
  using p_user, p_category, p_languages, p_count;
end
$fn$;


-- GET /api/supabase/get-recommended-recipes (p_languages null: every language): the best recipes of the user's top 5 categories, each recipe once with
-- the affinity of its best category (categoryAffinityScore), higher affinity first. Empty when the user has none.
create or replace function public.recommended_recipes(
  p_user text, p_limit integer, p_languages text[] default null, p_category text default null
) returns setof jsonb
language sql stable set search_path = '' as $$
  with top as (
    select a.category_id, a.score from public.top_affinities(p_user, 0, 5) a
    where p_category is null or a.category_id = p_category
  ), picks as (
    select distinct on (r.firebase_id) r, t.score, t.category_id
    from top t cross join lateral public.category_picks(p_user, t.category_id, p_languages,
                                                        greatest(1, least(p_limit, 50))) r
    order by r.firebase_id, t.score desc
  )
  select public.feed_card(p.r, 'recommended')
         || jsonb_build_object('categoryAffinityScore', p.score, 'matchedCategory', p.category_id)
  from picks p
  order by p.score desc, (p.r).quality_score desc, (p.r).firebase_id
  limit greatest(1, least(p_limit, 50))
$$;

-- The home's "more of a category for you" groups (001 §9): the top 3 categories scoring above 2, each with its best
-- p_per_group recipes; a group needs at least 2.
create or replace function public.affinity_groups(
  p_user text, p_per_group integer, p_languages text[] default null
)
returns setof jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object('categoryId', t.category_id, 'score', t.score, 'recipes', g.cards)
  from public.top_affinities(p_user, 2, 3) t
  cross join lateral (
    select jsonb_agg(public.feed_card(r, 'recommended') order by r.quality_score desc, r.firebase_id) as cards,
           count(*) as n
    from public.category_picks(p_user, t.category_id, p_languages, greatest(2, least(p_per_group, 20))) r
  ) g
  where g.n >= 2
  order by t.score desc, t.category_id
$$;

do $$
declare
  f text;
begin
  foreach f in array array[
    'calculate_user_language_scores(text)', 'get_allowed_languages_for_user(text, text)',
    'record_language_events(text, jsonb)', 'cleanup_language_events(integer)',
    'delete_personal_data(text, boolean)', 'record_category_signal(text, text, text, integer)',
    'top_affinities(text, double precision, integer)', 'category_picks(text, text, text[], integer)',
    'recommended_recipes(text, integer, text[], text)', 'affinity_groups(text, integer, text[])'] loop
    execute format('revoke all on function public.%s from public, anon, authenticated', f);
    execute format('grant execute on function public.%s to service_role', f);
  end loop;
end
$$;
