/**
 * Recommendations (001 §2 home, §7 get-recommended-recipes and my-recommendations, §9 "Home recommendations"): the
 * best recipes of the caller's top categories (recommended_recipes, one indexed scan per category and language),
 * falling back to the best-rated recent recipes (the feeds' quality order) when there is no affinity; the home's
 * "more of a category for you" groups. A user's own recipes never appear (001 §6).
 */
import type { MyRecommendations, RecommendedList } from '../domain/contracts';
import {
  AFFINITY_GROUPS,
  affinityHeart,
  affinityPercentage,
  type AffinityGroup,
  type CategoryAffinity,
  type RecommendedRecipe,
} from '../domain/personal';
import type { RecipeLanguage } from '../domain/recipe/types';
import { defaultRecipeImage } from '../platform/defaultRecipeImage';
import type { PersonalDeps } from './deps';
import { readFailed } from './languages';

const WHAT = 'load recommendations';

interface ListQuery {
  readonly limit: number;
  readonly category?: string;
  readonly languages: RecipeLanguage[] | null;
  /** The reader's interface language: a recipe family is shown as its member in it (decision 0073). */
  readonly language?: RecipeLanguage | undefined;
}

async function byAffinity(deps: PersonalDeps, uid: string, query: ListQuery): Promise<RecommendedRecipe[]> {
  const { data, error } = await deps.supabase.rpc('recommended_recipes', {
    p_user: uid,
    p_languages: query.languages ?? undefined,
    p_category: query.category,
    p_limit: query.limit,
    p_language: query.language,
  });
  if (error) throw readFailed(WHAT, error.message);
  return data ?? [];
}

/** 001 §7's last fallback: the best-rated recent recipes (the quality order), never the caller's own. */
async function fallback(
  deps: PersonalDeps,
  uid: string | null,
  query: ListQuery,
): Promise<RecommendedRecipe[]> {
  const { data, error } = await deps.supabase.rpc('feed_list', {
    p_order: 'quality',
    p_limit: Math.min(50, query.limit * 2),
    p_languages: query.languages ?? undefined,
    p_category: query.category,
    p_language: query.language,
  });
  if (error) throw readFailed(WHAT, error.message);
  const recipes = data ?? [];
  return recipes
    .filter((recipe) => !uid || recipe.authorId !== uid)
    .slice(0, query.limit)
    .map((recipe) => ({ ...recipe, tier: 'recommended' }));
}

export async function recommendedRecipes(
  deps: PersonalDeps,
  uid: string | null,
  query: ListQuery,
): Promise<RecommendedList> {
  const [fromAffinity, defaultImage] = await Promise.all([
    uid ? byAffinity(deps, uid, query) : Promise.resolve([]),
    defaultRecipeImage(deps.db),
  ]);
  if (fromAffinity.length > 0) return { recipes: fromAffinity, affinityUsed: true, defaultImage };
  return { recipes: await fallback(deps, uid, query), affinityUsed: false, defaultImage };
}

export async function topAffinities(deps: PersonalDeps, uid: string): Promise<CategoryAffinity[]> {
  const { data, error } = await deps.supabase
    .from('user_category_affinity')
    .select('category_id, score')
    .eq('user_id', uid)
    .gt('score', 0)
    .order('score', { ascending: false })
    .order('category_id')
    .limit(5);
  if (error) throw readFailed(WHAT, error.message);
  return (data ?? []).map((row) => ({ categoryId: row.category_id, score: row.score ?? 0 }));
}

export async function affinityGroups(
  deps: PersonalDeps,
  uid: string,
  languages: RecipeLanguage[] | null,
  language?: RecipeLanguage,
): Promise<AffinityGroup[]> {
  const { data, error } = await deps.supabase.rpc('affinity_groups', {
    p_user: uid,
    p_languages: languages ?? undefined,
    p_language: language,
    p_per_group: AFFINITY_GROUPS.perGroup,
  });
  if (error) throw readFailed(WHAT, error.message);
  return (data ?? []).map((group) => ({
    ...group,
    percentage: affinityPercentage(group.score),
    heart: affinityHeart(group.score),
  }));
}

export async function myRecommendations(
  deps: PersonalDeps,
  uid: string,
  query: ListQuery,
): Promise<MyRecommendations> {
  const [list, basedOn, groups] = await Promise.all([
    recommendedRecipes(deps, uid, query),
    topAffinities(deps, uid),
    affinityGroups(deps, uid, query.languages, query.language),
  ]);
  return { ...list, basedOn: list.affinityUsed ? basedOn : [], groups };
}

/** POST /api/user/category-affinity: null when the recipe is not one the caller may read. */
export async function recordCategorySignal(
  deps: PersonalDeps,
  uid: string,
  input: { recipeId: string; action: string; rating?: number | null },
): Promise<CategoryAffinity[] | null> {
  const { data, error } = await deps.supabase.rpc('record_category_signal', {
    p_user: uid,
    p_recipe: input.recipeId,
    p_action: input.action,
    p_rating: input.rating ?? undefined,
  });
  if (error) throw readFailed('save your category affinity', error.message);
  return data;
}
