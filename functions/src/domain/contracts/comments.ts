/**
 * The comments group's calls (001 §7 "Comments"): comments-api serves /api/comments/** through the Hosting rewrite.
 * Comment notifications have no call: the bell reads users/{uid}/commentNotifications live and marks or deletes
 * its own documents under the rules (001 §7 "Comment notifications").
 */
import {
  createCommentBodySchema,
  deleteCommentQuerySchema,
  likeCommentBodySchema,
  listCommentsQuerySchema,
  reportCommentBodySchema,
} from '../comments/schemas';
import type { CommentView } from '../comments/types';
import { z } from 'zod';
import { getContract, httpContract, postContract } from './define';
import {
  adminCommentsQuerySchema,
  bulkDeleteCommentsInputSchema,
  moderateCommentInputSchema,
  type AdminComment,
  type CommentStats,
  type ModerationResult,
} from '../admin';
import {
  bannedUsersQuerySchema,
  banUserInputSchema,
  unbanUserInputSchema,
  type BannedUser,
} from '../comments/bans';
import { ADMIN_CALL_ERRORS, MODERATION_ERRORS, USER_WRITE_ERRORS } from './errorSets';

export interface CommentsPage {
  comments: CommentView[];
  pagination: { hasMore: boolean; offset: number; limit: number; total: number };
}

export const listComments = getContract<CommentsPage>('public', 'comments')(
  '/api/comments/list',
  listCommentsQuerySchema,
  ['unauthenticated', 'not-found'],
);

export const createComment = postContract<{ comment: CommentView }>('signedIn', 'comments')(
  '/api/comments/create',
  createCommentBodySchema,
  // failed-precondition: settings/features.social.comments is off (decision 0036)
  USER_WRITE_ERRORS,
);

export const likeComment = postContract<{ likeCount: number; liked: boolean }>('signedIn', 'comments')(
  '/api/comments/like',
  likeCommentBodySchema,
  ['unauthenticated', 'permission-denied', 'not-found', 'resource-exhausted', 'unavailable'],
);

export const deleteComment = httpContract<{ deletedCommentIds: string[] }>(
  'signedIn',
  'comments',
)({
  method: 'DELETE',
  path: '/api/comments/delete',
  from: 'query',
  input: deleteCommentQuerySchema,
  errors: ['unauthenticated', 'permission-denied', 'not-found', 'unavailable'],
});

/** A second report by the same person stores nothing and says so (`alreadyReported`). */
export const reportComment = postContract<{ success: true; alreadyReported: boolean; message: string }>(
  'signedIn',
  'comments',
)('/api/comments/report', reportCommentBodySchema, [
  'unauthenticated',
  'permission-denied',
  'not-found',
  'resource-exhausted',
  'unavailable',
]);

// ------------------------------------------------------------------ comment management (002 §7), comments-api

export const adminComments = getContract<{ comments: AdminComment[]; hasMore: boolean }>('admin', 'comments')(
  '/api/admin/comments',
  adminCommentsQuerySchema,
  ADMIN_CALL_ERRORS,
);

export const adminModerateComment = httpContract<ModerationResult>(
  'admin',
  'comments',
)({
  method: 'PUT',
  path: '/api/admin/comments',
  from: 'body',
  input: moderateCommentInputSchema,
  errors: MODERATION_ERRORS,
});

export const adminDeleteComments = httpContract<{ results: ModerationResult[] }>(
  'admin',
  'comments',
)({
  method: 'DELETE',
  path: '/api/admin/comments',
  from: 'body',
  input: bulkDeleteCommentsInputSchema,
  errors: MODERATION_ERRORS,
});

export const adminCommentStats = getContract<{ statistics: CommentStats }>('admin', 'comments')(
  '/api/admin/comment-stats',
  z.object({}),
  ADMIN_CALL_ERRORS,
);

// ------------------------------------------------------------------ bans (002 §2 Banned Users, §7), comments-api

export const adminBannedUsers = getContract<{ bannedUsers: BannedUser[]; hasMore: boolean }>(
  'admin',
  'comments',
)('/api/admin/banned-users', bannedUsersQuerySchema, ADMIN_CALL_ERRORS);

/** 002 §7: POST /api/admin/banned-users { userId, reason } unbans. */
export const adminUnbanUser = postContract<{ userId: string; banned: false }>('admin', 'comments')(
  '/api/admin/banned-users',
  unbanUserInputSchema,
  MODERATION_ERRORS,
);

/** Ours (the spec shows the ban form, not its call): a reason and an end, empty meaning permanent. */
export const adminBanUser = postContract<{ ban: BannedUser }>('admin', 'comments')(
  '/api/admin/ban-user',
  banUserInputSchema,
  MODERATION_ERRORS,
);
