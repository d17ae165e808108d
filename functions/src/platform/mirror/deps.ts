/**
 * What every service that writes mirrored documents needs: Firestore, the mirror client, and a clock (tests may fix it).
 * Services take these as arguments (DESIGN §3) so the same code runs in callables, scripts and tests.
 */
import type { Firestore } from 'firebase-admin/firestore';
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
  return snapshot.docs.map((d) => ({ id: d.id, doc: withVersion(d.data()) as T }));
}

export function withVersion(data: Record<string, unknown>): VersionedDoc {
  return { ...data, version: typeof data.version === 'number' ? data.version : 0 };
}

/** The document without its version: the `after` of a MirroredChange is built from this. */
export function withoutVersion(doc: VersionedDoc): Record<string, unknown> {
  const { version: _version, ...rest } = doc;
  return rest;
}
