/**
 * The back office's recipes grid (spec 002 §2, §4 "Admin toggles"): the list from the mirror (every visibility),
 * the trending flag through the recipe's mirror protocol. Deletion is recipes-delete's own service (delete.ts),
 * which an admin may run on any recipe. The handlers have already checked that the caller is an admin.
 */
import type { AdminListRecipesInput, AdminRecipeRow, AdminRecipesPage } from '../domain/admin';
import { trendingFields } from '../domain/admin';
import { AppError, mirrorFailureMessage } from '../domain/errors';
import { RECIPE_ACTIONS, RECIPE_MESSAGES } from '../domain/recipe/messages';
import { withoutVersion } from '../platform/mirror/deps';
import { writeMirrored } from '../platform/mirror/writeMirrored';
import { recipeChange } from './changes';
import type { RecipesDeps } from './deps';
import { readRecipe } from './store';

const num = (value: unknown) => (typeof value === 'number' ? value : Number(value) || 0);
const firstImage = (images: unknown): string | null => {
  const first = Array.isArray(images) ? (images[0] as { url?: unknown } | undefined) : undefined;
  return typeof first?.url === 'string' ? first.url : null;
};
const readFailed = (message: string) =>
  new AppError('unavailable', mirrorFailureMessage('load recipes', false), { reason: message });

/** A page of recipes, newest first; `search` matches part of the title; `caloriesFailed` keeps the failed ones. */
export async function listAdminRecipes(
  deps: Pick<RecipesDeps, 'supabase'>,
  input: AdminListRecipesInput,
): Promise<AdminRecipesPage> {
  const from = (input.page - 1) * input.limit;
  let query = deps.supabase
    .from('recipes')
    .select(
      'firebase_id, title, author_id, visibility, images, trending, trending_score, calories_status, views, rating, total_ratings, created_at',
    )
    .order('created_at', { ascending: false })
    .order('firebase_id')
    .range(from, from + input.limit); // one more than a page: whether another page follows
  if (input.search) query = query.ilike('title', `%${input.search.replace(/[%_\\]/g, '\\$&')}%`);
  if (input.caloriesFailed) query = query.eq('calories_status', 'failed');
  const { data, error } = await query;
  if (error) throw readFailed(error.message);
  const rows = data ?? [];
  const page = rows.slice(0, input.limit);
  const authors = [...new Set(page.map((row) => row.author_id))];
  const names = new Map<string, string>();
  if (authors.length) {
    const profiles = await deps.supabase
      .from('profiles')
      .select('firebase_id, display_name')
      .in('firebase_id', authors);
    if (profiles.error) throw readFailed(profiles.error.message);
    for (const profile of profiles.data ?? []) names.set(profile.firebase_id, profile.display_name);
  }
  return {
    page: input.page,
    hasMore: rows.length > input.limit,
    recipes: page.map((row): AdminRecipeRow => ({
      id: row.firebase_id,
      title: row.title,
      authorId: row.author_id,
      authorName: names.get(row.author_id) ?? '',
      visibility: row.visibility,
      image: firstImage(row.images),
      trending: row.trending,
      trendingScore: num(row.trending_score),
      caloriesStatus: row.calories_status,
      views: row.views,
      rating: num(row.rating),
      totalRatings: row.total_ratings,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}

type Flags = { trending: boolean; trendingScore: number };

/** 002 §4: on, a score from the current time; off, zero; mirror first, then Firestore. */
export async function setRecipeTrending(
  deps: Pick<RecipesDeps, 'db' | 'mirror' | 'now' | 'beforeCommit'>,
  recipeId: string,
  trending: boolean,
): Promise<{ before: Flags; after: Flags }> {
  return writeMirrored(deps, RECIPE_ACTIONS.update, async (commit) => {
    const before = await readRecipe(deps.db, recipeId);
    if (!before) throw new AppError('not-found', RECIPE_MESSAGES.notFound);
    const after = trendingFields(trending, deps.now?.() ?? new Date());
    await commit([recipeChange(recipeId, before, { ...withoutVersion(before), ...after })]);
    return {
      before: { trending: before.trending === true, trendingScore: num(before.trendingScore) },
      after,
    };
  });
}
