-- category_picks (recommendations and the home's category groups, issue 16) planned for each call's own values.
-- npm run bench measured recommended_recipes 6.2x slower at 100,000 recipes than at 10,000 (target 2x): as a SQL
-- function its query had one generic plan, which took the categories' GIN index and sorted every public recipe of
-- the category. Same signature, same grants (create or replace keeps them).

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

notify pgrst, 'reload schema';
