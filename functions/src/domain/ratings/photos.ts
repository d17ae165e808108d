/**
 * "I made it" photos (ours, beyond the spec; what Cookpad calls a Cooksnap): a made-it rating may carry one photo of
 * the dish, uploaded like a profile photo into the rater's own folder users/{uid}, so nobody can attach an image
 * someone else uploaded. The rules of which photo a rating keeps live here.
 */
import { parseImagePublicId } from '../media/image';
import type { RecipeImage } from '../recipe/types';

/** Whether `photo` sits in `uid`'s own image folder users/{uid}. */
export function isOwnPhoto(photo: Pick<RecipeImage, 'publicId'>, uid: string): boolean {
  const parsed = parseImagePublicId(photo.publicId);
  return parsed?.kind === 'users' && parsed.ownerId === uid;
}

export interface PhotoChange {
  /** The photo the rating keeps. */
  photo: RecipeImage | null;
  /** The publicId of a photo the rating no longer holds (the image host deletes it after the commit). */
  dropped: string | null;
}

/**
 * The photo after a rating: a just-browsing rating holds none; `requested` undefined keeps the saved one, null
 * removes it, an Image replaces it.
 */
export function nextPhoto(
  madeIt: boolean,
  requested: RecipeImage | null | undefined,
  saved: RecipeImage | null,
): PhotoChange {
  const photo = !madeIt ? null : requested === undefined ? saved : requested;
  const dropped = saved && saved.publicId !== photo?.publicId ? saved.publicId : null;
  return { photo, dropped };
}

/** A stored photo read defensively: an Image-shaped object with a publicId and its sizes, else none. */
export function storedPhoto(value: unknown): RecipeImage | null {
  if (!value || typeof value !== 'object') return null;
  const photo = value as Partial<RecipeImage>;
  return typeof photo.publicId === 'string' && photo.sizes && typeof photo.url === 'string'
    ? (photo as RecipeImage)
    : null;
}
