/** A comment as the calls answer it (001 §3 "Comment"), from its document or its mirror row. */
import type { CommentView } from '../domain/comments/types';
import { toIsoString } from '../domain/time';
import type { Tables } from '../platform/mirror/database.types';
import { countOf, textOf } from './store';

export function viewOfDoc(id: string, doc: Record<string, unknown>, userLiked = false): CommentView {
  return {
    id,
    recipeId: textOf(doc.recipeId),
    authorId: textOf(doc.authorId),
    authorName: textOf(doc.authorName),
    authorAvatar: textOf(doc.authorAvatar),
    content: textOf(doc.content),
    language: textOf(doc.language),
    createdAt: toIsoString(doc.createdAt) ?? '',
    isEdited: doc.isEdited === true,
    likes: countOf(doc.likes),
    userLiked,
    replyCount: countOf(doc.replyCount),
    replies: [],
    parentId: textOf(doc.parentId) || null,
  };
}

export function viewOfRow(row: Tables<'comments'>, userLiked: boolean): CommentView {
  return {
    id: row.firebase_id,
    recipeId: row.recipe_id,
    authorId: row.author_id,
    authorName: row.author_name,
    authorAvatar: row.author_avatar,
    content: row.content,
    language: row.language,
    createdAt: toIsoString(row.created_at) ?? row.created_at,
    isEdited: row.is_edited,
    likes: row.like_count,
    userLiked,
    replyCount: row.reply_count,
    replies: [],
    parentId: row.parent_id,
  };
}
