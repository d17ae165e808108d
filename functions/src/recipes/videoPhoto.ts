/**
 * A recipe with a video and no photo of its own gets the video's thumbnail (issue 27), on create and when an edit
 * adds the video: the picture is read from YouTube's thumbnail host and stored through the image host as any upload
 * is (its sizes, its folder), so the cards, the detail page and the cleanup treat it as the recipe's first image.
 * The read goes through the safe fetch (docs/decisions/0061: its 3 MB cap, under an upload's 10 MB, its address
 * checks) and follows redirects only on the thumbnail's host.
 */
import * as logger from 'firebase-functions/logger';
import type { Image } from '../domain/media';
import { thumbnailAddress } from '../platform/videoMetadata';
import { storeFetchedPhoto, type PhotoSource } from './sourcePhoto';

/** Stores the video's thumbnail as the recipe's image; null (logged) when it cannot be read or stored. */
export type VideoPhoto = (recipeId: string, videoId: string) => Promise<Image | null>;

export function videoPhotoFrom(options: { thumbnailUrl: string } & PhotoSource): VideoPhoto {
  return async (recipeId, videoId) => {
    try {
      const address = thumbnailAddress(options.thumbnailUrl, videoId);
      // YouTube's thumbnails are JPEGs; redirects stay on the thumbnail's host
      return await storeFetchedPhoto(options, recipeId, address, { sameHost: true }, () => `${videoId}.jpg`);
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
