/**
 * One onDocumentWritten trigger per mirrored collection (`mirror-on<Entity>Written`), all built the same way.
 * The handler is exported apart from the trigger so tests call it with real snapshots.
 */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { getMirror } from './client';
import { reconcile, type ReconcileOutcome } from './reconcile';
import type { MirrorClient, MirrorMapping } from './types';
import { mirrorServiceKey } from '../params';

type SnapshotLike = Pick<DocumentSnapshot, 'exists' | 'data'> & { readonly ref?: { readonly id: string } };

/** The part of a Firestore write event the reconciler reads. */
export interface MirroredWriteEvent {
  readonly params: { readonly docId: string };
  readonly data?: { readonly before?: SnapshotLike; readonly after?: SnapshotLike };
}

export async function handleMirroredWrite(
  mapping: MirrorMapping,
  event: MirroredWriteEvent,
  mirror: MirrorClient = getMirror(),
): Promise<ReconcileOutcome> {
  const id = documentId(event);
  const outcome = await reconcile(mirror, mapping, id, dataOf(event.data?.before), dataOf(event.data?.after));
  logger.debug('Mirror reconciled', { table: mapping.table, id, outcome });
  return outcome;
}

/**
 * The written document's id from its snapshot, not from the path params: the Functions emulator decodes path params
 * of non-ASCII ids as Latin-1 (a Hebrew tag id arrives garbled), while the snapshot's reference keeps the real id.
 */
function documentId(event: MirroredWriteEvent): string {
  return event.data?.after?.ref?.id ?? event.data?.before?.ref?.id ?? event.params.docId;
}

function dataOf(snapshot: SnapshotLike | undefined): Record<string, unknown> | null {
  return snapshot?.exists ? (snapshot.data() ?? null) : null;
}

export function mirrorTrigger(mapping: MirrorMapping) {
  return onDocumentWritten(
    { document: `${mapping.collection}/{docId}`, secrets: [mirrorServiceKey] },
    async (event) => {
      await handleMirroredWrite(mapping, event);
    },
  );
}
