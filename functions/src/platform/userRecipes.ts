/**
 * An author's recipes as a viewer may list them (001 §7 get-user-recipes), one indexed query in the mirror. Here, not
 * in the recipes group, because two groups answer it: recipes-api as JSON and seo-pages inside the channel page's
 * HTML, whose first grid and the data the app starts from must be the same answer (decision 0068).
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { UserRecipesPage } from '../domain/contracts';
import { AppError } from '../domain/errors';
import { listableVisibilities, privacyStatusOf } from '../domain/recipe/access';
import { RECIPE_MESSAGES } from '../domain/recipe/messages';
import type { ServiceClient } from './mirror/database';
import { viewerOfAuthor } from './recipeReader';
import { SUMMARY_COLUMNS, toSummary } from './recipeRows';

export interface UserRecipesDeps {
  readonly db: Firestore;
  readonly supabase: ServiceClient;
}

export interface UserRecipesQuery {
  readonly targetUserId: string;
  readonly category?: string;
  readonly page: number;
  readonly limit: number;
  /** The reader's language: a recipe family is listed once, as its member in it when it has one (decision 0073). */
  readonly language?: string | null | undefined;
}

/** Newest first, a page at a time: the owner sees all, followers followers-only too, others (guests) public. */
export async function userRecipes(
  deps: UserRecipesDeps,
  uid: string | null,
  query: UserRecipesQuery,
): Promise<UserRecipesPage> {
  const viewer = await viewerOfAuthor(deps.db, uid, query.targetUserId);
  const privacyStatus = privacyStatusOf(query.targetUserId, viewer);
  const offset = (query.page - 1) * query.limit;
  // one row more than the page tells whether another page exists
  const { data, error, count } = await deps.supabase
    .rpc(
      'channel_recipes',
      {
        p_author: query.targetUserId,
        p_visibilities: [...listableVisibilities(privacyStatus)],
        p_category: query.category,
        p_language: query.language ?? undefined,
      },
      { count: 'exact' },
    )
    .select(SUMMARY_COLUMNS)
    .order('created_at', { ascending: false })
    .order('firebase_id', { ascending: true })
    .range(offset, offset + query.limit);
  if (error) throw new AppError('unavailable', RECIPE_MESSAGES.loadFailed, { reason: error.message });
  const rows = data ?? [];
  return {
    recipes: rows.slice(0, query.limit).map(toSummary),
    hasMore: rows.length > query.limit,
    total: count ?? 0,
    privacyStatus,
  };
}
