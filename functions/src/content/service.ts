/** Reading a content page (spec 002 §7 "Content"): the stored text, or a fallback flag for the built-in text. */
import type { Firestore } from 'firebase-admin/firestore';
import { AppError } from '../domain/errors';
import {
  CONTENT_COLLECTION,
  CONTENT_MESSAGES,
  CONTENT_PAGES,
  contentDocId,
  isContentLanguage,
  isContentPage,
  type ContentPageResponse,
} from '../domain/content';
import { toIsoString } from '../domain/time';

export async function readContentPage(
  db: Firestore,
  page: string,
  language = 'en',
): Promise<ContentPageResponse> {
  if (!isContentPage(page))
    throw new AppError('invalid-argument', CONTENT_MESSAGES.unknownPage, { field: 'page', page });
  if (!isContentLanguage(language)) {
    throw new AppError('invalid-argument', CONTENT_MESSAGES.unknownLanguage, { field: 'language', language });
  }
  const snapshot = await db
    .collection(CONTENT_COLLECTION)
    .doc(contentDocId(CONTENT_PAGES[page], language))
    .get();
  const data = snapshot.data();
  const title = data?.title;
  const content = data?.content;
  if (typeof title !== 'string' || typeof content !== 'string' || !title.trim() || !content.trim())
    return { fallback: true };
  return { title, content, updatedAt: toIsoString(data?.updated_at) ?? '', fallback: false };
}
