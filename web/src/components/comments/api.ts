/**
 * The comment calls (001 §7 "Comments"), typed by the contracts. Writes carry a bot-check token for their action;
 * the server refuses them without one.
 */
import { COMMENTS } from '@domain/constants/social';
import type { CommentSort, CommentView, ReportReason } from '@domain/comments/types';
import { apiCall } from '@/platform/api';
import { getBotToken } from '@/platform/botCheck';
import type { Page } from '@/platform/query';

export type { CommentSort, CommentView, ReportReason };

export const commentKeys = {
  all: ['comments'] as const,
  list: (recipeId: string, sort: CommentSort, viewer: string) =>
    ['comments', recipeId, sort, viewer] as const,
  replies: (parentId: string, viewer: string) => ['comments', 'replies', parentId, viewer] as const,
};

/** One page of GET /api/comments/list: top-level comments by `sortBy`, or the replies to `parentId`. */
async function commentPage(
  query: { recipeId: string; sortBy: CommentSort; offset: number; limit: number; parentId?: string },
  signal: AbortSignal,
): Promise<Page<CommentView>> {
  const answer = await apiCall('GET /api/comments/list', { query, signal });
  return {
    items: answer?.comments ?? [],
    hasMore: answer?.pagination?.hasMore === true,
    total: answer?.pagination?.total,
  };
}

export const listComments = (recipeId: string, sortBy: CommentSort, offset: number, signal: AbortSignal) =>
  commentPage({ recipeId, sortBy, offset, limit: COMMENTS.pageSize }, signal);

export const listReplies = (recipeId: string, parentId: string, offset: number, signal: AbortSignal) =>
  commentPage({ recipeId, parentId, sortBy: 'oldest', offset, limit: COMMENTS.repliesPageSize }, signal);

export async function postComment(input: {
  recipeId: string;
  content: string;
  parentId?: string;
  language: string;
}): Promise<CommentView> {
  const recaptchaToken = await getBotToken('CREATE_COMMENT');
  const answer = await apiCall('POST /api/comments/create', { body: { ...input, recaptchaToken } });
  return answer.comment;
}

export async function toggleCommentLike(commentId: string) {
  const recaptchaToken = await getBotToken('LIKE_COMMENT');
  return apiCall('POST /api/comments/like', { body: { commentId, recaptchaToken } });
}

export async function deleteComment(commentId: string): Promise<string[]> {
  const answer = await apiCall('DELETE /api/comments/delete', { query: { commentId } });
  return answer?.deletedCommentIds ?? [commentId];
}

export async function reportComment(commentId: string, reason: ReportReason, description: string) {
  const recaptchaToken = await getBotToken('REPORT_COMMENT');
  return apiCall('POST /api/comments/report', { body: { commentId, reason, description, recaptchaToken } });
}
