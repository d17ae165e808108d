-- The consistency check's edge counts of a page of ids (issue 30 §2, decision 0075): admin_recipe_edge_counts_of and
-- admin_profile_edge_counts_of answer for the ids they are given exactly what the functions of every row answer
-- for them (the same recount rules, family members included), and nothing for ids the mirror does not hold. Seeds
-- its own rows; runs in one transaction that is rolled back (scripts/db-policies.mjs).
begin isolation level repeatable read;
create schema if not exists tap;
create extension if not exists pgtap with schema tap;
set local search_path = public, tap, extensions;
select * from no_plan();

insert into public.profiles (firebase_id, source_version, username, display_name) values
  ('ec-cook', 1, 'ec_cook', 'Edge Cook'), ('ec-fan', 1, 'ec_fan', 'Edge Fan'), ('ec-quiet', 1, 'ec_quiet', 'Quiet');
insert into public.recipes (firebase_id, source_version, author_id, title, family_id) values
  ('ec-orig', 1, 'ec-cook', 'Soup', 'ec-orig'),
  ('ec-he', 1, 'ec-cook', 'מרק', 'ec-orig'),
  ('ec-alone', 1, 'ec-cook', 'Bread', null),
  ('ec-fan-dish', 1, 'ec-fan', 'Stew', null);
insert into public.recipe_views (recipe_id, viewer_key) values ('ec-orig', 'fp:a'), ('ec-orig', 'fp:b'),
  ('ec-he', 'fp:a');
insert into public.shares (recipe_id, platform) values ('ec-alone', 'whatsapp'), ('ec-alone', 'email');
insert into public.favorites (firebase_id, source_version, user_id, recipe_id)
  values ('ec-fan/ec-orig', 1, 'ec-fan', 'ec-orig'), ('ec-cook/ec-fan-dish', 1, 'ec-cook', 'ec-fan-dish');
insert into public.comments (firebase_id, source_version, recipe_id, author_id, language)
  values ('ec-c1', 1, 'ec-alone', 'ec-fan', 'en'), ('ec-c2', 1, 'ec-orig', 'ec-fan', 'he'),
         ('ec-c3', 1, 'ec-orig', 'ec-quiet', 'en');
insert into public.ratings (firebase_id, source_version, recipe_id, user_id, made_it, rating, interest) values
  ('ec-orig/ec-fan', 1, 'ec-orig', 'ec-fan', true, 5, null),
  ('ec-orig/ec-quiet', 1, 'ec-orig', 'ec-quiet', false, 4, 'interested'),
  ('ec-alone/ec-fan', 1, 'ec-alone', 'ec-fan', false, 3, 'not-interested');
insert into public.follows (firebase_id, source_version, following_id, follower_id)
  values ('ec-cook/ec-fan', 1, 'ec-cook', 'ec-fan'), ('ec-cook/ec-quiet', 1, 'ec-cook', 'ec-quiet'),
         ('ec-fan/ec-cook', 1, 'ec-fan', 'ec-cook');

select results_eq(
  $$select * from public.admin_recipe_edge_counts_of(array['ec-orig', 'ec-he', 'ec-alone', 'ec-fan-dish', 'ec-none'])
     order by recipe_id$$,
  $$select * from public.admin_recipe_edge_counts()
     where recipe_id in ('ec-orig', 'ec-he', 'ec-alone', 'ec-fan-dish') order by recipe_id$$,
  'a page of recipe ids counts what every recipe''s counts say for them, and nothing for an id the mirror lacks');

select results_eq(
  $$select recipe_id, views, shares, favorites, comments, ratings, cooks, interested, not_interested
      from public.admin_recipe_edge_counts_of(array['ec-he', 'ec-alone']) order by recipe_id$$,
  $$values ('ec-alone', 0::bigint, 2::bigint, 0::bigint, 1::bigint, 1::bigint, 0::bigint, 0::bigint, 1::bigint),
           ('ec-he', 1, 0, 1, 2, 2, 1, 1, 0)$$,
  'each edge is counted, a family''s ratings, favorites and comments for every member');

select results_eq(
  $$select * from public.admin_profile_edge_counts_of(array['ec-cook', 'ec-fan', 'ec-quiet', 'ec-none'])
     order by user_id$$,
  $$select * from public.admin_profile_edge_counts()
     where user_id in ('ec-cook', 'ec-fan', 'ec-quiet') order by user_id$$,
  'a page of user ids counts what every profile''s counts say for them');

select results_eq(
  $$select recipes, followers, following from public.admin_profile_edge_counts_of(array['ec-cook'])$$,
  $$values (2::bigint, 2::bigint, 1::bigint)$$,
  'a cook''s recipes count families, with followers and following');

select * from finish();
rollback;
