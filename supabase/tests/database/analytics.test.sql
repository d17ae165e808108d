-- The analytics tabs computed ahead (decision 0066): after a refresh, each tab's stored answer is exactly what the
-- direct query (public.admin_analytics, the rule of every figure) gives on the same data; it stays as it was when the
-- data moves, until the next refresh; new parameters (the settings changed) are computed on the read. Seeds its own
-- rows beside whatever the database holds; runs in one transaction that is rolled back (scripts/db-policies.mjs).
begin isolation level repeatable read;
create schema if not exists tap;
create extension if not exists pgtap with schema tap;
set local search_path = public, tap, extensions;
select * from no_plan();

-- A small world every tab has something to count in: cooks, recipes of each creation method with dietary flags,
-- calories, views, tags, a follow, saves, shares, views, searches, collections and an affinity row.
insert into public.profiles (firebase_id, source_version, username, display_name, follower_count) values
  ('an-cook-1', 1, 'an_cook_1', 'Analytics Cook 1', 2), ('an-cook-2', 1, 'an_cook_2', 'Analytics Cook 2', 1),
  ('an-reader', 1, 'an_reader', 'Analytics Reader', 0);
insert into public.recipes (firebase_id, source_version, author_id, title, visibility, tags, categories,
                            creation_method, dietary, is_vegan, is_kosher, calories, views, language,
                            share_count, favorite_count, difficulty, cooking_time)
select 'an-recipe-' || n, 1, 'an-cook-' || (1 + n % 2), 'Analytics soup ' || n,
       (array['public', 'public', 'private'])[1 + n % 3], array['an-soup', 'an-tag-' || n % 3], array['soups'],
       (array['manual', 'youtube', 'ai-title'])[1 + n % 3],
       jsonb_build_object('isVegan', n % 2 = 0, 'isKosher', n % 3 = 0), n % 2 = 0, n % 3 = 0,
       case when n % 4 = 0 then null else n * 97 % 1100 end, n * 311 % 2000, (array['en', 'he', 'fr'])[1 + n % 3],
       n % 4, n % 5, (array['easy', 'medium', 'hard'])[1 + n % 3], 10 + n * 7 % 90
  from generate_series(1, 12) n;
insert into public.follows (firebase_id, source_version, following_id, follower_id)
  values ('an-cook-1/an-reader', 1, 'an-cook-1', 'an-reader');
insert into public.favorites (firebase_id, source_version, user_id, recipe_id)
  select 'an-reader/an-recipe-' || n, 1, 'an-reader', 'an-recipe-' || n from generate_series(1, 4) n;
insert into public.shares (recipe_id, platform, user_id)
  select 'an-recipe-' || n, (array['whatsapp', 'email'])[1 + n % 2], 'an-reader' from generate_series(1, 5) n;
insert into public.recipe_views (recipe_id, viewer_key)
  select 'an-recipe-' || n, 'uid:an-reader' from generate_series(1, 6) n;
insert into public.search_events (user_id, term)
  values ('an-reader', 'An Soup'), ('an-reader', 'an soup'), ('an-cook-1', 'an stew');
insert into public.collections (firebase_id, source_version, user_id, collection_id, name, recipe_count)
  values ('an-reader/weeknight', 1, 'an-reader', 'weeknight', 'Weeknight', 3),
         ('an-cook-2/empty', 1, 'an-cook-2', 'empty', 'Empty', 0);
insert into public.user_category_affinity (user_id, category_id, views, made_it, favorites)
  values ('an-reader', 'soups', 6, 1, 4);

create temporary table an_params on commit drop as
  select jsonb_build_object('topRecipes', 10, 'popularTags', 20, 'calorieLow', 300, 'calorieMedium', 600,
                            'topCreators', 10, 'topFollowed', 10, 'highTrafficViews', 1000, 'adTags', 5,
                            'searchTerms', 10, 'powerOrganizer', 5, 'themes', 10, 'recentDays', 30,
                            'growthDays', 7) p;
create temporary table an_sections on commit drop as
  select unnest(array['overview', 'content', 'dietary', 'engagement', 'monetization', 'search', 'affinity',
                      'collections']) s;

-- 1. After a refresh, every tab reads exactly what the direct query answers, with the time it was computed.
select is(public.admin_analytics_refresh(s, p) - 'asOf', public.admin_analytics(s, p),
          format('analytics %s: the refresh stores the direct query''s answer', s))
  from an_sections, an_params order by s;
select is(public.admin_analytics_read(s, p) - 'asOf', public.admin_analytics(s, p),
          format('analytics %s: the stored answer after a refresh is the direct query''s', s))
  from an_sections, an_params order by s;
select is((public.admin_analytics_read(s, p) ->> 'asOf')::timestamptz,
          (select computed_at from public.admin_analytics_snapshots where section = s),
          format('analytics %s: asOf is when the answer was computed', s))
  from an_sections, an_params order by s;
select ok((select bool_and(computed_at between transaction_timestamp() and clock_timestamp())
             from public.admin_analytics_snapshots where section in (select s from an_sections)),
          'analytics: the refresh stamps each tab with the moment it was computed');

-- 2. The data moves: the read keeps the answer of the refresh (as of its time) until the next refresh.
create temporary table an_before on commit drop as
  select s, public.admin_analytics_read(s, p) answer from an_sections, an_params;
insert into public.recipes (firebase_id, source_version, author_id, title, visibility, creation_method, views)
  values ('an-recipe-late', 1, 'an-cook-2', 'Late soup', 'public', 'youtube', 5000);
insert into public.search_events (user_id, term) values ('an-cook-2', 'an late');
select isnt(public.admin_analytics(s, p), b.answer - 'asOf', format('analytics %s: the direct query moved', s))
  from an_before b, an_params where s in ('overview', 'monetization', 'search') order by s;
select is(public.admin_analytics_read(s, p), b.answer, format('analytics %s: the read stays as of the refresh', s))
  from an_before b, an_params order by s;
select ok(public.admin_analytics_refresh(s, p) ? 'asOf', format('analytics %s: refreshed again', s))
  from an_sections, an_params order by s;
select is(public.admin_analytics_read(s, p) - 'asOf', public.admin_analytics(s, p),
          format('analytics %s: after the next refresh the read has moved with the data', s))
  from an_sections, an_params order by s;
select cmp_ok((public.admin_analytics_read(s, p) ->> 'asOf')::timestamptz, '>', (b.answer ->> 'asOf')::timestamptz,
              format('analytics %s: asOf moved on', s))
  from an_before b, an_params order by s;

-- 3. Other parameters (settings/analytics changed the top lists): computed on the read and kept for the next one.
select is(public.admin_analytics_read('overview', p || '{"topRecipes": 1}') - 'asOf',
          public.admin_analytics('overview', p || '{"topRecipes": 1}'),
          'analytics overview: new parameters are computed on the read')
  from an_params;
select is((select params from public.admin_analytics_snapshots where section = 'overview'),
          p || '{"topRecipes": 1}', 'analytics overview: the stored row holds the parameters it was computed with')
  from an_params;
select is(jsonb_array_length(public.admin_analytics_read('overview', p || '{"topRecipes": 1}')
                               #> '{section,topRecipes,mostViewed}'), 1,
          'analytics overview: the top list has the size the new parameters ask')
  from an_params;

-- 4. A tab the rule does not know is refused, and nothing is stored for it.
select throws_ok($$select public.admin_analytics_read('revenue', '{}')$$, '22023', null,
                 'analytics: an unknown tab is refused');
select is((select count(*) from public.admin_analytics_snapshots where section = 'revenue'), 0::bigint,
          'analytics: nothing is stored for an unknown tab');

-- 5. Functions only: the API roles can neither run the refresh and the read nor see the stored answers.
select ok(not has_function_privilege(r, f, 'execute'), format('%s cannot execute %s', r, f))
  from unnest(array['anon', 'authenticated']) r,
       unnest(array['public.admin_analytics_refresh(text, jsonb)', 'public.admin_analytics_read(text, jsonb)']) f
 order by r, f;
select ok(not has_table_privilege(r, 'public.admin_analytics_snapshots', 'select'),
          format('%s cannot read public.admin_analytics_snapshots', r))
  from unnest(array['anon', 'authenticated']) r order by r;

select * from finish();
rollback;
