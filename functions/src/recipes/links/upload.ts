/**
 * POST /api/recipe-links/upload?token=: a friend's image, only while the link is open and only into its recipe's
 * folder recipes/{recipeId} (the server picks it). Local image host only, like /api/media/upload.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { Image } from '../../domain/media';
import type { LinkUploadInput } from '../../domain/links';
import type { ImageHost } from '../../platform/imageHost';
import { decodeBase64 } from '../../platform/base64';
import { assertOpen, linkOfToken } from './store';

export async function uploadLinkImage(
  deps: { db: Firestore; host: ImageHost; now?: () => Date },
  token: string,
  input: LinkUploadInput,
): Promise<Image> {
  const { link } = await linkOfToken(deps.db, token);
  assertOpen(link, deps.now?.() ?? new Date());
  const bytes = decodeBase64(input.dataBase64, 'dataBase64');
  return deps.host.upload(link.recipeId, bytes, input.filename, input.mimeType);
}
