/**
 * The media group (spec 000 §5 "Images", §7): deploys as media-api (Hosting rewrites /api/media/** and
 * /api/upload/**) and media-deleteCloudinaryImage. Contracts in domain/contracts/media.ts:
 *
 *   POST /api/media/upload               bearer; local image host only (404 in production) → Image
 *   POST /api/media/avatar               bearer; local image host only; Image in folder users/{caller uid}
 *   GET  /api/media/images/<publicId>/<file>   the local host's files (thumbnail|card|detail|full.jpg, original.<ext>)
 *   POST /api/upload/check-person-batch  bearer → { containsPeople, imagesWithPeople, message };
 *                                        503 when the detection model cannot load
 */
import { media as contracts } from '../domain/contracts';
import { callable } from '../platform/callable';
import { createRouter, serve } from '../platform/http';
import { IMAGE_HOST_SECRETS } from '../platform/imageHost';
import * as handlers from './handlers';

const localHostOnly = { before: handlers.uploadsServed };

export const router = createRouter()
  .route(contracts.mediaUpload, handlers.uploadImageHandler, localHostOnly)
  .route(contracts.mediaAvatar, handlers.uploadAvatarHandler, localHostOnly)
  .get('/api/media/images/recipes/:ownerId/:name/:file', handlers.recipeImageFileHandler)
  .get('/api/media/images/users/:ownerId/:name/:file', handlers.userImageFileHandler)
  .route(contracts.checkPersonBatch, handlers.checkPersonBatchHandler);

/** coco-ssd runs on the CPU in this instance: memory and time for the model and five images. */
export const api = serve(router, { memory: '1GiB', timeoutSeconds: 120, secrets: IMAGE_HOST_SECRETS });

export const deleteCloudinaryImage = callable(contracts.mediaDeleteImage, handlers.deleteImageHandler, {
  secrets: IMAGE_HOST_SECRETS,
});
