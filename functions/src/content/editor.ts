/**
 * The Content Editor's writes and list (spec 002 §2, §4, §7 "Content"): content/{type}_{language}, mirrored
 * (public.content), so every change goes through the one mirror write path. A create for an item that exists, or
 * an update of one that does not, is refused: the item is unique per content_type + language (002 §3).
 */
import {
  CONTENT_COLLECTION,
  CONTENT_EDITOR_MESSAGES,
  contentDocId,
  type ContentItem,
  type ContentItemInput,
} from '../domain/content';
import { AppError } from '../domain/errors';
import { toIsoString } from '../domain/time';
import { nowIso, versionedDoc, withoutVersion, type ServiceDeps } from '../platform/mirror/deps';
import { contentMapping } from '../platform/mirror/mappings';
import { writeMirrored } from '../platform/mirror/writeMirrored';
import type { Firestore } from 'firebase-admin/firestore';

function itemOf(id: string, data: Record<string, unknown>): ContentItem {
  return {
    id,
    content_type: data.content_type as ContentItem['content_type'],
    language: data.language as ContentItem['language'],
    title: String(data.title ?? ''),
    content: String(data.content ?? ''),
    updated_at: toIsoString(data.updated_at) ?? '',
  };
}

/** Every item, the latest edit first. */
export async function listContent(db: Firestore): Promise<ContentItem[]> {
  const snapshot = await db.collection(CONTENT_COLLECTION).get();
  return snapshot.docs
    .map((doc) => itemOf(doc.id, doc.data()))
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || a.id.localeCompare(b.id));
}

export interface ContentChange {
  item: ContentItem;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
}

export function saveContent(
  deps: ServiceDeps,
  input: ContentItemInput,
  mode: 'create' | 'update',
): Promise<ContentChange> {
  const id = contentDocId(input.content_type, input.language);
  return writeMirrored(deps, `content ${mode}`, async (commit) => {
    const snapshot = await deps.db.collection(CONTENT_COLLECTION).doc(id).get();
    const current = snapshot.data();
    if (mode === 'create' && current)
      throw new AppError('already-exists', CONTENT_EDITOR_MESSAGES.alreadyExists, { field: 'content_type' });
    if (mode === 'update' && !current)
      throw new AppError('not-found', CONTENT_EDITOR_MESSAGES.notFound, { field: 'content_type' });
    const before = current ? versionedDoc(snapshot) : null;
    const after = {
      content_type: input.content_type,
      language: input.language,
      title: input.title,
      content: input.content,
      updated_at: nowIso(deps),
    };
    await commit([{ mapping: contentMapping, id, before, after }]);
    return { item: itemOf(id, after), before: before ? withoutVersion(before) : null, after };
  });
}
