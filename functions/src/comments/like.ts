/**
 * POST /api/comments/like (001 §7): toggles the caller's like, mirror first, the comment's likes moving in the same
 * commit; a new like tells the comment's author (comment_liked, one notification per liker: liking again replaces it).
 */
import { COMMENT_ACTIONS } from '../domain/comments/messages';
import { COMMENT_LIKES_SUBCOLLECTION } from '../domain/comments/types';
import { nowIso } from '../platform/mirror/deps';
import { admittedWrite } from './admittedWrite';
import { commentCounter, likeChange } from './changes';
import type { CommentsDeps } from './deps';
import { notify, recipeTitleOf } from './notify';
import { activeComment, commentWithEdge, countOf, profileOf, readableRecipe, textOf } from './store';

export async function toggleLike(
  deps: CommentsDeps,
  uid: string,
  commentId: string,
): Promise<{ likeCount: number; liked: boolean }> {
  const comment = await activeComment(deps.db, commentId);
  const recipe = await readableRecipe(deps.db, uid, textOf(comment.recipeId));
  const result = await admittedWrite(deps, COMMENT_ACTIONS.like, async (commit) => {
    const { comment: fresh, edge: like } = await commentWithEdge(
      deps.db,
      commentId,
      COMMENT_LIKES_SUBCOLLECTION,
      uid,
    );
    const liked = like === null;
    const after = liked ? { userId: uid, recipeId: fresh.recipeId, createdAt: nowIso(deps) } : null;
    await commit([
      likeChange(commentId, uid, like, after),
      commentCounter(commentId, fresh, 'likes', liked ? 1 : -1),
    ]);
    return { liked, likeCount: Math.max(0, countOf(fresh.likes) + (liked ? 1 : -1)) };
  });

  if (result.liked) {
    const liker = await profileOf(deps.db, uid);
    await notify(
      deps.db,
      {
        id: `liked-${commentId}-${uid}`,
        recipient: textOf(comment.authorId),
        type: 'comment_liked',
        actor: { uid, name: liker.name },
        recipe: { id: textOf(comment.recipeId), title: recipeTitleOf(recipe) },
        commentId,
        commentText: textOf(comment.content),
      },
      deps.now?.() ?? new Date(),
    );
  }
  return result;
}
