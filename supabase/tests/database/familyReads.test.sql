-- Search, feeds and the channel read recipe families (issue 34, decision 0073; 20261203000000_family_reads.sql): one
-- row per family, the member in the reader's language when there is one, else the matched one (search) or the
-- first of the family's order among the reader's languages (lists). Seeds its own rows; one rolled-back
-- transaction (scripts/db-policies.mjs).
begin isolation level repeatable read;
create schema if not exists tap;
create extension if not exists pgtap with schema tap;
set local search_path = public, tap, extensions;
select * from no_plan();

select is(family_member_shown('[]', 'solo', 'he', null), 'solo', 'a recipe of its own is itself');
select is(family_member_shown('[{"id": "a", "language": "en"}, {"id": "b", "language": "he"}]', 'a', 'he', '{en}'),
          'b', 'the member in the reader''s language first, even outside the languages read');
select is(family_member_shown('[{"id": "a", "language": "en"}, {"id": "b", "language": "fr"}]', 'b', 'he',
                              '{fr,he}'),
          'b', 'else the first member among the reader''s languages');
select is(family_member_shown('[{"id": "a", "language": "en"}, {"id": "b", "language": "fr"}]', 'b', 'he', null),
          'a', 'else the original when every language is read');

insert into public.profiles (firebase_id, source_version, username, display_name)
  values ('fr-cook', 1, 'fr_cook', 'Reads Cook'), ('fr-reader', 1, 'fr_reader', 'Reads Reader');
insert into public.follows (firebase_id, source_version, follower_id, following_id)
  values ('fr-cook/fr-reader', 1, 'fr-reader', 'fr-cook');
-- a family in en (original), he and fr, newest last so each member has its own place; a family in en and fr; a
-- recipe of its own
insert into public.recipes (firebase_id, source_version, author_id, title, description, ingredients, language,
                            visibility, family_id, language_versions, categories, created_at, views) values
  ('fr-soup', 1, 'fr-cook', 'Zucchini soup', 'garbure', '{zucchini}', 'en', 'public', 'fr-soup',
   '[{"id": "fr-soup", "language": "en"}, {"id": "fr-soup-he", "language": "he"}, {"id": "fr-soup-fr", "language": "fr"}]',
   '{fr-cat}', now() - interval '3 days', 30),
  ('fr-soup-he', 1, 'fr-cook', 'מרק קישואים', '', '{קישוא}', 'he', 'public', 'fr-soup',
   '[{"id": "fr-soup", "language": "en"}, {"id": "fr-soup-he", "language": "he"}, {"id": "fr-soup-fr", "language": "fr"}]',
   '{fr-cat}', now() - interval '2 days', 20),
  ('fr-soup-fr', 1, 'fr-cook', 'Velouté de courgettes', 'garbure', '{courgette}', 'fr', 'public', 'fr-soup',
   '[{"id": "fr-soup", "language": "en"}, {"id": "fr-soup-he", "language": "he"}, {"id": "fr-soup-fr", "language": "fr"}]',
   '{fr-cat}', now() - interval '1 day', 10),
  ('fr-tart', 1, 'fr-cook', 'Apple tart', '', '{apple}', 'en', 'public', 'fr-tart',
   '[{"id": "fr-tart", "language": "en"}, {"id": "fr-tart-fr", "language": "fr"}]',
   '{fr-cat}', now() - interval '5 days', 5),
  ('fr-tart-fr', 1, 'fr-cook', 'Tarte aux pommes', 'garbure', '{pomme}', 'fr', 'public', 'fr-tart',
   '[{"id": "fr-tart", "language": "en"}, {"id": "fr-tart-fr", "language": "fr"}]',
   '{fr-cat}', now() - interval '4 days', 5),
  ('fr-bread', 1, 'fr-cook', 'Bread', '', '{flour}', 'en', 'public', null, '[]',
   '{fr-cat}', now() - interval '6 days', 1);

create function pg_temp.newest(p_languages text[], p_language text) returns text[]
language sql as $$
  select array_agg(c ->> 'id' order by n)
  from public.feed_list('newest', 50, p_languages, 'fr-cat', p_language) with ordinality as f(c, n)
$$;

select is(pg_temp.newest('{en,he,fr}', 'he'), array['fr-soup-he', 'fr-tart', 'fr-bread'],
          'newest: one card per family, the reader''s language when the family has it, else the original');
select is(pg_temp.newest('{en,fr}', 'fr'), array['fr-soup-fr', 'fr-tart-fr', 'fr-bread'],
          'newest: a French reader sees the French versions, each at its own place');
select is(pg_temp.newest('{he}', 'he'), array['fr-soup-he'],
          'newest: a family without a member in the languages read stays out');
select is(pg_temp.newest(null, 'it'), array['fr-soup', 'fr-tart', 'fr-bread'],
          'newest in every language: the original when the reader''s language has no member');
select is((select c -> 'languageVersions' -> 1 ->> 'language'
             from public.feed_list('newest', 50, '{he}', 'fr-cat', 'he') c),
          'he', 'a card carries the family''s list of versions');

select is((select array_agg(c ->> 'id' order by n)
             from public.feed_discover('{newest,trending,quality}', '{1,1,1}', 0, 20, '{en,fr}', 'fr-cat', null, 'fr')
               with ordinality as f(c, n) where c ->> 'id' like 'fr-soup%'),
          array['fr-soup-fr'], 'the discover feed shows a family once, in the reader''s language');

select is((select array_agg(c ->> 'id' order by c ->> 'id')
             from public.following_recipes('fr-reader', 50, '{en,he}', null, 'he') c),
          array['fr-bread', 'fr-soup-he', 'fr-tart'], 'following: one card per family');

select is((select array_agg(firebase_id order by created_at desc)
             from public.channel_recipes('fr-cook', '{public}', null, 'fr')),
          array['fr-soup-fr', 'fr-tart-fr', 'fr-bread'], 'a channel lists a family once, in the reader''s language');
select is((select array_agg(firebase_id order by created_at desc)
             from public.channel_recipes('fr-cook', '{public}', null, null)),
          array['fr-soup', 'fr-tart', 'fr-bread'], 'a channel without the reader''s language lists the originals');

-- the favourites of a family are kept under its key: a reader who saved it is not recommended its French version
insert into public.user_recipe_signals (user_id, recipe_id, favorited) values ('fr-reader', 'fr-tart', true);
select is((select array_agg(firebase_id order by firebase_id)
             from public.category_picks('fr-reader', 'fr-cat', '{fr}', 10, 'fr')),
          array['fr-soup-fr'], 'a family the reader saved is not recommended in another language');

-- search: "garbure" is a word of the French versions' descriptions and the English soup's
create function pg_temp.search_ids(p_words text[], p_language text) returns text[]
language sql as $$
  select coalesce(array_agg(r.firebase_id), '{}') from public.search_recipes(p_words, null, '{}', 0, 0, 20, p_language) r
$$;
select is((select array(select unnest(pg_temp.search_ids('{garbure}', 'he')) order by 1)),
          array['fr-soup-he', 'fr-tart-fr'],
          'search by a word of a version finds each family once: the searcher''s language, else the match');
select is((select array(select unnest(pg_temp.search_ids('{garbure}', 'en')) order by 1)),
          array['fr-soup', 'fr-tart'], 'an English searcher gets the English versions');
select is((select array(select unnest(pg_temp.search_ids('{garbure}', null)) order by 1)),
          array['fr-soup', 'fr-tart-fr'], 'without the searcher''s language, the first match of each family');
select is((select count(*)::integer from public.search_recipes('{garbure}', null, '{}', 0, 0, 1, 'en')), 2,
          'a family''s second match takes no place: the page still tells that another follows');
select is(cardinality(pg_temp.search_ids('{zucchini}', 'fr')), 1, 'a family matched by one version is one row');
select is(pg_temp.search_ids('{zucchini}', 'fr'), array['fr-soup-fr'], 'shown in the searcher''s language');

-- paging: the first page of one row and the second do not repeat a family
-- (a page answers one row more than asked when another page exists)
select is(array[(select r.firebase_id from public.search_recipes('{garbure}', null, '{}', 0, 0, 1, 'en') r limit 1),
                (select r.firebase_id from public.search_recipes('{garbure}', null, '{}', 0, 1, 1, 'en') r limit 1)],
          (select array_agg(r.firebase_id) from public.search_recipes('{garbure}', null, '{}', 0, 0, 2, 'en') r),
          'pages of one family each follow the whole list');

select is((select count(*)::integer from public.recipe_similarity_candidates('fr-soup', 100)
             where firebase_id like 'fr-soup%'), 0, 'related recipes never list the recipe''s own versions');
select ok((select count(*) from public.recipe_similarity_candidates('fr-soup', 100)
            where firebase_id = 'fr-tart') = 1, 'related recipes still list other families');
select is((select array_agg(firebase_id order by firebase_id) from public.recipe_similarity_candidates('fr-bread', 100)),
          array['fr-soup', 'fr-tart'], 'related recipes list a family once: its original without the reader''s language');
select is((select array_agg(firebase_id order by firebase_id)
             from public.recipe_similarity_candidates('fr-bread', 100, 'fr')),
          array['fr-soup-fr', 'fr-tart-fr'], 'related recipes list a family once, in the reader''s language');
select is((select array_agg(firebase_id order by firebase_id)
             from public.recipe_similarity_candidates('fr-bread', 100, 'he')),
          array['fr-soup-he', 'fr-tart'], 'else its original');

-- the activity highlights: a family is one highlight, its member in the reader's language when that one made the bar
select is((select array_agg(c ->> 'id' order by c ->> 'id') from public.followed_highlights('fr-reader', 10, 5, 50, 'he') c),
          array['fr-soup-he'], 'highlights: a family once, in the reader''s language');
select is((select array_agg(c ->> 'id' order by c ->> 'id') from public.followed_highlights('fr-reader', 10, 5, 50, null) c),
          array['fr-soup'], 'highlights without the reader''s language: the original');

-- language-learning scores count the row read: a version's events count its own language
select is((select (s -> 'scores') @> '[{"language": "fr"}]'
             from public.record_language_events('fr-reader',
               '[{"recipe_id": "fr-soup-fr", "user_language": "en", "event_type": "view", "event_weight": 1, "session_id": "s1"}]') s),
          true, 'reading the French version counts French');

select * from finish();
rollback;
