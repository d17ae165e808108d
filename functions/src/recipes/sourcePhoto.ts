/**
 * Photos a recipe gets from elsewhere, read through the safe fetch (decision 0061: image types only, its address
 * checks and caps) and stored through the image host as any upload is (its sizes, its folder): a video recipe's
 * thumbnail (videoPhoto.ts), and an imported recipe's source photo (issue 32 §1): a recipe imported from a page,
 * saved without a photo of its own, gets the page's main photo.
 */
import * as logger from 'firebase-functions/logger';
import type { Image } from '../domain/media';
import type { ImageHost } from '../platform/imageHost';
import { safeFetch, type SafeFetch, type SafeFetchOptions } from '../platform/safeFetch';

export interface PhotoSource {
  host: () => Pick<ImageHost, 'upload'>;
  /** The product's safe fetch (a test gives one whose allow list holds its loopback site). */
  fetch?: SafeFetch;
}

/** The image at `address` stored as the recipe's; throws why not. */
export async function storeFetchedPhoto(
  source: PhotoSource,
  recipeId: string,
  address: string,
  options: Omit<SafeFetchOptions, 'kind'>,
  name: (type: string) => string,
): Promise<Image> {
  const answer = await (source.fetch ?? safeFetch)(address, { kind: 'image', ...options });
  if (!answer.ok)
    throw new Error(`photo not read: ${answer.reason}${answer.status ? ` ${answer.status}` : ''}`);
  const type = answer.contentType.split(';')[0]?.trim().toLowerCase() || 'image/jpeg';
  return source.host().upload(recipeId, new Uint8Array(answer.body), name(type), type);
}

/** Stores the photo at `address` as the recipe's image; null (logged) when it cannot be read or stored. */
export type SourcePhoto = (recipeId: string, address: string) => Promise<Image | null>;

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

export function sourcePhotoFrom(source: PhotoSource): SourcePhoto {
  return async (recipeId, address) => {
    try {
      return await storeFetchedPhoto(
        source,
        recipeId,
        address,
        {},
        (type) => `source.${EXTENSIONS[type] ?? 'jpg'}`,
      );
    } catch (error) {
      // the recipe is saved without a photo rather than refused: the source's picture is a courtesy
      logger.warn('Source photo not stored', { recipeId, address, error: String(error) });
      return null;
    }
  };
}

/** The images an imported recipe is created with: the given ones, or, when there are none, its source's photo. */
export async function imagesWithSourcePhoto(
  sourcePhoto: SourcePhoto | undefined,
  recipeId: string,
  images: Image[],
  photoUrl: string | null | undefined,
): Promise<Image[]> {
  if (images.length > 0 || !photoUrl || !sourcePhoto) return images;
  const photo = await sourcePhoto(recipeId, photoUrl);
  return photo ? [photo] : images;
}
