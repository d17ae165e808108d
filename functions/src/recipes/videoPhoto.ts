/**
 * A recipe with a video and no photo of its own gets the video's thumbnail (issue 27): the picture is read from
 * YouTube's thumbnail host and stored through the image host as any upload is (its sizes, its folder), so the
 * cards, the detail page and the cleanup treat it as the recipe's first image.
 */
import * as logger from 'firebase-functions/logger';
import type { Image } from '../domain/media';
import type { ImageHost } from '../platform/imageHost';
import { thumbnailAddress } from '../platform/videoMetadata';

/** Stores the video's thumbnail as the recipe's image; null (logged) when it cannot be read or stored. */
export type VideoPhoto = (recipeId: string, videoId: string) => Promise<Image | null>;

export function videoPhotoFrom(options: {
  thumbnailUrl: string;
  host: () => Pick<ImageHost, 'upload'>;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): VideoPhoto {
  const request = options.fetch ?? fetch;
  return async (recipeId, videoId) => {
    try {
      const answer = await request(thumbnailAddress(options.thumbnailUrl, videoId), {
        signal: AbortSignal.timeout(options.timeoutMs ?? 8000),
      });
      if (!answer.ok) throw new Error(`thumbnail answered ${answer.status}`);
      const bytes = new Uint8Array(await answer.arrayBuffer());
      return await options.host().upload(recipeId, bytes, `${videoId}.jpg`, 'image/jpeg');
    } catch (error) {
      // the recipe is saved without a photo rather than refused: the picture is a courtesy, not the cook's input
      logger.warn('Video thumbnail not stored', { recipeId, videoId, error: String(error) });
      return null;
    }
  };
}
