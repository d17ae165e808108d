/**
 * Comments for the comments-group tests: verified and unverified accounts, the comment calls through the Hosting
 * rewrite (as the browser sends them), comments seeded through the same service the call runs (no rate limit, for
 * set-up), and reads of both stores.
 */
import { createCommentBodySchema } from '../domain/comments/schemas';
import { createComment } from '../comments/create';
import type { CommentsDeps } from '../comments/deps';
import { createWordListScorer } from '../platform/toxicity';
import { db } from '../platform/firebase';
import type { MirrorClient } from '../platform/mirror/types';
import type { TestUser } from './authEmulator';
import { createVerifiedUser } from './follows';
import { mirrorRow, query } from './pg';
import { api, HUMAN, serviceDeps } from './recipes';

export function verifiedUser(displayName: string): Promise<TestUser> {
  return createVerifiedUser({ displayName });
}

export function commentsServiceDeps(mirror?: MirrorClient): CommentsDeps {
  const { db: firestore, mirror: client, supabase } = serviceDeps(mirror);
  return { db: firestore, mirror: client, supabase, toxicity: createWordListScorer() };
}

/** A comment written by the service (set-up without the call's rate limit); resolves to its id. */
export async function seedComment(
  user: TestUser,
  recipeId: string,
  content: string,
  parentId?: string,
): Promise<string> {
  const input = createCommentBodySchema.parse({ recipeId, content, parentId });
  const { comment } = await createComment(
    commentsServiceDeps(),
    { uid: user.uid, emailVerified: true },
    input,
  );
  return comment.id;
}

export const post = (user: TestUser | null, body: Record<string, unknown>) =>
  api<Record<string, unknown>>('POST', '/api/comments/create', {
    user,
    body: { recaptchaToken: HUMAN, ...body },
  });

export const like = (user: TestUser | null, commentId: string, token: string | null = HUMAN) =>
  api<Record<string, unknown>>('POST', '/api/comments/like', {
    user,
    body: { commentId, ...(token ? { recaptchaToken: token } : {}) },
  });

export const list = (user: TestUser | null, params: Record<string, string>) =>
  api<Record<string, unknown>>('GET', '/api/comments/list', { user, query: params });

export const remove = (user: TestUser | null, commentId: string) =>
  api<Record<string, unknown>>('DELETE', '/api/comments/delete', { user, query: { commentId } });

export const report = (user: TestUser | null, body: Record<string, unknown>) =>
  api<Record<string, unknown>>('POST', '/api/comments/report', {
    user,
    body: { recaptchaToken: HUMAN, ...body },
  });

export async function commentDoc(id: string) {
  return (await db().collection('comments').doc(id).get()).data() ?? null;
}

export const commentRow = (id: string) => mirrorRow('comments', id);

/** The recipe's comments in both stores. */
export async function commentsOfRecipe(recipeId: string) {
  const firestore = await db().collection('comments').where('recipeId', '==', recipeId).get();
  const rows = await query<{ firebase_id: string }>('select firebase_id from comments where recipe_id = $1', [
    recipeId,
  ]);
  return {
    firestore: firestore.docs.map((doc) => doc.id).sort(),
    postgres: rows.map((row) => row.firebase_id).sort(),
  };
}

export async function notificationsOf(uid: string) {
  const found = await db().collection('users').doc(uid).collection('commentNotifications').get();
  return found.docs.map((doc) => ({ id: doc.id, ...doc.data() }) as Record<string, unknown> & { id: string });
}
