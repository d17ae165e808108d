/**
 * The reads: a recipe's aggregate with the caller's own rating (the modal's prefill), and a user's rated recipes
 * (GET /api/user/my-rated-recipes, 001 §7: 12 a page after a cursor), which the rater's privacy setting for rated
 * recipes opens to followers or everyone (001 §6). The list comes from the mirror (public.rated_recipes), which
 * also keeps out recipes the viewer may not read.
 */
import { canonicalProfile, USERS_COLLECTION } from '../domain/profile';
import { AppError } from '../domain/errors';
import type { RatedRecipesPage, RecipeRatingSummary } from '../domain/contracts';
import {
  aggregateOf,
  mayViewRatedRecipes,
  RATING_MESSAGES,
  type RatedRecipesQuery,
  type RatingView,
} from '../domain/ratings';
import { familyKeyOf } from '../domain/recipe/family';
import { assertReadable, recipePath } from './access';
import type { RatingsDeps } from './deps';
import { ratingPath } from './rate';
import { publicSummary, viewOf } from './views';

export async function recipeRating(
  deps: Pick<RatingsDeps, 'db'>,
  uid: string | null,
  recipeId: string,
): Promise<{ aggregate: RecipeRatingSummary; myRating: RatingView | null }> {
  const recipe = (await deps.db.doc(recipePath(recipeId)).get()).data();
  await assertReadable(deps.db, uid, recipe);
  const mine = uid ? await deps.db.doc(ratingPath(familyKeyOf(recipeId, recipe), uid)).get() : null;
  return {
    aggregate: publicSummary(aggregateOf(recipe ?? {})),
    myRating: mine?.exists ? viewOf(mine.data() ?? {}) : null,
  };
}

async function assertMayView(deps: Pick<RatingsDeps, 'db' | 'now'>, viewer: string | null, owner: string) {
  if (viewer === owner) return;
  const [user, edge] = await deps.db.getAll(
    deps.db.doc(`${USERS_COLLECTION}/${owner}`),
    deps.db.doc(`${USERS_COLLECTION}/${owner}/followers/${viewer ?? '-'}`),
  );
  if (!user?.exists) throw new AppError('not-found', RATING_MESSAGES.userNotFound);
  const { privacy } = canonicalProfile(owner, user.data() ?? {}, new Date().toISOString()).profile;
  const isFollower = viewer !== null && edge?.exists === true;
  if (!mayViewRatedRecipes(privacy.ratedRecipes, { isOwner: false, isFollower }))
    throw new AppError('permission-denied', RATING_MESSAGES.ratedRecipesPrivate);
}

export async function ratedRecipes(
  deps: Pick<RatingsDeps, 'db' | 'supabase' | 'now'>,
  viewer: string | null,
  query: RatedRecipesQuery,
): Promise<RatedRecipesPage> {
  const owner = query.userId ?? viewer;
  if (!owner) throw new AppError('unauthenticated', RATING_MESSAGES.loginRequired);
  await assertMayView(deps, viewer, owner);
  const [beforeAt, beforeId] = query.startAfter ? query.startAfter.split('|') : [null, null];
  if (beforeAt && Number.isNaN(Date.parse(beforeAt)))
    throw new AppError('invalid-argument', 'startAfter is not a cursor', { field: 'startAfter' });
  // one row more than the page tells whether another page exists
  const { data, error } = await deps.supabase.rpc('rated_recipes', {
    p_user: owner,
    p_viewer: viewer ?? '',
    p_before_at: beforeAt,
    p_before_id: beforeId,
    p_limit: query.pageSize + 1,
  });
  if (error) throw new AppError('unavailable', RATING_MESSAGES.ratedRecipesFailed, { reason: error.message });
  const rows = data ?? [];
  const page = rows.slice(0, query.pageSize);
  return {
    recipes: page.map(({ cursor: _cursor, ...recipe }) => recipe),
    hasMore: rows.length > query.pageSize,
    nextCursor: rows.length > query.pageSize ? (page.at(-1)?.cursor ?? null) : null,
  };
}
