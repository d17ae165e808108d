/** The media group's calls (spec 000 §5 "Images", §7). The local image files (GET /api/media/images/…) are not JSON. */
import {
  checkPersonBatchInputSchema,
  deleteImageInputSchema,
  uploadAvatarInputSchema,
  uploadImageInputSchema,
  type Image,
  type PersonBatchResult,
} from '../media';
import { callableContract, httpContract } from './define';

/** The image host's failure is an answer, not an error (spec 000 §7 "deleteCloudinaryImage"). */
export type DeleteImageResult = { success: true } | { success: false; error: string };

export const mediaDeleteImage = callableContract<DeleteImageResult>()({
  name: 'media-deleteCloudinaryImage',
  input: deleteImageInputSchema,
  errors: ['unauthenticated', 'permission-denied'],
});

/** Local image host only: 404 in production, where the browser uploads to Cloudinary itself. */
export const mediaUpload = httpContract<Image>()({
  method: 'POST',
  path: '/api/media/upload',
  from: 'body',
  input: uploadImageInputSchema,
  errors: ['not-found', 'unauthenticated', 'permission-denied'],
});

export const mediaAvatar = httpContract<Image>()({
  method: 'POST',
  path: '/api/media/avatar',
  from: 'body',
  input: uploadAvatarInputSchema,
  errors: ['not-found', 'unauthenticated'],
});

/** 503 when the detection model cannot load: the client keeps the spec's fallback. */
export const checkPersonBatch = httpContract<PersonBatchResult>()({
  method: 'POST',
  path: '/api/upload/check-person-batch',
  from: 'body',
  input: checkPersonBatchInputSchema,
  errors: ['unauthenticated', 'unavailable'],
});
