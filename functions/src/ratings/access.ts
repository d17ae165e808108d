/**
 * Who may rate or see a recipe's ratings: whoever may read the recipe in full (domain/recipe/access: public; the
 * author; an admin; a follower of a followers-only one). A missing or locked recipe reads as not found.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { AppError } from '../domain/errors';
import { RATING_MESSAGES } from '../domain/ratings';
import { RECIPES_COLLECTION } from '../domain/recipe/types';
import { mayReadRecipe } from '../platform/recipeReader';

export const recipePath = (recipeId: string) => `${RECIPES_COLLECTION}/${recipeId}`;

/** Throws not-found unless `uid` (null: a guest) may read the recipe `data` in full. */
export async function assertReadable(
  db: Firestore,
  uid: string | null,
  data: Record<string, unknown> | undefined,
): Promise<void> {
  if (!data) throw new AppError('not-found', RATING_MESSAGES.recipeNotFound);
  if (!(await mayReadRecipe(db, uid, data))) throw new AppError('not-found', RATING_MESSAGES.recipeNotFound);
}
