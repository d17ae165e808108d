/**
 * compressImage (spec 000 §5): an image over the stage's threshold is drawn on a white canvas scaled to the
 * stage's maximum size and encoded as JPEG, quality stepping down until it fits (compression.ts). Smaller files
 * come back untouched. Errors: "Failed to read file", "Failed to load image", "Failed to compress image".
 */
import {
  BROWSER_COMPRESSION,
  COMPRESSION_ERRORS,
  encodeWithinTarget,
  fitWithin,
  jpegName,
  needsCompression,
  type CompressionSettings,
} from './compression';

export async function compressImage(
  file: File,
  settings: CompressionSettings = BROWSER_COMPRESSION,
): Promise<File> {
  if (!needsCompression(file.size, settings)) return file;
  const image = await loadImage(await readAsDataUrl(file));
  const { width, height } = fitWithin(image.naturalWidth, image.naturalHeight, settings.maxDimension);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(COMPRESSION_ERRORS.compress);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  const blob = await encodeWithinTarget(settings, (quality) => toJpeg(canvas, quality));
  return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error(COMPRESSION_ERRORS.read));
    reader.onerror = () => reject(new Error(COMPRESSION_ERRORS.read));
    reader.readAsDataURL(file);
  });
}

function loadImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(COMPRESSION_ERRORS.load));
    image.src = source;
  });
}

function toJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}
