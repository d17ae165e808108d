/**
 * Discovery for a signed-in reader (001 §7 get-following-recipes and get-discover-chefs): the newest recipes of the
 * cooks they follow (home's "from cooks you follow" grid) and the chefs to follow next (Discover Chefs), over the
 * mirror (supabase/migrations/20261129000500_feeds_search.sql). The reader's languages are the feeds' rule
 * (domain/feeds/languages.ts).
 */
import { chefReason, type RecommendedChef } from '../domain/activity';
import type { FeedList } from '../domain/contracts';
import { AppError, mirrorFailureMessage } from '../domain/errors';
import { feedLanguages } from '../domain/feeds/languages';
import { USERS_COLLECTION } from '../domain/profile';
import type { RecipeLanguage } from '../domain/recipe/types';
import { defaultRecipeImage } from '../platform/defaultRecipeImage';
import type { ActivityDeps } from './deps';

function readFailed(action: string, reason: string): AppError {
  return new AppError('unavailable', mirrorFailureMessage(action, false), { reason });
}

async function readerLanguages(deps: Pick<ActivityDeps, 'db'>, uid: string, requested: RecipeLanguage) {
  const profile = (await deps.db.collection(USERS_COLLECTION).doc(uid).get()).data() ?? {};
  return feedLanguages(requested, profile);
}

export async function followingRecipes(
  deps: ActivityDeps,
  uid: string,
  query: { limit: number; category?: string; preferredLanguage: RecipeLanguage },
): Promise<FeedList> {
  const languages = await readerLanguages(deps, uid, query.preferredLanguage);
  const [{ data, error }, defaultImage] = await Promise.all([
    deps.supabase.rpc('following_recipes', {
      p_user_id: uid,
      p_languages: languages ?? undefined,
      p_category: query.category,
      p_limit: query.limit,
      p_language: query.preferredLanguage,
    }),
    defaultRecipeImage(deps.db),
  ]);
  if (error) throw readFailed('load recipes', error.message);
  return { recipes: data ?? [], defaultImage };
}

export async function discoverChefs(
  deps: ActivityDeps,
  uid: string,
  query: { limit: number; preferredLanguage: RecipeLanguage; excludeFollowing: boolean },
): Promise<{ chefs: RecommendedChef[] }> {
  const languages = await readerLanguages(deps, uid, query.preferredLanguage);
  const { data, error } = await deps.supabase.rpc('discover_chefs', {
    p_user_id: uid,
    p_languages: languages ?? undefined,
    p_exclude_following: query.excludeFollowing,
    p_limit: query.limit,
  });
  if (error) throw readFailed('load chefs', error.message);
  const chefs = (data ?? []).map((row) => ({
    id: row.id,
    name: row.display_name,
    username: row.username,
    photoURL: row.photo_url,
    isVerified: row.is_verified,
    recipeCount: row.recipe_count,
    followerCount: row.follower_count,
    ...chefReason({
      mutualCount: row.mutual_count,
      languageRecipes: row.language_recipes,
      affinityRecipes: row.affinity_recipes,
      followerCount: row.follower_count,
      recipeCount: row.recipe_count,
    }),
  }));
  return { chefs };
}
