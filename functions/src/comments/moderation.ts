/**
 * Comment management (spec 002 §2, §4, §7): the admin list, the moderation machine (domain/comments/moderation.ts)
 * applied through the mirror protocol, bulk delete and the statistics. The handlers have checked the admin.
 */
import {
  ADMIN_AUDIT_COLLECTION,
  type AdminComment,
  type AdminCommentsQuery,
  type CommentStats,
  type ModerationResult,
} from '../domain/admin';
import { activeCountDelta, moderate, type ModerationAction } from '../domain/comments/moderation';
import { COMMENT_MESSAGES } from '../domain/comments/messages';
import type { CommentStatus } from '../domain/comments/types';
import { AppError } from '../domain/errors';
import { withoutVersion, nowIso } from '../platform/mirror/deps';
import { writeMirrored } from '../platform/mirror/writeMirrored';
import { readFamily } from '../platform/recipeFamily';
import { commentChange, familyCommentCount } from './changes';
import type { CommentsDeps } from './deps';
import { readComment, textOf } from './store';
import { removeComments } from './tree';

const ACTION = 'admin-moderate-comment';

const unavailable = (message: string) => new AppError('unavailable', message);

/** 002 §7 GET /api/admin/comments: every status unless filtered, searched in the text, sorted, in a date range. */
export async function listAdminComments(
  deps: CommentsDeps,
  input: AdminCommentsQuery,
): Promise<{ comments: AdminComment[]; hasMore: boolean }> {
  const from = (input.page - 1) * input.limit;
  let request = deps.supabase
    .from('comments')
    .select(
      'firebase_id, content, author_id, author_name, recipe_id, parent_id, status, report_count, like_count, toxicity_score, created_at',
    );
  if (input.status !== 'all') request = request.eq('status', input.status);
  if (input.search) request = request.ilike('content', `%${input.search.replace(/[%_\\]/g, '\\$&')}%`);
  if (input.dateFrom) request = request.gte('created_at', new Date(input.dateFrom).toISOString());
  if (input.dateTo) request = request.lte('created_at', new Date(input.dateTo).toISOString());
  if (input.sortBy === 'most_reported') request = request.order('report_count', { ascending: false });
  if (input.sortBy === 'most_liked') request = request.order('like_count', { ascending: false });
  request = request
    .order('created_at', { ascending: input.sortBy === 'oldest' })
    .order('firebase_id')
    .range(from, from + input.limit);
  const { data, error } = await request;
  if (error) throw unavailable(error.message);
  const rows = (data ?? []).slice(0, input.limit);
  const [titles, verified, reports] = await Promise.all([
    keyed(unique(rows.map((r) => r.recipe_id)), (ids) =>
      deps.supabase.from('recipes').select('firebase_id, title').in('firebase_id', ids),
    ),
    keyed(unique(rows.map((r) => r.author_id)), (ids) =>
      deps.supabase.from('profiles').select('firebase_id, is_verified').in('firebase_id', ids),
    ),
    reportsOf(
      deps,
      rows.map((r) => r.firebase_id),
    ),
  ]);
  return {
    comments: rows.map((row) => ({
      id: row.firebase_id,
      content: row.content,
      authorId: row.author_id,
      authorName: row.author_name,
      author: { isVerified: verified.get(row.author_id)?.is_verified === true },
      recipeId: row.recipe_id,
      recipe: { title: textOf(titles.get(row.recipe_id)?.title) },
      parentId: row.parent_id,
      status: row.status,
      reportCount: row.report_count,
      reports: reports.get(row.firebase_id) ?? [],
      likes: row.like_count,
      createdAt: row.created_at,
      metadata: { toxicityScore: row.toxicity_score },
    })),
    hasMore: (data ?? []).length > input.limit,
  };
}

const unique = (values: string[]) => [...new Set(values.filter(Boolean))];

/** The rows `read` finds for `ids`, by firebase_id (no read for no ids). */
async function keyed<R extends { firebase_id: string }>(
  ids: string[],
  read: (ids: string[]) => PromiseLike<{ data: R[] | null; error: { message: string } | null }>,
): Promise<Map<string, R>> {
  if (ids.length === 0) return new Map();
  const { data, error } = await read(ids);
  if (error) throw unavailable(error.message);
  return new Map((data ?? []).map((row) => [row.firebase_id, row]));
}

async function reportsOf(deps: CommentsDeps, ids: string[]) {
  const found = new Map<string, { reason: string; description: string }[]>();
  if (ids.length === 0) return found;
  const { data, error } = await deps.supabase
    .from('comment_reports')
    .select('comment_id, reason, description')
    .in('comment_id', ids);
  if (error) throw unavailable(error.message);
  for (const row of data ?? []) {
    const list = found.get(row.comment_id) ?? [];
    list.push({ reason: row.reason, description: row.description });
    found.set(row.comment_id, list);
  }
  return found;
}

/**
 * One moderation action: the new status with the recipe family's count of active comments (on every member) in the
 * same commit, or, for a deleted comment deleted again, the comment removed for good with its likes, reports and
 * notifications.
 */
export async function moderateComment(
  deps: CommentsDeps,
  commentId: string,
  action: ModerationAction,
): Promise<ModerationResult & { before: CommentStatus }> {
  const first = await readComment(deps.db, commentId);
  if (!first) throw new AppError('not-found', COMMENT_MESSAGES.notFound, { field: 'commentId' });
  const before = first.status as CommentStatus;
  const outcome = moderate(before, action);
  if (outcome.kind === 'refused')
    throw new AppError('failed-precondition', outcome.message, { field: 'action' });
  if (outcome.kind === 'purge') {
    await removeComments(deps, ACTION, [commentId]);
    return { commentId, status: null, before };
  }
  await writeMirrored(deps, ACTION, async (commit) => {
    const comment = await readComment(deps.db, commentId);
    if (!comment) throw new AppError('not-found', COMMENT_MESSAGES.notFound, { field: 'commentId' });
    const status = comment.status as CommentStatus;
    const { family } = await readFamily(deps.db, textOf(comment.recipeId));
    const delta = activeCountDelta(status, outcome.status);
    const changes = [
      commentChange(commentId, comment, {
        ...withoutVersion(comment),
        status: outcome.status,
        updatedAt: nowIso(deps),
      }),
    ];
    if (family && delta !== 0) changes.push(...familyCommentCount(family, delta));
    await commit(changes);
  });
  return { commentId, status: outcome.status, before };
}

/** 002 §7 DELETE /api/admin/comments: delete each one (a deleted one for good); a missing one is skipped. */
export async function deleteComments(
  deps: CommentsDeps,
  ids: readonly string[],
): Promise<(ModerationResult & { before: CommentStatus })[]> {
  const results = [];
  for (const id of unique([...ids])) {
    try {
      results.push(await moderateComment(deps, id, 'delete'));
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'not-found')) throw error;
    }
  }
  return results;
}

async function counted(
  request: PromiseLike<{ count: number | null; error: { message: string } | null }>,
): Promise<number> {
  const { count: found, error } = await request;
  if (error) throw unavailable(error.message);
  return found ?? 0;
}

function commentCount(deps: CommentsDeps, status?: CommentStatus): Promise<number> {
  const request = deps.supabase.from('comments').select('firebase_id', { count: 'exact', head: true });
  return counted(status ? request.eq('status', status) : request);
}

/** 002 §7 GET /api/admin/comment-stats. moderation.totalActions: the audit log's moderation entries. */
export async function commentStats(deps: CommentsDeps): Promise<CommentStats> {
  const [total, active, hidden, pending, reports, actions] = await Promise.all([
    commentCount(deps),
    commentCount(deps, 'active'),
    commentCount(deps, 'hidden'),
    commentCount(deps, 'pending'),
    counted(deps.supabase.from('comment_reports').select('firebase_id', { count: 'exact', head: true })),
    deps.db
      .collection(ADMIN_AUDIT_COLLECTION)
      .where('action', 'in', [...MODERATION_AUDIT_ACTIONS])
      .count()
      .get(),
  ]);
  return {
    overall: {
      totalComments: total,
      activeComments: active,
      hiddenComments: hidden,
      pendingComments: pending,
    },
    reports: { totalReports: reports },
    moderation: { totalActions: actions.data().count },
  };
}

export const MODERATION_AUDIT_ACTIONS = ['PUT /api/admin/comments', 'DELETE /api/admin/comments'] as const;
