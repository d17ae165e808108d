/**
 * The MirroredChanges comment writes are made of, built in one place: the comment, its like and report edges, and
 * the counters that move with them in the same commit (recipes/{id}.commentCount, comments/{id}.replyCount, .likes,
 * .reportCount), never below 0.
 */
import { subcollectionKey } from '../platform/mirror/documentKey';
import { withoutVersion } from '../platform/mirror/deps';
import {
  commentLikeMapping,
  commentMapping,
  commentReportMapping,
  recipeMapping,
} from '../platform/mirror/mappings';
import type { MirroredChange, MirrorMapping, VersionedDoc } from '../platform/mirror/types';
import { countOf } from './store';

export function commentChange(
  id: string,
  before: VersionedDoc | null,
  after: Record<string, unknown> | null,
): MirroredChange {
  return { mapping: commentMapping, id, before, after };
}

function edgeChange(
  mapping: MirrorMapping,
  commentId: string,
  uid: string,
  before: VersionedDoc | null,
  after: Record<string, unknown> | null,
): MirroredChange {
  return { mapping, id: subcollectionKey(commentId, uid), before, after };
}

export const likeChange = (
  commentId: string,
  uid: string,
  before: VersionedDoc | null,
  after: object | null,
) => edgeChange(commentLikeMapping, commentId, uid, before, after as Record<string, unknown> | null);

export const reportChange = (
  commentId: string,
  uid: string,
  before: VersionedDoc | null,
  after: object | null,
) => edgeChange(commentReportMapping, commentId, uid, before, after as Record<string, unknown> | null);

/** A counter field of a document moved by `delta`. */
export function counterChange(
  mapping: MirrorMapping,
  id: string,
  before: VersionedDoc,
  field: string,
  delta: number,
  alongside: Record<string, unknown> = {},
): MirroredChange {
  const after = {
    ...withoutVersion(before),
    ...alongside,
    [field]: Math.max(0, countOf(before[field]) + delta),
  };
  return { mapping, id, before, after };
}

export const recipeCommentCount = (recipeId: string, recipe: VersionedDoc, delta: number) =>
  counterChange(recipeMapping, recipeId, recipe, 'commentCount', delta);

export const commentCounter = (
  commentId: string,
  comment: VersionedDoc,
  field: 'likes' | 'replyCount' | 'reportCount',
  delta: number,
) => counterChange(commentMapping, commentId, comment, field, delta);
