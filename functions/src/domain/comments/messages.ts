/**
 * The comment calls' texts: the spec's (001 §5, §8; 000 §5) where it gives them, ours (marked) where it names a
 * refusal without words.
 */
export const COMMENT_MESSAGES = {
  emptyComment: 'Please enter a comment',
  emptyReply: 'Please enter a reply',
  verifyEmail: 'Please verify your email before commenting',
  // ours
  notFound: 'Comment not found',
  recipeNotFound: 'Recipe not found',
  parentElsewhere: 'The comment you reply to belongs to another recipe',
  deleteForbidden: 'Only the comment’s author or the recipe’s author can delete this comment',
  reportOwn: 'You cannot report your own comment',
  reported: 'Comment reported successfully',
  alreadyReported: 'You have already reported this comment',
  /** 001 §8 comments toasts */
  loadFailed: 'Failed to load comments',
  tooLong: (max: number) => `Comments must be ${max} characters or less`,
  descriptionTooLong: (max: number) => `The description must be ${max} characters or less`,
} as const;

/** Verb phrases for the mirror's failure texts ("Unable to {action}: …", 002 §8). */
export const COMMENT_ACTIONS = {
  create: 'post comment',
  like: 'like comment',
  remove: 'delete comment',
  report: 'report comment',
} as const;
