/** GET /api/media/images/<recipes|users>/<id>/<name>/<file>: the local image host's files (404 in production). */
import { readFile } from 'node:fs/promises';
import type { Response } from 'firebase-functions/https';
import { AppError } from '../domain/errors';
import { MEDIA_MESSAGES, type ImageFolderKind } from '../domain/media';
import { localImageDir, selectedImageHostMode } from '../platform/imageHost';
import { findLocalImageFile } from '../platform/imageHostLocal';

/** Names never change (a new upload gets a new name), so browsers and the CDN keep them. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function sendLocalImage(
  res: Response,
  params: Readonly<Record<string, string>>,
  kind: ImageFolderKind = 'recipes',
): Promise<void> {
  const file =
    selectedImageHostMode() === 'local'
      ? await findLocalImageFile(
          localImageDir(),
          params.ownerId ?? '',
          params.name ?? '',
          params.file ?? '',
          kind,
        )
      : null;
  if (!file) throw new AppError('not-found', MEDIA_MESSAGES.imageNotFound);
  res
    .status(200)
    .set({
      'Content-Type': file.contentType,
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
    })
    .send(await readFile(file.path));
}
