-- The consistency check's edge counts of a page of ids (issue 30 §2, decision 0075): admin_recipe_edge_counts_of and
-- admin_profile_edge_counts_of, the one statement of the recount rules (the whole-table forms went in
-- 20261203008000_recount_one_rule.sql), count each edge, a family's ratings, favorites and active comments for every
-- member (a hidden, pending or deleted comment is not in commentCount: decision 0077), a cook's families, and nothing
-- for ids the mirror does not hold. Seeds its own rows; runs in one transaction that is rolled back
-- (scripts/db-policies.mjs).
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
insert into public.comments (firebase_id, source_version, recipe_id, author_id, language, status)
  values ('ec-c1', 1, 'ec-alone', 'ec-fan', 'en', 'active'), ('ec-c2', 1, 'ec-orig', 'ec-fan', 'he', 'active'),
         ('ec-c3', 1, 'ec-orig', 'ec-quiet', 'en', 'active'), ('ec-c4', 1, 'ec-orig', 'ec-quiet', 'en', 'hidden'),
         ('ec-c5', 1, 'ec-orig', 'ec-fan', 'en', 'deleted'), ('ec-c6', 1, 'ec-alone', 'ec-quiet', 'en', 'pending');
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
  $$values ('ec-alone', 0::bigint, 2::bigint, 0::bigint, 1::bigint, 1::bigint, 0::bigint, 0::bigint, 1::bigint),
           ('ec-fan-dish', 0, 0, 1, 0, 0, 0, 0, 0),
           ('ec-he', 1, 0, 1, 2, 2, 1, 1, 0),
           ('ec-orig', 2, 0, 1, 2, 2, 1, 1, 0)$$,
  'each edge counted; a family''s ratings, favorites and active comments on every member; no row for an unknown id');

select hasnt_function('public', 'admin_recipe_edge_counts', array[]::text[],
                      'the recipe recount rule is written once: no whole-table form');
select hasnt_function('public', 'admin_profile_edge_counts', array[]::text[],
                      'the profile recount rule is written once: no whole-table form');

select results_eq(
  $$select * from public.admin_profile_edge_counts_of(array['ec-cook', 'ec-fan', 'ec-quiet', 'ec-none'])
     order by user_id$$,
  $$values ('ec-cook', 2::bigint, 2::bigint, 1::bigint), ('ec-fan', 1, 1, 1), ('ec-quiet', 0, 0, 1)$$,
  'a cook''s recipes count families, with followers and following; nothing for an id the mirror lacks');

select * from finish();
rollback;
