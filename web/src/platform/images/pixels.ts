/** A file's pixels for the detector: decoded by the browser, at most 640 px on the long side (the model uses 300). */
import { COMPRESSION_ERRORS, fitWithin } from './compression';
import type { PixelImage } from '@/workers/protocol';

const MAX_EDGE = 640;

export async function filePixels(file: Blob): Promise<PixelImage> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error(COMPRESSION_ERRORS.load);
  }
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, MAX_EDGE);
    const canvas =
      typeof OffscreenCanvas === 'function'
        ? new OffscreenCanvas(width, height)
        : Object.assign(document.createElement('canvas'), { width, height });
    const context = canvas.getContext('2d') as
      CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if (!context) throw new Error(COMPRESSION_ERRORS.load);
    context.drawImage(bitmap, 0, 0, width, height);
    const { data } = context.getImageData(0, 0, width, height);
    return { data, width, height };
  } finally {
    bitmap.close();
  }
}
