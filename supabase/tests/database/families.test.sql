-- Recipe families (issue 34, decision 0073): a version is a recipe row with family_id and language_versions; the
-- recipes policies read its own visibility (the family's, written to every member), and the consistency recounts
-- count a family's ratings and favorites for every member and only originals in a cook's recipe count. Seeds its
-- own rows; runs in one transaction that is rolled back (scripts/db-policies.mjs).
begin isolation level repeatable read;
create schema if not exists tap;
create extension if not exists pgtap with schema tap;
set local search_path = public, tap, extensions;
select * from no_plan();

select has_column('public', 'recipes', 'family_id', 'recipes have a family');
select col_not_null('public', 'recipes', 'language_versions', 'every recipe has a list of versions');
insert into public.recipes (firebase_id, source_version, author_id, title) values ('fam-default', 1, 'fam-cook', 'Plain');
select is((select language_versions from public.recipes where firebase_id = 'fam-default'), '[]'::jsonb,
          'a recipe of its own lists no versions');
delete from public.recipes where firebase_id = 'fam-default';

insert into public.profiles (firebase_id, source_version, username, display_name)
  values ('fam-cook', 1, 'fam_cook', 'Family Cook'), ('fam-reader', 1, 'fam_reader', 'Family Reader');
insert into public.recipes (firebase_id, source_version, author_id, title, language, visibility, family_id,
                            language_versions, total_ratings, favorite_count) values
  ('fam-orig', 1, 'fam-cook', 'Soup', 'en', 'public', 'fam-orig',
   '[{"id": "fam-orig", "language": "en"}, {"id": "fam-he", "language": "he"}]', 2, 1),
  ('fam-he', 1, 'fam-cook', 'מרק', 'he', 'public', 'fam-orig',
   '[{"id": "fam-orig", "language": "en"}, {"id": "fam-he", "language": "he"}]', 2, 1),
  ('fam-alone', 1, 'fam-cook', 'Bread', 'en', 'public', null, '[]', 0, 0),
  ('fam-secret', 1, 'fam-cook', 'Secret', 'en', 'private', 'fam-secret',
   '[{"id": "fam-secret", "language": "en"}, {"id": "fam-secret-fr", "language": "fr"}]', 0, 0),
  ('fam-secret-fr', 1, 'fam-cook', 'Secret', 'fr', 'private', 'fam-secret',
   '[{"id": "fam-secret", "language": "en"}, {"id": "fam-secret-fr", "language": "fr"}]', 0, 0);
insert into public.ratings (firebase_id, source_version, recipe_id, user_id, made_it, rating) values
  ('fam-orig/fam-reader', 1, 'fam-orig', 'fam-reader', true, 5),
  ('fam-orig/fam-other', 1, 'fam-orig', 'fam-other', false, 4);
insert into public.favorites (firebase_id, source_version, user_id, recipe_id)
  values ('fam-reader/fam-orig', 1, 'fam-reader', 'fam-orig');

select results_eq(
  $$select recipe_id, ratings, cooks, favorites
      from public.admin_recipe_edge_counts_of(array['fam-orig', 'fam-he', 'fam-alone', 'fam-secret', 'fam-secret-fr'])
     order by recipe_id$$,
  $$values ('fam-alone', 0::bigint, 0::bigint, 0::bigint), ('fam-he', 2, 1, 1), ('fam-orig', 2, 1, 1),
           ('fam-secret', 0, 0, 0), ('fam-secret-fr', 0, 0, 0)$$,
  'every member of a family counts the family''s ratings and favorites, kept under the original''s id');

select results_eq(
  $$select recipes from public.admin_profile_edge_counts_of(array['fam-cook'])$$,
  $$values (3::bigint)$$,
  'a cook''s recipe count counts families, not versions');

-- a version's visibility is its own row's (the family's): a guest reads the public family's versions only. The
-- guest's read runs in a block that undoes its role afterwards (pgTAP's functions are not the guest's to call).
create function pg_temp.guest_reads(p_like text) returns text[]
language plpgsql as $$
declare
  seen text[];
begin
  perform set_config('request.jwt.claims', '{"role": "anon"}', true);
  begin
    set local role anon;
    select coalesce(array_agg(firebase_id order by firebase_id), '{}') into seen
      from public.recipes where firebase_id like p_like;
    raise exception using errcode = 'RLSUN', message = 'back to the owner';
  exception
    when sqlstate 'RLSUN' then null;
  end;
  return seen;
end
$$;
select is(pg_temp.guest_reads('fam-%'), array['fam-alone', 'fam-he', 'fam-orig'],
          'a guest reads the versions of a public family and none of a private one');

select * from finish();
rollback;
