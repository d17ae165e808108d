/**
 * What every service that writes mirrored documents needs: Firestore, the mirror client, and a clock (tests may fix it).
 * Services take these as arguments (DESIGN §3) so the same code runs in callables, scripts and tests.
 */
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import type { MirrorClient, VersionedDoc } from './types';

export interface ServiceDeps {
  db: Firestore;
  mirror: MirrorClient;
  now?: () => Date;
}

export function nowIso(deps: Pick<ServiceDeps, 'now'>): string {
  return (deps.now?.() ?? new Date()).toISOString();
}

export interface StoredDoc<T extends VersionedDoc = VersionedDoc> {
  id: string;
  doc: T;
}

/** Every document of a (small, reference-data) collection with its version (0 when a hand-written doc lacks one). */
export async function readAll<T extends VersionedDoc>(
  db: Firestore,
  collection: string,
): Promise<StoredDoc<T>[]> {
  const snapshot = await db.collection(collection).get();
  return snapshot.docs.map((d) => ({ id: d.id, doc: versionedDoc(d) as T }));
}

export function withVersion(data: Record<string, unknown>): VersionedDoc {
  return { ...data, version: typeof data.version === 'number' ? data.version : 0 };
}

/** Each document versionedDoc() made, and the snapshot it was made from (held only while the document is). */
const snapshots = new WeakMap<VersionedDoc, DocumentSnapshot>();

/**
 * The document a snapshot read, with its version, as a MirroredChange's `before`. commitMirrored then writes it on
 * condition of the snapshot's update time without reading it again (decision 0059); a `before` made any other way
 * (withVersion of some data) is read again at the commit. An absent document gives `{ version: 0 }`.
 */
export function versionedDoc(snapshot: DocumentSnapshot): VersionedDoc {
  const doc = withVersion(snapshot.data() ?? {});
  snapshots.set(doc, snapshot);
  return doc;
}

/** The snapshot `doc` was made from by versionedDoc(), if it was. */
export function snapshotOf(doc: VersionedDoc): DocumentSnapshot | undefined {
  return snapshots.get(doc);
}

/** The document without its version: the `after` of a MirroredChange is built from this. */
export function withoutVersion(doc: VersionedDoc): Record<string, unknown> {
  const { version: _version, ...rest } = doc;
  return rest;
}
