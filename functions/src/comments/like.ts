/**
 * POST /api/comments/like (001 §7): toggles the caller's like, mirror first, the comment's likes moving in the same
 * commit; a new like tells the comment's author (comment_liked, one notification per liker: liking again replaces it).
 */
import { AppError } from '../domain/errors';
import { COMMENT_ACTIONS, COMMENT_MESSAGES } from '../domain/comments/messages';
import { COMMENT_LIKES_SUBCOLLECTION, COMMENTS_COLLECTION } from '../domain/comments/types';
import { USERS_COLLECTION } from '../domain/profile';
import { nowIso } from '../platform/mirror/deps';
import { admittedWrite } from './admittedWrite';
import { commentCounter, likeChange } from './changes';
import type { CommentsDeps } from './deps';
import { notify, recipeTitleOf } from './notify';
import { activeComment, countOf, readableRecipe, readComment, readDoc, textOf } from './store';

export async function toggleLike(
  deps: CommentsDeps,
  uid: string,
  commentId: string,
): Promise<{ likeCount: number; liked: boolean }> {
  const comment = await activeComment(deps.db, commentId);
  const recipe = await readableRecipe(deps.db, uid, textOf(comment.recipeId));
  const result = await admittedWrite(deps, COMMENT_ACTIONS.like, async (commit) => {
    const [fresh, like] = await Promise.all([
      readComment(deps.db, commentId),
      readDoc(deps.db, `${COMMENTS_COLLECTION}/${commentId}/${COMMENT_LIKES_SUBCOLLECTION}/${uid}`),
    ]);
    if (!fresh) throw new AppError('not-found', COMMENT_MESSAGES.notFound);
    const liked = like === null;
    const after = liked ? { userId: uid, recipeId: fresh.recipeId, createdAt: nowIso(deps) } : null;
    await commit([
      likeChange(commentId, uid, like, after),
      commentCounter(commentId, fresh, 'likes', liked ? 1 : -1),
    ]);
    return { liked, likeCount: Math.max(0, countOf(fresh.likes) + (liked ? 1 : -1)) };
  });

  if (result.liked) {
    const profile = (await deps.db.collection(USERS_COLLECTION).doc(uid).get()).data() ?? {};
    await notify(
      deps.db,
      {
        id: `liked-${commentId}-${uid}`,
        recipient: textOf(comment.authorId),
        type: 'comment_liked',
        actor: { uid, name: textOf(profile.displayName) || textOf(profile.username) },
        recipe: { id: textOf(comment.recipeId), title: recipeTitleOf(recipe) },
        commentId,
        commentText: textOf(comment.content),
      },
      deps.now?.() ?? new Date(),
    );
  }
  return result;
}
