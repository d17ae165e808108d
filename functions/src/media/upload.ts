/**
 * POST /api/media/upload and /api/media/avatar: the local image host's uploads (the browser's stand-in for Cloudinary's direct upload).
 * Production answers 404: there the browser uploads to Cloudinary itself (web/src/lib/images/upload.ts).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { AppError } from '../domain/errors';
import type { Image, UploadAvatarInput, UploadImageInput } from '../domain/media';
import type { Caller } from '../platform/auth';
import type { ImageHost } from '../platform/imageHost';
import { assertMayChangeImages } from './access';
import { decodeBase64 } from '../platform/base64';

export const UPLOAD_NOT_AVAILABLE_MESSAGE =
  'Uploads go straight to the image host in production; this endpoint serves the local image host only.';

/** Checked before anything else: production has no such endpoint, whoever asks. */
export function assertUploadsServed(host: ImageHost): void {
  if (host.mode !== 'local') throw new AppError('not-found', UPLOAD_NOT_AVAILABLE_MESSAGE);
}

export async function uploadImage(
  deps: { db: Firestore; host: ImageHost },
  caller: Caller,
  input: UploadImageInput,
): Promise<Image> {
  const bytes = decodeBase64(input.dataBase64, 'dataBase64');
  await assertMayChangeImages(deps.db, caller.uid, input.recipeId);
  return deps.host.upload(input.recipeId, bytes, input.filename, input.mimeType);
}

/** A user's photo: always in the caller's own folder users/{uid} (no id comes from the input). */
export async function uploadAvatar(
  deps: { host: ImageHost },
  caller: Caller,
  input: UploadAvatarInput,
): Promise<Image> {
  const bytes = decodeBase64(input.dataBase64, 'dataBase64');
  return deps.host.upload(caller.uid, bytes, input.filename, input.mimeType, 'users');
}
