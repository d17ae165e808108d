/**
 * Who may rate or see a recipe's ratings: whoever may read the recipe in full (domain/recipe/access: public; the
 * author; an admin; a follower of a followers-only one). A missing or locked recipe reads as not found.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { AppError } from '../domain/errors';
import { USERS_COLLECTION } from '../domain/profile';
import { RATING_MESSAGES } from '../domain/ratings';
import { GUEST, needsFollowerCheck, recipeAccess } from '../domain/recipe/access';
import { RECIPES_COLLECTION } from '../domain/recipe/types';
import { isAdmin } from '../platform/auth';

export const recipePath = (recipeId: string) => `${RECIPES_COLLECTION}/${recipeId}`;

/** Throws not-found unless `uid` (null: a guest) may read the recipe `data` in full. */
export async function assertReadable(
  db: Firestore,
  uid: string | null,
  data: Record<string, unknown> | undefined,
): Promise<void> {
  if (!data) throw new AppError('not-found', RATING_MESSAGES.recipeNotFound);
  const authorId = typeof data.authorId === 'string' ? data.authorId : String(data.userId ?? '');
  const facts = { visibility: data.visibility, authorId };
  let viewer = GUEST;
  if (uid) {
    const follows = needsFollowerCheck(facts, uid)
      ? (await db.doc(`${USERS_COLLECTION}/${authorId}/followers/${uid}`).get()).exists
      : false;
    const mayNeedAdmin = data.visibility !== 'public' && uid !== authorId && !follows;
    viewer = { uid, isAdmin: mayNeedAdmin ? await isAdmin(db, uid) : false, isFollower: follows };
  }
  if (recipeAccess(facts, viewer) !== 'full') throw new AppError('not-found', RATING_MESSAGES.recipeNotFound);
}
