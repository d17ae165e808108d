/**
 * POST /api/comments/report (001 §5, §7): spam, offensive or harassment with an optional description, one report
 * per person and comment (reporting again stores nothing and answers that it was already reported), mirror first
 * with the comment's reportCount in the same commit. Nobody reports their own comment.
 */
import { AppError } from '../domain/errors';
import { COMMENT_ACTIONS, COMMENT_MESSAGES } from '../domain/comments/messages';
import type { ReportCommentBody } from '../domain/comments/schemas';
import { COMMENTS_COLLECTION, COMMENT_REPORTS_SUBCOLLECTION } from '../domain/comments/types';
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
): Promise<{ success: true; alreadyReported: boolean; message: string }> {
  const { commentId } = input;
  await reportableComment(deps, uid, commentId);
  const already = {
    success: true,
    alreadyReported: true,
    message: COMMENT_MESSAGES.alreadyReported,
  } as const;
  if (await reportOf(deps, commentId, uid)) return already;
  const stored = await admittedWrite(deps, COMMENT_ACTIONS.report, async (commit) => {
    const { comment, edge: report } = await commentWithEdge(
      deps.db,
      commentId,
      COMMENT_REPORTS_SUBCOLLECTION,
      uid,
    );
    if (report) return false; // a second report raced the check above
    const at = nowIso(deps);
    const after = {
      reporterId: uid,
      recipeId: comment.recipeId,
      reason: input.reason,
      description: input.description ?? '',
      createdAt: at,
      updatedAt: at,
    };
    await commit([
      reportChange(commentId, uid, null, after),
      commentCounter(commentId, comment, 'reportCount', 1),
    ]);
    return true;
  });
  return stored ? { success: true, alreadyReported: false, message: COMMENT_MESSAGES.reported } : already;
}

async function reportOf(deps: CommentsDeps, commentId: string, uid: string): Promise<boolean> {
  return (
    await deps.db.doc(`${COMMENTS_COLLECTION}/${commentId}/${COMMENT_REPORTS_SUBCOLLECTION}/${uid}`).get()
  ).exists;
}
