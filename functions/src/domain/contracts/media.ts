/** The media group's calls (spec 000 §5 "Images", §7). The local image files (GET /api/media/images/…) are not JSON. */
import {
  checkPersonBatchInputSchema,
  deleteImageInputSchema,
  uploadAvatarInputSchema,
  uploadImageInputSchema,
  type Image,
  type PersonBatchResult,
} from '../media';
import { callableContract, postContract } from './define';

/** The image host's failure is an answer, not an error (spec 000 §7 "deleteCloudinaryImage"). */
export type DeleteImageResult = { success: true } | { success: false; error: string };

export const mediaDeleteImage = callableContract<DeleteImageResult>('signedIn')({
  name: 'media-deleteCloudinaryImage',
  input: deleteImageInputSchema,
  errors: ['unauthenticated', 'permission-denied'],
});

/** Local image host only: 404 in production, where the browser uploads to Cloudinary itself. */
export const mediaUpload = postContract<Image>('signedIn', 'media')(
  '/api/media/upload',
  uploadImageInputSchema,
  ['not-found', 'unauthenticated', 'permission-denied'],
);

export const mediaAvatar = postContract<Image>('signedIn', 'media')(
  '/api/media/avatar',
  uploadAvatarInputSchema,
  ['not-found', 'unauthenticated'],
);

/** 503 when the detection model cannot load: the client keeps the spec's fallback. */
export const checkPersonBatch = postContract<PersonBatchResult>('signedIn', 'media')(
  '/api/upload/check-person-batch',
  checkPersonBatchInputSchema,
  ['unauthenticated', 'unavailable'],
);
