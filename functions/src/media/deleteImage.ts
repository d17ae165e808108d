/**
 * media-deleteCloudinaryImage (spec 000 §7 "deleteCloudinaryImage"): { publicId } → { success: true }, or
 * { success: false, error } when the image host fails. Not signed in, a malformed publicId or someone else's
 * recipe are errors of the call itself (HttpsError), like every other callable.
 */
import type { Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import type { DeleteImageResult } from '../domain/contracts';
import { AppError } from '../domain/errors';
import { MEDIA_MESSAGES, parseImagePublicId, type DeleteImageInput } from '../domain/media';
import type { Caller } from '../platform/auth';
import type { ImageHost } from '../platform/imageHost';
import { assertMayChangeImages, assertMayChangeUserImages } from './access';

export async function deleteImage(
  deps: { db: Firestore; host: ImageHost },
  caller: Caller,
  input: DeleteImageInput,
): Promise<DeleteImageResult> {
  const parsed = parseImagePublicId(input.publicId);
  if (!parsed) throw new AppError('invalid-argument', MEDIA_MESSAGES.invalidPublicId, { field: 'publicId' });
  if (parsed.kind === 'users') await assertMayChangeUserImages(deps.db, caller.uid, parsed.ownerId);
  else await assertMayChangeImages(deps.db, caller.uid, parsed.ownerId);
  try {
    await deps.host.delete(input.publicId);
    return { success: true };
  } catch (error) {
    logger.warn('Image delete failed', { publicId: input.publicId, error: String(error) });
    return {
      success: false,
      error: error instanceof AppError ? error.message : MEDIA_MESSAGES.deleteImageFailed,
    };
  }
}
