/**
 * A recipe with a video and no photo of its own gets the video's thumbnail (issue 27), on create and when an edit
 * adds the video: the picture is read from YouTube's thumbnail host and stored through the image host as any upload
 * is (its sizes, its folder), so the cards, the detail page and the cleanup treat it as the recipe's first image.
 * The read goes through the safe fetch (docs/decisions/0061: its 3 MB cap, under an upload's 10 MB, its address
 * checks) and follows redirects only on the thumbnail's host.
 */
import * as logger from 'firebase-functions/logger';
import type { Image } from '../domain/media';
import type { ImageHost } from '../platform/imageHost';
import { safeFetch, type SafeFetch } from '../platform/safeFetch';
import { thumbnailAddress } from '../platform/videoMetadata';

/** Stores the video's thumbnail as the recipe's image; null (logged) when it cannot be read or stored. */
export type VideoPhoto = (recipeId: string, videoId: string) => Promise<Image | null>;

export function videoPhotoFrom(options: {
  thumbnailUrl: string;
  host: () => Pick<ImageHost, 'upload'>;
  /** The product's safe fetch (a test gives one whose allow list holds its loopback thumbnail host). */
  fetch?: SafeFetch;
}): VideoPhoto {
  const get = options.fetch ?? safeFetch;
  return async (recipeId, videoId) => {
    try {
      const answer = await get(thumbnailAddress(options.thumbnailUrl, videoId), {
        kind: 'image',
        sameHost: true,
      });
      if (!answer.ok)
        throw new Error(`thumbnail not read: ${answer.reason}${answer.status ? ` ${answer.status}` : ''}`);
      const bytes = new Uint8Array(answer.body);
      return await options.host().upload(recipeId, bytes, `${videoId}.jpg`, 'image/jpeg');
    } catch (error) {
      // the recipe is saved without a photo rather than refused: the picture is a courtesy, not the cook's input
      logger.warn('Video thumbnail not stored', { recipeId, videoId, error: String(error) });
      return null;
    }
  };
}

/**
 * The images a recipe is saved with: the given ones, or, when there are none and it has a video, the video's
 * thumbnail (the one rule recipes-create and recipes-update share).
 */
export async function imagesWithVideoPhoto(
  videoPhoto: VideoPhoto | undefined,
  recipeId: string,
  images: Image[],
  videoId: string | null,
): Promise<Image[]> {
  if (images.length > 0 || !videoId || !videoPhoto) return images;
  const photo = await videoPhoto(recipeId, videoId);
  return photo ? [photo] : images;
}
