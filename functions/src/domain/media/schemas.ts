/**
 * The media inputs' zod schemas (kept apart from the rules, so the browser worker imports the rules without zod).
 */
import { z } from 'zod';
import { PATH_SEGMENT, PUBLIC_ID } from './image';
import { INVALID_PUBLIC_ID_MESSAGE, INVALID_RECIPE_ID_MESSAGE } from './messages';
import { MAX_IMAGES } from './upload';

export const imageRecipeIdSchema = z.string().regex(PATH_SEGMENT, INVALID_RECIPE_ID_MESSAGE);
export const imagePublicIdSchema = z.string().regex(PUBLIC_ID, INVALID_PUBLIC_ID_MESSAGE);

const url = z.string().min(1).max(2048);

/** An Image as a client sends it back (create/update): every field present, the publicId in an image folder. */
export const imageSchema = z.object({
  url,
  sizes: z.object({ thumbnail: url, card: url, detail: url, full: url }),
  originalUrl: url,
  publicId: imagePublicIdSchema,
  width: z.number().int().nonnegative(),
  height: z.number().int().nonnegative(),
  format: z.string().min(1).max(16),
});

/** POST /api/media/upload (local image host): the file as base64 in JSON. */
export const uploadImageInputSchema = z.object({
  recipeId: imageRecipeIdSchema,
  filename: z.string().trim().min(1, 'filename is required').max(255),
  mimeType: z.string().trim().min(1, 'mimeType is required').max(100),
  dataBase64: z.string().min(1, 'dataBase64 is required'),
});
export type UploadImageInput = z.output<typeof uploadImageInputSchema>;

/** POST /api/media/avatar (local image host): the caller's photo, stored in their own folder users/{uid}. */
export const uploadAvatarInputSchema = uploadImageInputSchema.omit({ recipeId: true });
export type UploadAvatarInput = z.output<typeof uploadAvatarInputSchema>;

/** media-deleteCloudinaryImage. */
export const deleteImageInputSchema = z.object({ publicId: imagePublicIdSchema });
export type DeleteImageInput = z.output<typeof deleteImageInputSchema>;

export const checkPersonBatchInputSchema = z.object({
  recipeId: imageRecipeIdSchema,
  images: z
    .array(
      z.object({
        imageData: z.string().min(1, 'imageData is required'),
        mimeType: z.string().min(1, 'mimeType is required'),
        filename: z.string().min(1, 'filename is required').max(255),
        size: z.number().int().nonnegative().optional(),
        index: z.number().int().nonnegative(),
      }),
    )
    .min(1, 'images must hold at least one image')
    .max(MAX_IMAGES, `images can hold at most ${MAX_IMAGES} images`),
});

export type CheckPersonBatchInput = z.output<typeof checkPersonBatchInputSchema>;
