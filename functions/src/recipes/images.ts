/**
 * Removing a recipe's images from the image host (spec 000 §4: "Image deletion runs 3 at a time with a 100 ms
 * pause"). A failure is logged and the rest continue: the recipe is already gone or saved.
 */
import * as logger from 'firebase-functions/logger';
import type { ImageRemover } from './deps';

export const IMAGE_DELETION = { concurrency: 3, pauseMs: 100 } as const;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Deletes the images; resolves to how many the host confirmed. */
export async function removeImages(host: ImageRemover, publicIds: readonly string[]): Promise<number> {
  let removed = 0;
  for (let start = 0; start < publicIds.length; start += IMAGE_DELETION.concurrency) {
    if (start > 0) await pause(IMAGE_DELETION.pauseMs);
    const group = publicIds.slice(start, start + IMAGE_DELETION.concurrency);
    const results = await Promise.allSettled(group.map((publicId) => host.delete(publicId)));
    results.forEach((result, index) => {
      if (result.status === 'fulfilled') removed += 1;
      else logger.warn('Image not deleted', { publicId: group[index], error: String(result.reason) });
    });
  }
  return removed;
}
