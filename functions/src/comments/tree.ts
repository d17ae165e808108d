/**
 * Removing comments with everything they carry: the comment documents (mirror first, with the counters that move
 * with them), then their like and report edges, then the notifications tied to them. Shared by the thread delete
 * and the recipe-deletion cleanup.
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  COMMENT_LIKES_SUBCOLLECTION,
  COMMENT_REPORTS_SUBCOLLECTION,
  COMMENTS_COLLECTION,
} from '../domain/comments/types';
import { chunks } from '../platform/cleanup/batches';
import { type ServiceDeps, versionedDoc } from '../platform/mirror/deps';
import { documentPath } from '../platform/mirror/documentKey';
import type { MirroredChange } from '../platform/mirror/types';
import { writeMirrored } from '../platform/mirror/writeMirrored';
import { commentChange, likeChange, reportChange } from './changes';
import { forgetNotifications } from './notify';

/** Documents per mirrored commit: one Postgres and one Firestore transaction (500 writes at most). */
export const PER_COMMIT = 200;

/** The comment and every reply below it, at any depth, parents before their replies. */
export async function threadOf(db: Firestore, rootId: string): Promise<string[]> {
  const ids = [rootId];
  let frontier = [rootId];
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const group of chunks(frontier, 30)) {
      const replies = await db.collection(COMMENTS_COLLECTION).where('parentId', 'in', group).select().get();
      for (const reply of replies.docs) if (!ids.includes(reply.id)) next.push(reply.id);
    }
    ids.push(...next);
    frontier = next;
  }
  return ids;
}

/**
 * Deletes the comments `ids` (replies first, so a failure midway never leaves a reply without its parent), each
 * commit also applying `counters(activeRemovedInThisCommit, isLastCommit)`: the recipe's commentCount counts active
 * comments only, so a hidden, pending or deleted reply removed with its thread does not move it. Then their edges and
 * notifications.
 */
export async function removeComments(
  deps: ServiceDeps,
  action: string,
  ids: readonly string[],
  counters: (removed: number, last: boolean) => Promise<MirroredChange[]> = async () => [],
): Promise<void> {
  const groups = chunks([...ids].reverse(), PER_COMMIT);
  for (const [index, group] of groups.entries()) {
    await writeMirrored(deps, action, async (commit) => {
      const refs = group.map((id) => deps.db.collection(COMMENTS_COLLECTION).doc(id));
      const snapshots = await deps.db.getAll(...refs);
      const found = snapshots.filter((snapshot) => snapshot.exists);
      const changes = found.map((snapshot) => commentChange(snapshot.id, versionedDoc(snapshot), null));
      const active = found.filter((snapshot) => (snapshot.get('status') ?? 'active') === 'active').length;
      await commit([...changes, ...(await counters(active, index === groups.length - 1))]);
    });
  }
  await removeEdges(deps, action, ids);
  await forgetNotifications(deps.db, 'commentId', ids);
}

async function removeEdges(deps: ServiceDeps, action: string, ids: readonly string[]): Promise<void> {
  const edges: MirroredChange[] = [];
  for (const id of ids) {
    const comment = deps.db.collection(COMMENTS_COLLECTION).doc(id);
    const [likes, reports] = await Promise.all([
      comment.collection(COMMENT_LIKES_SUBCOLLECTION).get(),
      comment.collection(COMMENT_REPORTS_SUBCOLLECTION).get(),
    ]);
    for (const like of likes.docs) edges.push(likeChange(id, like.id, versionedDoc(like), null));
    for (const report of reports.docs) edges.push(reportChange(id, report.id, versionedDoc(report), null));
  }
  for (const group of chunks(edges, PER_COMMIT)) {
    // an edge's version may move between the read and the commit (a like toggled meanwhile): re-read on a retry
    await writeMirrored(deps, action, async (commit) => {
      const snapshots = await deps.db.getAll(
        ...group.map((change) => deps.db.doc(documentPath(change.mapping, change.id))),
      );
      const changes = snapshots.flatMap((snapshot, i) => {
        const change = group[i];
        return snapshot.exists && change ? [{ ...change, before: versionedDoc(snapshot) }] : [];
      });
      await commit(changes);
    });
  }
}
