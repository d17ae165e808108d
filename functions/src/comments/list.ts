/**
 * GET /api/comments/list (001 §7, §9): a recipe's top-level comments, 20 a page, newest, oldest or top (most liked)
 * first; or one comment's replies, oldest first (the page asks for 50). Read from the mirror (offset paging and the
 * "top" order are relational), for viewers who may read the recipe; userLiked from the viewer's like edges.
 * includeReplies=true also attaches each comment's first replies (up to a replies page, oldest first).
 * Every language version of a recipe lists its family's comments, kept under the family's key (decision 0077).
 */
import { AppError } from '../domain/errors';
import { COMMENTS } from '../domain/constants/social';
import { COMMENT_MESSAGES } from '../domain/comments/messages';
import type { ListCommentsQuery } from '../domain/comments/schemas';
import { familyKeyOf } from '../domain/recipe/family';
import type { CommentView } from '../domain/comments/types';
import type { CommentsPage } from '../domain/contracts';
import type { Tables } from '../platform/mirror/database.types';
import type { CommentsDeps } from './deps';
import { activeComment, readableRecipe } from './store';
import { viewOfRow } from './view';

type Row = Tables<'comments'>;

function failed(message: string): AppError {
  return new AppError('unavailable', COMMENT_MESSAGES.loadFailed, { reason: message });
}

async function likedBy(deps: CommentsDeps, uid: string | null, ids: readonly string[]): Promise<Set<string>> {
  if (!uid || ids.length === 0) return new Set();
  const { data, error } = await deps.supabase
    .from('comment_likes')
    .select('comment_id')
    .eq('user_id', uid)
    .in('comment_id', [...ids]);
  if (error) throw failed(error.message);
  return new Set((data ?? []).map((row: { comment_id: string }) => row.comment_id));
}

async function repliesOf(deps: CommentsDeps, parentIds: readonly string[]): Promise<Row[]> {
  if (parentIds.length === 0) return [];
  const { data, error } = await deps.supabase
    .from('comments')
    .select('*')
    .in('parent_id', [...parentIds])
    .eq('status', 'active')
    .order('created_at', { ascending: true })
    .limit(parentIds.length * COMMENTS.repliesPageSize);
  if (error) throw failed(error.message);
  return (data ?? []) as Row[];
}

export async function listComments(
  deps: CommentsDeps,
  uid: string | null,
  input: ListCommentsQuery,
): Promise<CommentsPage> {
  const familyKey = familyKeyOf(input.recipeId, await readableRecipe(deps.db, uid, input.recipeId));
  if (input.parentId) {
    const parent = await activeComment(deps.db, input.parentId);
    if (parent.recipeId !== familyKey) throw new AppError('not-found', COMMENT_MESSAGES.notFound);
  }
  const sort = input.parentId ? 'oldest' : (input.sortBy ?? 'newest');
  let request = deps.supabase
    .from('comments')
    .select('*', { count: 'exact' })
    .eq('recipe_id', familyKey)
    .eq('status', 'active');
  request = input.parentId ? request.eq('parent_id', input.parentId) : request.is('parent_id', null);
  if (sort === 'top') request = request.order('like_count', { ascending: false });
  request = request
    .order('created_at', { ascending: sort === 'oldest' })
    .order('firebase_id', { ascending: true })
    .range(input.offset, input.offset + input.limit - 1);
  const { data, error, count } = await request;
  if (error) throw failed(error.message);
  const rows = (data ?? []) as Row[];

  const replies =
    input.includeReplies === 'true' && !input.parentId
      ? await repliesOf(
          deps,
          rows.map((r) => r.firebase_id),
        )
      : [];
  const liked = await likedBy(
    deps,
    uid,
    [...rows, ...replies].map((row) => row.firebase_id),
  );
  const comments: CommentView[] = rows.map((row) => ({
    ...viewOfRow(row, liked.has(row.firebase_id)),
    replies: replies
      .filter((reply) => reply.parent_id === row.firebase_id)
      .slice(0, COMMENTS.repliesPageSize)
      .map((reply) => viewOfRow(reply, liked.has(reply.firebase_id))),
  }));
  const total = count ?? input.offset + rows.length;
  return {
    comments,
    pagination: {
      hasMore: input.offset + rows.length < total,
      offset: input.offset,
      limit: input.limit,
      total,
    },
  };
}
