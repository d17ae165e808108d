/**
 * Who may add or remove images in folder recipes/{recipeId}: the recipe's author or an admin. A recipe that does
 * not exist yet is being created (the client makes its id before uploading, docs/contracts/recipes.md), or its
 * create failed and the client cleans up: its folder is the caller's to use. Ids are random Firestore ids.
 * Folder users/{uid} (a user's photos) is that user's own, or an admin's.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { AppError } from '../domain/errors';
import { MEDIA_MESSAGES } from '../domain/media/messages';
import { recipeAuthorId } from '../domain/recipe/author';
import { RECIPE_MESSAGES } from '../domain/recipe/messages';
import { RECIPES_COLLECTION } from '../domain/recipe/types';
import { isAdmin } from '../platform/auth';

export async function assertMayChangeImages(db: Firestore, uid: string, recipeId: string): Promise<void> {
  const recipe = await db.collection(RECIPES_COLLECTION).doc(recipeId).get();
  if (!recipe.exists) return;
  if (recipeAuthorId(recipe.data() ?? {}) === uid || (await isAdmin(db, uid))) return;
  throw new AppError('permission-denied', RECIPE_MESSAGES.notAuthorizedToEdit);
}

export async function assertMayChangeUserImages(db: Firestore, uid: string, ownerUid: string): Promise<void> {
  if (ownerUid === uid || (await isAdmin(db, uid))) return;
  throw new AppError('permission-denied', MEDIA_MESSAGES.notYourPhoto);
}
