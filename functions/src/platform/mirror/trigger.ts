/**
 * One onDocumentWritten trigger per mirrored collection (`mirror-on<Entity>Written`), all built the same way.
 * The handler is exported apart from the trigger so tests call it with real snapshots.
 */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { getMirror } from './client';
import { keyOfPath, subcollectionKey, triggerDocument } from './documentKey';
import { reconcile, type ReconcileOutcome } from './reconcile';
import type { MirrorClient, MirrorMapping, MirrorTarget } from './types';
import { mirrorServiceKey } from '../params';

type SnapshotLike = Pick<DocumentSnapshot, 'exists' | 'data'> & {
  readonly ref?: { readonly id: string; readonly path?: string };
};

/** The part of a Firestore write event the reconciler reads (parentId: a subcollection mapping's parent id). */
export interface MirroredWriteEvent {
  readonly params: { readonly docId?: string; readonly parentId?: string };
  readonly data?: { readonly before?: SnapshotLike; readonly after?: SnapshotLike };
}

export async function handleMirroredWrite(
  mapping: MirrorTarget,
  event: MirroredWriteEvent,
  mirror: MirrorClient = getMirror(),
): Promise<ReconcileOutcome> {
  const id = documentId(mapping, event);
  const outcome = await reconcile(mirror, mapping, id, dataOf(event.data?.before), dataOf(event.data?.after));
  logger.debug('Mirror reconciled', { table: mapping.table, id, outcome });
  return outcome;
}

/**
 * The written document's id (a subcollection's '{parentId}/{id}' key) from its snapshot, not from the path params:
 * the Functions emulator decodes path params of non-ASCII ids as Latin-1 (a Hebrew tag id arrives garbled), while
 * the snapshot's reference keeps the real id.
 */
function documentId(mapping: MirrorTarget, event: MirroredWriteEvent): string {
  const ref = event.data?.after?.ref ?? event.data?.before?.ref;
  const fromRef = mapping.parent ? ref?.path && keyOfPath(mapping, ref.path) : ref?.id;
  if (fromRef) return fromRef;
  const { parentId, docId } = event.params;
  if (docId && !mapping.parent) return docId;
  if (docId && parentId) return subcollectionKey(parentId, docId);
  throw new Error(`mirror: the ${mapping.table} event names no document`);
}

function dataOf(snapshot: SnapshotLike | undefined): Record<string, unknown> | null {
  return snapshot?.exists ? (snapshot.data() ?? null) : null;
}

export function mirrorTrigger(mapping: MirrorMapping) {
  return onDocumentWritten(
    { document: triggerDocument(mapping), secrets: [mirrorServiceKey] },
    async (event) => {
      await handleMirroredWrite(mapping, event);
    },
  );
}
