/**
 * The media group (spec 000 §5 "Images", §7): deploys as media-api (Hosting rewrites /api/media/** and
 * /api/upload/**) and media-deleteCloudinaryImage.
 *
 *   POST /api/media/upload               bearer; local image host only (404 in production). JSON
 *                                        { recipeId, filename, mimeType, dataBase64 } → Image
 *   POST /api/media/avatar               bearer; local image host only (404 in production). JSON
 *                                        { filename, mimeType, dataBase64 } → Image in folder users/{caller uid}
 *   GET  /api/media/images/<publicId>/<file>   the local host's files (thumbnail|card|detail|full.jpg, original.<ext>)
 *   POST /api/upload/check-person-batch  bearer; { recipeId, images: [{ imageData, mimeType, filename, size, index }] }
 *                                        → { containsPeople, imagesWithPeople: [{ filename, index }], message };
 *                                        503 when the detection model cannot load
 */
import {
  checkPersonBatchInputSchema,
  deleteImageInputSchema,
  uploadAvatarInputSchema,
  uploadImageInputSchema,
} from '../domain/media';
import { requireAuth, requireBearer } from '../platform/auth';
import { callable } from '../platform/callable';
import { parseInput } from '../platform/errors';
import { db } from '../platform/firebase';
import { createRouter, serve } from '../platform/http';
import { getImageHost, IMAGE_HOST_SECRETS } from '../platform/imageHost';
import { getPersonDetector } from '../platform/personDetector';
import { deleteImage } from './deleteImage';
import { sendLocalImage } from './images';
import { checkPersonBatch } from './personCheck';
import { assertUploadsServed, uploadAvatar, uploadImage } from './upload';

export const router = createRouter()
  .post('/api/media/upload', async ({ req, body }) => {
    const host = getImageHost();
    assertUploadsServed(host);
    const input = parseInput(uploadImageInputSchema, body ?? {});
    const caller = await requireBearer(req);
    return uploadImage({ db: db(), host }, caller, input);
  })
  .post('/api/media/avatar', async ({ req, body }) => {
    const host = getImageHost();
    assertUploadsServed(host);
    const input = parseInput(uploadAvatarInputSchema, body ?? {});
    const caller = await requireBearer(req);
    return uploadAvatar({ host }, caller, input);
  })
  .get('/api/media/images/recipes/:ownerId/:name/:file', ({ res, params }) => sendLocalImage(res, params))
  .get('/api/media/images/users/:ownerId/:name/:file', ({ res, params }) =>
    sendLocalImage(res, params, 'users'),
  )
  .post('/api/upload/check-person-batch', async ({ req, body }) => {
    const input = parseInput(checkPersonBatchInputSchema, body ?? {});
    await requireBearer(req);
    return checkPersonBatch(getPersonDetector(), input);
  });

/** coco-ssd runs on the CPU in this instance: memory and time for the model and five images. */
export const api = serve(router, { memory: '1GiB', timeoutSeconds: 120, secrets: IMAGE_HOST_SECRETS });

export const deleteCloudinaryImage = callable(
  deleteImageInputSchema,
  (input, request) => deleteImage({ db: db(), host: getImageHost() }, requireAuth(request), input),
  { secrets: IMAGE_HOST_SECRETS },
);
