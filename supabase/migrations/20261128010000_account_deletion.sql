-- Personal data deleted with the account (issue 16 "Privacy: a user's events and scores are theirs, deletable with
-- their account"). personal-onAccountDeleted (the Auth user-deletion trigger) calls delete_personal_data(uid, false);
-- besides the language and affinity rows it already removed, the whole deletion now also takes the other Postgres
-- event logs that are the user's alone:
--   search_events  – every search they recorded (admin search analytics);
--   recipe_views   – which recipes they were counted as viewing (viewer_key 'uid:<uid>'); recipes.views keeps the
--                    count, which is no one's in particular;
--   shares         – kept, since recipes.share_count counts them, but no longer tied to them (user_id emptied).
-- The profile's "reset language interests" (p_languages_only true) is unchanged.
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

notify pgrst, 'reload schema';
