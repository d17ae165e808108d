/**
 * The comment calls' inputs (001 §7 "Comments"). Query values arrive as strings. The content's emptiness is
 * checked by the service after sign-in (its text depends on whether it is a reply: 001 §5).
 */
import { z } from 'zod';
import { documentId } from '../catalog/fields';
import { COMMENTS } from '../constants/social';
import { intParam } from '../recipe/httpSchemas';
import { userText } from '../text/userText';
import { COMMENT_LIMITS } from './limits';
import { COMMENT_MESSAGES } from './messages';
import { COMMENT_SORTS, REPORT_REASONS } from './types';

const recipeId = documentId('recipeId is required');
const commentId = documentId('commentId is required');
const recaptchaToken = z
  .string({ error: 'recaptchaToken must be a string' })
  .trim()
  .max(4096, 'recaptchaToken must be 4096 characters or less')
  .nullish();

const blankAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);

export const listCommentsQuerySchema = z.object({
  recipeId,
  /** Replies of this comment (sorted oldest first, 50 a page) instead of the top-level comments. */
  parentId: z.preprocess(blankAsMissing, commentId.optional()),
  sortBy: z.preprocess(
    blankAsMissing,
    z.enum(COMMENT_SORTS, { error: `sortBy must be one of ${COMMENT_SORTS.join(', ')}` }).optional(),
  ),
  limit: intParam('limit', 1, COMMENTS.repliesPageSize, COMMENTS.pageSize),
  offset: intParam('offset', 0, 100_000, 0),
  includeReplies: z.preprocess(
    blankAsMissing,
    z.enum(['true', 'false'], { error: 'includeReplies must be true or false' }).optional(),
  ),
});

export const createCommentBodySchema = z.object({
  recipeId,
  // as typed (decision 0038): `5 < 6 & <b>bold</b>` is stored and shown as such
  content: z
    .string({ error: COMMENT_MESSAGES.emptyComment })
    .max(COMMENT_LIMITS.contentMax, COMMENT_MESSAGES.tooLong(COMMENT_LIMITS.contentMax))
    .transform((value) => userText(value)),
  parentId: z.preprocess(blankAsMissing, commentId.optional()),
  language: z.preprocess(
    blankAsMissing,
    z
      .string({ error: 'language must be a language code' })
      .regex(/^[a-z]{2,3}$/, 'language must be a language code')
      .optional(),
  ),
  recaptchaToken,
});

export const likeCommentBodySchema = z.object({ commentId, recaptchaToken });

export const deleteCommentQuerySchema = z.object({ commentId });

export const reportCommentBodySchema = z.object({
  commentId,
  reason: z.enum(REPORT_REASONS, { error: `reason must be one of ${REPORT_REASONS.join(', ')}` }),
  description: z.preprocess(
    blankAsMissing,
    z
      .string({ error: 'description must be text' })
      .transform((value) => userText(value))
      .pipe(
        z
          .string()
          .max(
            COMMENT_LIMITS.reportDescriptionMax,
            COMMENT_MESSAGES.descriptionTooLong(COMMENT_LIMITS.reportDescriptionMax),
          ),
      )
      .optional(),
  ),
  recaptchaToken,
});

export type ListCommentsQuery = z.output<typeof listCommentsQuerySchema>;
export type CreateCommentBody = z.output<typeof createCommentBodySchema>;
export type ReportCommentBody = z.output<typeof reportCommentBodySchema>;
