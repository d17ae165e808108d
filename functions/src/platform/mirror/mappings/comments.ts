import {
  COMMENT_LIKES_SUBCOLLECTION,
  COMMENT_REPORTS_SUBCOLLECTION,
  COMMENTS_COLLECTION,
} from '../../../domain/comments/types';
import { integer, text } from '../rowValues';
import type { VersionedDoc } from '../types';
import { CREATED_AND_UPDATED, defineMapping, defineSubcollectionMapping } from './define';

const score = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
const count = (value: unknown) => Math.max(0, integer(value));

/** comments/{id} → public.comments (supabase/migrations/20261129000300_social.sql). */
export const commentMapping = defineMapping(COMMENTS_COLLECTION, 'comments', (doc: VersionedDoc) => ({
  recipe_id: text(doc.recipeId),
  recipe_author_id: text(doc.recipeAuthorId),
  author_id: text(doc.authorId),
  author_name: text(doc.authorName),
  author_avatar: text(doc.authorAvatar),
  content: text(doc.content),
  parent_id: text(doc.parentId) || null,
  language: text(doc.language),
  status: text(doc.status) || 'active',
  like_count: count(doc.likes),
  reply_count: count(doc.replyCount),
  report_count: count(doc.reportCount),
  is_edited: doc.isEdited === true,
  toxicity_score: score((doc.metadata as { toxicityScore?: unknown } | undefined)?.toxicityScore),
}));

/** comments/{id}/likes/{uid} → public.comment_likes, keyed '{commentId}/{uid}'. */
export const commentLikeMapping = defineSubcollectionMapping(
  [COMMENTS_COLLECTION, COMMENT_LIKES_SUBCOLLECTION],
  'comment_likes',
  (doc, [commentId, uid]) => ({ comment_id: commentId, user_id: uid, recipe_id: text(doc.recipeId) }),
  CREATED_AND_UPDATED,
);

/** comments/{id}/reports/{uid} → public.comment_reports, keyed '{commentId}/{uid}'. */
export const commentReportMapping = defineSubcollectionMapping(
  [COMMENTS_COLLECTION, COMMENT_REPORTS_SUBCOLLECTION],
  'comment_reports',
  (doc, [commentId, uid]) => ({
    comment_id: commentId,
    reporter_id: uid,
    recipe_id: text(doc.recipeId),
    reason: text(doc.reason) || 'spam',
    description: text(doc.description),
  }),
  CREATED_AND_UPDATED,
);
