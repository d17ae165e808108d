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
import { getContract, httpContract, postContract } from './define';

export interface CommentsPage {
  comments: CommentView[];
  pagination: { hasMore: boolean; offset: number; limit: number; total: number };
}

export const listComments = getContract<CommentsPage>()('/api/comments/list', listCommentsQuerySchema, [
  'unauthenticated',
  'not-found',
]);

export const createComment = postContract<{ comment: CommentView }>()(
  '/api/comments/create',
  createCommentBodySchema,
  // failed-precondition: settings/features.social.comments is off (decision 0036)
  [
    'unauthenticated',
    'permission-denied',
    'not-found',
    'failed-precondition',
    'resource-exhausted',
    'unavailable',
  ],
);

export const likeComment = postContract<{ likeCount: number; liked: boolean }>()(
  '/api/comments/like',
  likeCommentBodySchema,
  ['unauthenticated', 'permission-denied', 'not-found', 'resource-exhausted', 'unavailable'],
);

export const deleteComment = httpContract<{ deletedCommentIds: string[] }>()({
  method: 'DELETE',
  path: '/api/comments/delete',
  from: 'query',
  input: deleteCommentQuerySchema,
  errors: ['unauthenticated', 'permission-denied', 'not-found', 'unavailable'],
});

/** A second report by the same person stores nothing and says so (`alreadyReported`). */
export const reportComment = postContract<{ success: true; alreadyReported: boolean; message: string }>()(
  '/api/comments/report',
  reportCommentBodySchema,
  ['unauthenticated', 'permission-denied', 'not-found', 'resource-exhausted', 'unavailable'],
);
