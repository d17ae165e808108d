/** The comment management screen's calls (spec 002 §2 "Comment Management", §3 "Comment (admin view)", §7). */
import { z } from 'zod';
import { COMMENT_MODERATION } from '../constants/admin';
import { MODERATION_ACTIONS } from '../comments/moderation';
import type { CommentStatus } from '../comments/types';

const STATUSES = ['active', 'hidden', 'deleted', 'pending'] as const;
const SORTS = ['newest', 'oldest', 'most_reported', 'most_liked'] as const;
const isoDate = (field: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || !Number.isNaN(Date.parse(value)), `${field} must be a date`)
    .default('');

export const adminCommentsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(COMMENT_MODERATION.pageSize),
  status: z.enum([...STATUSES, 'all']).default('all'),
  search: z.string().trim().max(200, 'Search must be 200 characters or less').default(''),
  sortBy: z.enum(SORTS).default('newest'),
  dateFrom: isoDate('dateFrom'),
  dateTo: isoDate('dateTo'),
});
export type AdminCommentsQuery = z.infer<typeof adminCommentsQuerySchema>;

const commentId = z.string().trim().min(1, 'commentId is required').max(128);
const reason = z.string().trim().max(500, 'Reason must be 500 characters or less').default('');

export const moderateCommentInputSchema = z.object({
  commentId,
  action: z.enum(MODERATION_ACTIONS),
  reason,
});

/** 002 §5 "Bulk delete needs at least one selected comment". */
export const bulkDeleteCommentsInputSchema = z.object({
  commentIds: z.array(commentId).min(1, 'Select at least one comment').max(100),
  reason,
});

export interface AdminComment {
  id: string;
  content: string;
  authorId: string;
  authorName: string;
  author: { isVerified: boolean };
  recipeId: string;
  recipe: { title: string };
  parentId: string | null;
  status: CommentStatus;
  reportCount: number;
  reports: { reason: string; description: string }[];
  likes: number;
  createdAt: string;
  metadata: { toxicityScore: number };
}

export interface CommentStats {
  overall: { totalComments: number; activeComments: number; hiddenComments: number; pendingComments: number };
  reports: { totalReports: number };
  moderation: { totalActions: number };
}

export interface ModerationResult {
  commentId: string;
  /** null: removed for good. */
  status: CommentStatus | null;
}
