/**
 * POST /api/comments/create (001 §5, §7): a comment or a reply, mirror first, with the recipe's commentCount (and
 * the parent's replyCount) in the same commit; its toxicity score is kept for moderation; then the notifications
 * (comment_on_recipe to the recipe's author, reply_to_comment to the parent's author, never to oneself).
 * A recipe's language versions share their comments (decision 0077): the comment is kept under the family's key, in
 * the language it is written in (domain/comments/language.ts), and the family's commentCount moves on every member;
 * the notifications link the family's key (the reader's own version opens) with the title of the version it was
 * posted on.
 */
import { AppError } from '../domain/errors';
import { recipeAuthorId } from '../domain/recipe/author';
import { commentLanguage } from '../domain/comments/language';
import { COMMENT_ACTIONS, COMMENT_MESSAGES } from '../domain/comments/messages';
import { familyKeyOf } from '../domain/recipe/family';
import { COMMENTS_COLLECTION, type CommentDoc, type CommentView } from '../domain/comments/types';
import type { CreateCommentBody } from '../domain/comments/schemas';
import { nowIso } from '../platform/mirror/deps';
import { readFamily } from '../platform/recipeFamily';
import { admittedWrite } from './admittedWrite';
import { commentChange, commentCounter, familyCommentCount } from './changes';
import type { CommentsDeps } from './deps';
import { notify, recipeTitleOf } from './notify';
import { activeComment, refuseBanned, profileOf, readableRecipe, readComment, textOf } from './store';
import { viewOfDoc } from './view';

export interface Commenter {
  readonly uid: string;
  readonly emailVerified: boolean;
}

/** The checks that need no store (001 §5): the text, then a verified email for a top-level comment. */
export function checkCommentText(
  commenter: Commenter,
  input: Pick<CreateCommentBody, 'content' | 'parentId'>,
) {
  const content = input.content.trim();
  if (!content) {
    const message = input.parentId ? COMMENT_MESSAGES.emptyReply : COMMENT_MESSAGES.emptyComment;
    throw new AppError('invalid-argument', message, { field: 'content' });
  }
  if (!input.parentId && !commenter.emailVerified)
    throw new AppError('permission-denied', COMMENT_MESSAGES.verifyEmail);
  return content;
}

export async function createComment(
  deps: CommentsDeps,
  commenter: Commenter,
  input: CreateCommentBody,
): Promise<{ comment: CommentView }> {
  const content = checkCommentText(commenter, input);
  const now = deps.now?.() ?? new Date();
  await refuseBanned(deps.db, commenter.uid, now);
  const recipe = await readableRecipe(deps.db, commenter.uid, input.recipeId);
  const familyKey = familyKeyOf(input.recipeId, recipe);
  const parent = input.parentId ? await activeComment(deps.db, input.parentId) : null;
  if (parent && parent.recipeId !== familyKey)
    throw new AppError('invalid-argument', COMMENT_MESSAGES.parentElsewhere, { field: 'parentId' });

  const author = await profileOf(deps.db, commenter.uid);
  const toxicityScore = await deps.toxicity.score(content, input.language ?? '');
  const id = deps.db.collection(COMMENTS_COLLECTION).doc().id;
  const at = nowIso(deps);
  const doc: CommentDoc = {
    recipeId: familyKey,
    recipeAuthorId: recipeAuthorId(recipe),
    authorId: commenter.uid,
    authorName: author.name,
    authorAvatar: author.avatar,
    content,
    parentId: input.parentId ?? null,
    language: commentLanguage(content, { stated: input.language, version: textOf(recipe.language) }),
    status: 'active',
    likes: 0,
    replyCount: 0,
    reportCount: 0,
    isEdited: false,
    metadata: { toxicityScore },
    createdAt: at,
    updatedAt: at,
  };

  await admittedWrite(deps, COMMENT_ACTIONS.create, async (commit) => {
    const [{ family }, freshParent] = await Promise.all([
      readFamily(deps.db, input.recipeId),
      input.parentId ? readComment(deps.db, input.parentId) : null,
    ]);
    if (!family) throw new AppError('not-found', COMMENT_MESSAGES.recipeNotFound);
    if (input.parentId && !freshParent) throw new AppError('not-found', COMMENT_MESSAGES.notFound);
    const changes = [commentChange(id, null, { ...doc }), ...familyCommentCount(family, 1)];
    if (input.parentId && freshParent)
      changes.push(commentCounter(input.parentId, freshParent, 'replyCount', 1));
    await commit(changes);
  });

  const event = {
    actor: { uid: commenter.uid, name: doc.authorName },
    // the family's page (which opens on the reader's own version) outlives the version, with the title it saw
    recipe: { id: familyKey, title: recipeTitleOf(recipe) },
    commentId: id,
    commentText: content,
  };
  const parentAuthor = parent ? textOf(parent.authorId) : '';
  if (parent) await notify(deps.db, { ...event, recipient: parentAuthor, type: 'reply_to_comment' }, now);
  // the recipe's author hears of every comment, once: a reply to their own comment already told them
  if (doc.recipeAuthorId !== parentAuthor) {
    const type = parent ? 'reply_on_recipe' : 'comment_on_recipe';
    await notify(deps.db, { ...event, recipient: doc.recipeAuthorId, type }, now);
  }
  return { comment: viewOfDoc(id, { ...doc }) };
}
