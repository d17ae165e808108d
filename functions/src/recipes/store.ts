/**
 * Reads the recipe services share: documents with their version (the mirror protocol's `before`), the catalog
 * lists a recipe is checked against, and who the viewer is to a recipe they manage (admin from users/{uid}; a
 * reader, or an author's page: platform/recipeReader.ts).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { versionedDoc } from '../platform/mirror/deps';
import { CATEGORIES_COLLECTION, DIETARY_OPTIONS_COLLECTION } from '../domain/catalog/types';
import { AppError } from '../domain/errors';
import { USERS_COLLECTION } from '../domain/profile';
import type { Viewer } from '../domain/recipe/access';
import { recipeAuthorId } from '../domain/recipe/author';
import { RECIPE_MESSAGES } from '../domain/recipe/messages';
import { RECIPES_COLLECTION } from '../domain/recipe/types';
import { isAdmin } from '../platform/auth';
import type { VersionedDoc } from '../platform/mirror/types';

export async function readVersioned(
  db: Firestore,
  collection: string,
  id: string,
): Promise<VersionedDoc | null> {
  const snapshot = await db.collection(collection).doc(id).get();
  return snapshot.exists ? versionedDoc(snapshot) : null;
}

export function readRecipe(db: Firestore, recipeId: string): Promise<VersionedDoc | null> {
  return readVersioned(db, RECIPES_COLLECTION, recipeId);
}

export function readProfile(db: Firestore, uid: string): Promise<VersionedDoc | null> {
  return readVersioned(db, USERS_COLLECTION, uid);
}

/** The dietary options' fieldNames in their order (the recipe gets one flag per option). */
export async function dietaryFieldNames(db: Firestore): Promise<string[]> {
  const snapshot = await db.collection(DIETARY_OPTIONS_COLLECTION).orderBy('order').get();
  return snapshot.docs
    .map((doc) => doc.get('fieldName'))
    .filter((name): name is string => typeof name === 'string' && /^is[A-Z]/.test(name));
}

/** Every category id must exist (a recipe showing a pill for a category nobody can open is a bug). */
export async function assertCategoriesExist(db: Firestore, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const refs = ids.map((id) => db.collection(CATEGORIES_COLLECTION).doc(id));
  const snapshots = await db.getAll(...refs);
  const missing = snapshots.find((snapshot) => !snapshot.exists);
  if (missing) {
    throw new AppError('invalid-argument', `${RECIPE_MESSAGES.unknownCategory}: ${missing.id}`, {
      field: 'recipe.categories',
    });
  }
}

/** The viewer who wants to edit or delete: admin state is read unless they are the author. */
export async function managerOfRecipe(
  db: Firestore,
  uid: string,
  recipe: Record<string, unknown>,
): Promise<Viewer> {
  const isAuthor = uid === recipeAuthorId(recipe);
  return { uid, isAdmin: isAuthor ? false : await isAdmin(db, uid), isFollower: false };
}
