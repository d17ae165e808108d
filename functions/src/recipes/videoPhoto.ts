/**
 * A recipe with a video and no photo of its own gets the video's thumbnail (issue 27), on create and when an edit
 * adds the video: the picture is read from YouTube's thumbnail host and stored through the image host as any upload
 * is (its sizes, its folder), so the cards, the detail page and the cleanup treat it as the recipe's first image.
 * The read takes at most an upload's bytes (10 MB, 000 §5) and follows redirects only on the thumbnail host.
 */
import * as logger from 'firebase-functions/logger';
import { RECIPE_LIMITS } from '../domain/constants/recipe';
import type { Image } from '../domain/media';
import type { ImageHost } from '../platform/imageHost';
import { thumbnailAddress } from '../platform/videoMetadata';

/** Stores the video's thumbnail as the recipe's image; null (logged) when it cannot be read or stored. */
export type VideoPhoto = (recipeId: string, videoId: string) => Promise<Image | null>;

/** ours: YouTube answers the thumbnail directly; a hop or two on its own host is allowed, no more. */
const MAX_REDIRECTS = 3;

/** The answer at `address`, following redirects that stay on its host; another host is refused. */
async function getOnHost(request: typeof fetch, address: string, signal: AbortSignal): Promise<Response> {
  const { host } = new URL(address);
  let url = address;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const answer = await request(url, { signal, redirect: 'manual' });
    const location = answer.status >= 300 && answer.status < 400 ? answer.headers.get('location') : null;
    if (!location) return answer;
    await answer.body?.cancel();
    const next = new URL(location, url);
    if (next.host !== host) throw new Error(`thumbnail redirected to another host (${next.host})`);
    url = next.href;
  }
  throw new Error(`thumbnail redirected more than ${MAX_REDIRECTS} times`);
}

/** The body's bytes, refused as soon as they pass `max` (a lying or missing content-length changes nothing). */
async function bytesUpTo(answer: Response, max: number): Promise<Uint8Array> {
  if (Number(answer.headers.get('content-length') ?? 0) > max) {
    await answer.body?.cancel();
    throw new Error(`thumbnail is larger than ${max} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = answer.body?.getReader();
  for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
    total += part.value.byteLength;
    if (total > max) {
      await reader?.cancel();
      throw new Error(`thumbnail is larger than ${max} bytes`);
    }
    chunks.push(part.value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export function videoPhotoFrom(options: {
  thumbnailUrl: string;
  host: () => Pick<ImageHost, 'upload'>;
  fetch?: typeof fetch;
  timeoutMs?: number;
  maxBytes?: number;
}): VideoPhoto {
  const request = options.fetch ?? fetch;
  const maxBytes = options.maxBytes ?? RECIPE_LIMITS.maxImageBytes;
  return async (recipeId, videoId) => {
    try {
      const signal = AbortSignal.timeout(options.timeoutMs ?? 8000);
      const answer = await getOnHost(request, thumbnailAddress(options.thumbnailUrl, videoId), signal);
      if (!answer.ok) throw new Error(`thumbnail answered ${answer.status}`);
      const bytes = await bytesUpTo(answer, maxBytes);
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
