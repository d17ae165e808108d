/**
 * The MirroredChanges comment writes are made of, built in one place: the comment, its like and report edges, and
 * the counters that move with them in the same commit (recipes/{id}.commentCount, comments/{id}.replyCount, .likes,
 * .reportCount), never below 0.
 */
import { changeOf, counterChange } from '../platform/mirror/changes';
import { subcollectionKey } from '../platform/mirror/documentKey';
import {
  commentLikeMapping,
  commentMapping,
  commentReportMapping,
  recipeMapping,
} from '../platform/mirror/mappings';
import type { MirrorMapping, VersionedDoc } from '../platform/mirror/types';

export const commentChange = changeOf(commentMapping);

/** A like or report edge: comments/{commentId}/{likes|reports}/{uid}. */
function edgeChangeOf(mapping: MirrorMapping) {
  const change = changeOf(mapping);
  return (commentId: string, uid: string, before: VersionedDoc | null, after: object | null) =>
    change(subcollectionKey(commentId, uid), before, after);
}

export const likeChange = edgeChangeOf(commentLikeMapping);
export const reportChange = edgeChangeOf(commentReportMapping);

export const recipeCommentCount = (recipeId: string, recipe: VersionedDoc, delta: number) =>
  counterChange(recipeMapping, recipeId, recipe, 'commentCount', delta);

export const commentCounter = (
  commentId: string,
  comment: VersionedDoc,
  field: 'likes' | 'replyCount' | 'reportCount',
  delta: number,
) => counterChange(commentMapping, commentId, comment, field, delta);
