/**
 * What an uploaded image file must be (spec 000 §5 "Images"): an image type, at most 10 MB (10485760 bytes),
 * at most 5 per recipe. The browser checks before compressing; the server checks again before storing.
 */
import { RECIPE_LIMITS } from '../constants/recipe';
import type { IMAGE_FILE_MESSAGES } from './messages';

export const MAX_IMAGES = RECIPE_LIMITS.maxImages;
export const MAX_IMAGE_BYTES = RECIPE_LIMITS.maxImageBytes;

export type ImageFileProblem = keyof typeof IMAGE_FILE_MESSAGES;

export function isImageMimeType(mimeType: string): boolean {
  return /^image\/[a-z0-9.+-]+$/i.test(mimeType.trim());
}

/** The first rule a file breaks, or null. */
export function imageFileProblem(file: { size: number; mimeType: string }): ImageFileProblem | null {
  if (!isImageMimeType(file.mimeType)) return 'notAnImage';
  if (file.size > MAX_IMAGE_BYTES) return 'fileTooLarge';
  return null;
}
