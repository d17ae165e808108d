/**
 * The images of a recipe as recipes-create and recipes-update take them (spec 000 §3 "Image", §5 "Images"): the
 * media domain's Image schema (where images live is its rule), safe URLs, at most 5, each in the recipe's folder.
 */
import { z } from 'zod';
import { RECIPE_LIMITS } from '../constants/recipe';
import { isLocalMediaPath, recipeOfPublicId } from '../media/image';
import { imageSchema } from '../media/schemas';
import { RECIPE_MESSAGES } from './messages';
import { IMAGE_SIZE_NAMES, type RecipeImage } from './types';

/** An absolute http(s) URL, or a path of the local image host (/api/media/…). */
export function isImageUrl(value: string): boolean {
  if (isLocalMediaPath(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * An Image as the client sends it back: the media domain's schema (every field present, publicId
 * recipes/{recipeId}/{name}), and every URL an http(s) URL or a local image host path, so that no recipe can carry
 * a javascript: or data: URL into a page.
 */
export const recipeImageSchema = imageSchema.superRefine((image, ctx) => {
  const urls: [PropertyKey[], string][] = [
    [['url'], image.url],
    [['originalUrl'], image.originalUrl],
    ...IMAGE_SIZE_NAMES.map((name): [PropertyKey[], string] => [['sizes', name], image.sizes[name]]),
  ];
  for (const [path, url] of urls) {
    if (!isImageUrl(url))
      ctx.addIssue({ code: 'custom', message: RECIPE_MESSAGES.imageValidationFailed, path });
  }
});

export const recipeImagesSchema = z
  .array(recipeImageSchema, { error: RECIPE_MESSAGES.imageValidationFailed })
  .max(RECIPE_LIMITS.maxImages, RECIPE_MESSAGES.tooManyImages)
  .optional()
  .default([]);

/**
 * Images must sit in the recipe's own folder recipes/{recipeId} (so deleting a recipe can only delete its own
 * images), each once. Where images live is the media domain's rule (domain/media/image.ts).
 */
export function checkImageFolders(
  input: { recipeId: string; images: RecipeImage[] },
  ctx: z.RefinementCtx,
): void {
  const seen = new Set<string>();
  input.images.forEach((image, index) => {
    if (recipeOfPublicId(image.publicId) !== input.recipeId || seen.has(image.publicId)) {
      ctx.addIssue({
        code: 'custom',
        message: RECIPE_MESSAGES.imageValidationFailed,
        path: ['images', index, 'publicId'],
      });
    }
    seen.add(image.publicId);
  });
}
