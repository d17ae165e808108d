/**
 * The MirroredChanges comment writes are made of, built in one place: the comment, its like and report edges, and
 * the counters that move with them in the same commit (the family's commentCount on every member of the recipe's
 * family, comments/{id}.replyCount, .likes, .reportCount), never below 0.
 */
import { changeOf, counterChange } from '../platform/mirror/changes';
import { subcollectionKey } from '../platform/mirror/documentKey';
import { commentLikeMapping, commentMapping, commentReportMapping } from '../platform/mirror/mappings';
import type { MirrorMapping, VersionedDoc } from '../platform/mirror/types';
import { familyCounterChanges, type RecipeFamily } from '../platform/recipeFamily';

export const commentChange = changeOf(commentMapping);

/** A like or report edge: comments/{commentId}/{likes|reports}/{uid}. */
function edgeChangeOf(mapping: MirrorMapping) {
  const change = changeOf(mapping);
  return (commentId: string, uid: string, before: VersionedDoc | null, after: object | null) =>
    change(subcollectionKey(commentId, uid), before, after);
}

export const likeChange = edgeChangeOf(commentLikeMapping);
export const reportChange = edgeChangeOf(commentReportMapping);

/**
 * The family's commentCount moved by `delta` from the original's stored count, written to every member (decision
 * 0077, as ratings do in decision 0073): writers on two versions conflict on the original and are redone.
 */
export const familyCommentCount = (family: RecipeFamily, delta: number) =>
  familyCounterChanges(family, 'commentCount', delta);

export const commentCounter = (
  commentId: string,
  comment: VersionedDoc,
  field: 'likes' | 'replyCount' | 'reportCount',
  delta: number,
) => counterChange(commentMapping, commentId, comment, field, delta);
