/**
 * Where a mirrored document lives. A top-level mapping's documents are `{collection}/{id}` and their key is the id; a
 * subcollection mapping (with `parent`) has documents at `{parent}/{parentId}/{collection}/{id}` whose key is
 * `{parentId}/{id}`, because an id is unique only under its parent. The key is MirroredChange.id and the row's
 * firebase_id, so the protocol, the reconciler and the mirror's tombstones need nothing else to tell two users'
 * documents apart.
 */
import type { MirrorTarget } from './types';

/** The parent id and id of a subcollection key '{parentId}/{id}': a row's ids come from the key (decision 0008). */
export function subcollectionKeyParts(key: string): [parentId: string, id: string] {
  const [parentId = '', id = ''] = key.split('/');
  return [parentId, id];
}

/** The key of `users/{parentId}/collections/{id}`-style documents: what a service passes as MirroredChange.id. */
export function subcollectionKey(parentId: string, id: string): string {
  return `${parentId}/${id}`;
}

/** The key's segments (one, or parent id and id), or null when the key does not fit the mapping. */
function segmentsOf(mapping: MirrorTarget, key: string): string[] | null {
  const segments = key.split('/');
  const expected = mapping.parent ? 2 : 1;
  return segments.length === expected && segments.every((segment) => segment.length > 0) ? segments : null;
}

export function isDocumentKey(mapping: MirrorTarget, key: string): boolean {
  return segmentsOf(mapping, key) !== null;
}

/** The Firestore document path of a key (throws on a key that does not fit the mapping). */
export function documentPath(mapping: MirrorTarget, key: string): string {
  const segments = segmentsOf(mapping, key);
  if (!segments) throw new Error(`mirror: bad document id ${JSON.stringify(key)} for ${mapping.table}`);
  const [first, second] = segments;
  return mapping.parent
    ? `${mapping.parent}/${first}/${mapping.collection}/${second}`
    : `${mapping.collection}/${first}`;
}

/** The key of a document path (`users/u1/collections/c1` → `u1/c1`), or null when the path is not the mapping's. */
export function keyOfPath(mapping: MirrorTarget, path: string): string | null {
  const segments = path.split('/');
  if (mapping.parent) {
    const [parent, parentId, collection, id] = segments;
    return segments.length === 4 &&
      parent === mapping.parent &&
      collection === mapping.collection &&
      parentId &&
      id
      ? subcollectionKey(parentId, id)
      : null;
  }
  const [collection, id] = segments;
  return segments.length === 2 && collection === mapping.collection && id ? id : null;
}

/** The document pattern of the mapping's reconciler trigger. */
export function triggerDocument(mapping: MirrorTarget): string {
  return mapping.parent
    ? `${mapping.parent}/{parentId}/${mapping.collection}/{docId}`
    : `${mapping.collection}/{docId}`;
}
