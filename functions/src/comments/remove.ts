/**
 * DELETE /api/comments/delete (001 §4 "Comment thread", §6): the comment's author or the recipe's author removes
 * the comment with every reply below it; the recipe's commentCount and the parent's replyCount move in the same
 * commits. The answer lists every removed id (deletedCommentIds), so the page drops them all. A comment is kept
 * under its recipe family's key (decision 0077): the original's author is the family's, and the family's count moves
 * on every member.
 */
import { AppError } from '../domain/errors';
import { recipeAuthorId } from '../domain/recipe/author';
import { COMMENT_ACTIONS, COMMENT_MESSAGES } from '../domain/comments/messages';
import type { MirroredChange } from '../platform/mirror/types';
import { mirrorBusyAsRateLimited } from '../platform/rateLimit';
import { readFamily } from '../platform/recipeFamily';
import { commentCounter, familyCommentCount } from './changes';
import type { CommentsDeps } from './deps';
import { readComment, readRecipeDoc, textOf } from './store';
import { removeComments, threadOf } from './tree';

export async function deleteThread(
  deps: CommentsDeps,
  uid: string,
  commentId: string,
): Promise<{ deletedCommentIds: string[] }> {
  const comment = await readComment(deps.db, commentId);
  if (!comment) throw new AppError('not-found', COMMENT_MESSAGES.notFound);
  const recipeId = textOf(comment.recipeId);
  const recipe = await readRecipeDoc(deps.db, recipeId);
  const recipeAuthor = recipe ? recipeAuthorId(recipe) : textOf(comment.recipeAuthorId);
  if (uid !== comment.authorId && uid !== recipeAuthor)
    throw new AppError('permission-denied', COMMENT_MESSAGES.deleteForbidden);

  const ids = await threadOf(deps.db, commentId);
  const parentId = textOf(comment.parentId);
  const counters = async (activeRemoved: number, last: boolean): Promise<MirroredChange[]> => {
    const [{ family }, parent] = await Promise.all([
      readFamily(deps.db, recipeId),
      last && parentId ? readComment(deps.db, parentId) : null,
    ]);
    const changes: MirroredChange[] = [];
    if (family && activeRemoved > 0) changes.push(...familyCommentCount(family, -activeRemoved));
    if (parent) changes.push(commentCounter(parentId, parent, 'replyCount', -1));
    return changes;
  };
  await removeComments(deps, COMMENT_ACTIONS.remove, ids, counters).catch((error: unknown) => {
    throw mirrorBusyAsRateLimited(error, COMMENT_ACTIONS.remove);
  });
  return { deletedCommentIds: ids };
}
