/**
 * POST /api/comments/report (001 §5, §7): spam, offensive or harassment with an optional description, one report
 * per person and comment (reporting again replaces the reason), mirror first with the comment's reportCount in
 * the same commit. Nobody reports their own comment.
 */
import { AppError } from '../domain/errors';
import { COMMENT_ACTIONS, COMMENT_MESSAGES } from '../domain/comments/messages';
import type { ReportCommentBody } from '../domain/comments/schemas';
import { COMMENT_REPORTS_SUBCOLLECTION } from '../domain/comments/types';
import { nowIso } from '../platform/mirror/deps';
import { admittedWrite } from './admittedWrite';
import { commentCounter, reportChange } from './changes';
import type { CommentsDeps } from './deps';
import { activeComment, commentWithEdge, readableRecipe, textOf } from './store';

/** The refusal that needs only the comment: one's own comment is not reported. */
async function reportableComment(deps: CommentsDeps, uid: string, commentId: string) {
  const comment = await activeComment(deps.db, commentId);
  if (comment.authorId === uid) throw new AppError('permission-denied', COMMENT_MESSAGES.reportOwn);
  await readableRecipe(deps.db, uid, textOf(comment.recipeId));
  return comment;
}

export async function reportComment(
  deps: CommentsDeps,
  uid: string,
  input: ReportCommentBody,
): Promise<{ success: true; message: string }> {
  const { commentId } = input;
  await reportableComment(deps, uid, commentId);
  await admittedWrite(deps, COMMENT_ACTIONS.report, async (commit) => {
    const { comment, edge: report } = await commentWithEdge(
      deps.db,
      commentId,
      COMMENT_REPORTS_SUBCOLLECTION,
      uid,
    );
    const at = nowIso(deps);
    const after = {
      reporterId: uid,
      recipeId: comment.recipeId,
      reason: input.reason,
      description: input.description ?? '',
      createdAt: report?.createdAt ?? at,
      updatedAt: at,
    };
    const changes = [reportChange(commentId, uid, report, after)];
    if (!report) changes.push(commentCounter(commentId, comment, 'reportCount', 1));
    await commit(changes);
  });
  return { success: true, message: COMMENT_MESSAGES.reported };
}
