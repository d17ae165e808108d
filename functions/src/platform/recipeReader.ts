/**
 * Who the viewer is to a recipe and what they may read of it (domain/recipe/access), for every group that reads a
 * recipe for someone (recipes, comments, ratings, favorites): admin state from users/{uid}, the follower edge
 * from users/{author}/followers/{uid}, each read only when the decision needs it.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { USERS_COLLECTION } from '../domain/profile';
import {
  GUEST,
  accessFacts,
  needsFollowerCheck,
  recipeAccess,
  type AccessMode,
  type Viewer,
} from '../domain/recipe/access';
import { isAdmin } from './auth';

export async function isFollowerOf(db: Firestore, authorId: string, uid: string): Promise<boolean> {
  if (!authorId || !uid) return false;
  const edge = await db.collection(USERS_COLLECTION).doc(authorId).collection('followers').doc(uid).get();
  return edge.exists;
}

/** The viewer of an author's page (001 §7 get-user-recipes): a guest reads nothing from Firestore. */
export async function viewerOfAuthor(db: Firestore, uid: string | null, authorId: string): Promise<Viewer> {
  if (!uid) return GUEST;
  if (uid === authorId) return { uid, isAdmin: false, isFollower: false };
  const [admin, follower] = await Promise.all([isAdmin(db, uid), isFollowerOf(db, authorId, uid)]);
  return { uid, isAdmin: admin, isFollower: follower };
}

/** The viewer of a recipe (null: a guest): admin state unless the recipe is public or theirs, then following. */
export async function viewerOfRecipe(
  db: Firestore,
  uid: string | null,
  recipe: Record<string, unknown>,
): Promise<Viewer> {
  if (!uid) return GUEST;
  const facts = accessFacts(recipe);
  const admin = uid !== facts.authorId && recipe.visibility !== 'public' ? await isAdmin(db, uid) : false;
  const follower =
    !admin && needsFollowerCheck(facts, uid) ? await isFollowerOf(db, facts.authorId, uid) : false;
  return { uid, isAdmin: admin, isFollower: follower };
}

/** The access mode of `uid` (null: a guest) to the recipe document. */
export async function accessToRecipe(
  db: Firestore,
  uid: string | null,
  recipe: Record<string, unknown>,
): Promise<AccessMode | 'none'> {
  return recipeAccess(accessFacts(recipe), await viewerOfRecipe(db, uid, recipe));
}

/** Whether `uid` (null: a guest) may read the recipe document in full. */
export async function mayReadRecipe(
  db: Firestore,
  uid: string | null,
  recipe: Record<string, unknown>,
): Promise<boolean> {
  return (await accessToRecipe(db, uid, recipe)) === 'full';
}
