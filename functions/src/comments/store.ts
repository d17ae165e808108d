/**
 * Reads the comment services share: versioned documents (the protocol's `before`), whether the viewer may read the
 * recipe a comment belongs to (the recipe's access rules, domain/recipe/access), a comment with the caller's like or
 * report edge, the name a profile shows, and bans.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { AppError } from '../domain/errors';
import { COMMENT_MESSAGES } from '../domain/comments/messages';
import { banInEffect, banRefusal } from '../domain/comments/bans';
import { BANNED_USERS_COLLECTION, COMMENTS_COLLECTION } from '../domain/comments/types';
import { USERS_COLLECTION } from '../domain/profile';
import { RECIPES_COLLECTION } from '../domain/recipe/types';
import { versionedDoc } from '../platform/mirror/deps';
import { mayReadRecipe } from '../platform/recipeReader';
import type { VersionedDoc } from '../platform/mirror/types';

export async function readDoc(db: Firestore, path: string): Promise<VersionedDoc | null> {
  const snapshot = await db.doc(path).get();
  return snapshot.exists ? versionedDoc(snapshot) : null;
}

export const readComment = (db: Firestore, id: string) => readDoc(db, `${COMMENTS_COLLECTION}/${id}`);
export const readRecipeDoc = (db: Firestore, id: string) => readDoc(db, `${RECIPES_COLLECTION}/${id}`);

export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
export { countOf } from '../platform/mirror/changes';

/**
 * The recipe, when `uid` may read it in full (public; the author; an admin; a follower of a followers-only one).
 * A missing or locked recipe reads as not found: its comments are not shown, and nobody comments on it.
 */
export async function readableRecipe(
  db: Firestore,
  uid: string | null,
  recipeId: string,
): Promise<VersionedDoc> {
  const recipe = await readRecipeDoc(db, recipeId);
  if (!recipe) throw new AppError('not-found', COMMENT_MESSAGES.recipeNotFound);
  if (!(await mayReadRecipe(db, uid, recipe)))
    throw new AppError('not-found', COMMENT_MESSAGES.recipeNotFound);
  return recipe;
}

/** A listed (active) comment, or 404. */
export async function activeComment(db: Firestore, commentId: string): Promise<VersionedDoc> {
  const comment = await readComment(db, commentId);
  if (!comment || (comment.status ?? 'active') !== 'active')
    throw new AppError('not-found', COMMENT_MESSAGES.notFound);
  return comment;
}

/**
 * Inside a write: the comment and the caller's like or report edge under it (`edges`: its subcollection; null when
 * there is none yet); 404 when the comment is gone.
 */
export async function commentWithEdge(db: Firestore, commentId: string, edges: string, uid: string) {
  const [comment, edge] = await Promise.all([
    readComment(db, commentId),
    readDoc(db, `${COMMENTS_COLLECTION}/${commentId}/${edges}/${uid}`),
  ]);
  if (!comment) throw new AppError('not-found', COMMENT_MESSAGES.notFound);
  return { comment, edge };
}

/** The name and avatar a comment or a notification shows for `uid` (display name, else username). */
export async function profileOf(db: Firestore, uid: string): Promise<{ name: string; avatar: string }> {
  const profile = (await db.collection(USERS_COLLECTION).doc(uid).get()).data() ?? {};
  return { name: textOf(profile.displayName) || textOf(profile.username), avatar: textOf(profile.photoURL) };
}

/** bannedUsers/{uid} (002 §3 "Banned user"): refuses while the document exists and the ban is in effect. */
export async function refuseBanned(db: Firestore, uid: string, now: Date): Promise<void> {
  const ban = await db.collection(BANNED_USERS_COLLECTION).doc(uid).get();
  if (!ban.exists || !banInEffect(ban.get('banUntil'), now)) return;
  const { message, details } = banRefusal(ban.get('banReason'), ban.get('banUntil'));
  throw new AppError('permission-denied', message, details);
}
