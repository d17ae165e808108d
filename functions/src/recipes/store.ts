/**
 * Reads the recipe services share: documents with their version (the mirror protocol's `before`), the catalog
 * lists a recipe is checked against, and who the viewer is to a recipe (admin from users/{uid}, follower from
 * users/{author}/followers/{uid}), each read only when the decision needs it.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { withVersion } from '../platform/mirror/deps';
import { CATEGORIES_COLLECTION, DIETARY_OPTIONS_COLLECTION } from '../domain/catalog/types';
import { AppError } from '../domain/errors';
import { USERS_COLLECTION } from '../domain/profile';
import { GUEST, needsFollowerCheck, type Viewer } from '../domain/recipe/access';
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
  return snapshot.exists ? withVersion(snapshot.data() ?? {}) : null;
}

export function readRecipe(db: Firestore, recipeId: string): Promise<VersionedDoc | null> {
  return readVersioned(db, RECIPES_COLLECTION, recipeId);
}

export function readProfile(db: Firestore, uid: string): Promise<VersionedDoc | null> {
  return readVersioned(db, USERS_COLLECTION, uid);
}

/** The author of a recipe document (authorId, or the legacy userId). */
export function authorOf(recipe: Record<string, unknown>): string {
  const author = recipe.authorId ?? recipe.userId;
  return typeof author === 'string' ? author : '';
}

/** What the access rules read of a recipe (domain/recipe/access), the legacy userId counting as the author. */
export function accessFacts(recipe: Record<string, unknown>): { visibility: unknown; authorId: string } {
  return { visibility: recipe.visibility, authorId: authorOf(recipe) };
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

export async function isFollowerOf(db: Firestore, authorId: string, uid: string): Promise<boolean> {
  if (!authorId || !uid) return false;
  const edge = await db.collection(USERS_COLLECTION).doc(authorId).collection('followers').doc(uid).get();
  return edge.exists;
}

/** The viewer of a recipe, reading admin and follower state only when the recipe's visibility needs them. */
export async function viewerOfRecipe(
  db: Firestore,
  uid: string | null,
  recipe: Record<string, unknown>,
): Promise<Viewer> {
  if (!uid) return GUEST;
  const authorId = authorOf(recipe);
  const isAuthor = uid === authorId;
  const admin = !isAuthor && recipe.visibility !== 'public' ? await isAdmin(db, uid) : false;
  const check = { visibility: recipe.visibility, authorId };
  const follower = !admin && needsFollowerCheck(check, uid) ? await isFollowerOf(db, authorId, uid) : false;
  return { uid, isAdmin: admin, isFollower: follower };
}

/** The viewer who wants to edit or delete: admin state is read unless they are the author. */
export async function managerOfRecipe(
  db: Firestore,
  uid: string,
  recipe: Record<string, unknown>,
): Promise<Viewer> {
  const isAuthor = uid === authorOf(recipe);
  return { uid, isAdmin: isAuthor ? false : await isAdmin(db, uid), isFollower: false };
}

/** The viewer of an author's page (001 §7 get-user-recipes). */
export async function viewerOfAuthor(db: Firestore, uid: string | null, authorId: string): Promise<Viewer> {
  if (!uid) return GUEST;
  if (uid === authorId) return { uid, isAdmin: false, isFollower: false };
  const [admin, follower] = await Promise.all([isAdmin(db, uid), isFollowerOf(db, authorId, uid)]);
  return { uid, isAdmin: admin, isFollower: follower };
}
