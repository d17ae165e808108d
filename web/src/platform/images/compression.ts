/**
 * The pure half of image compression (spec 000 §5): when to compress, the target size, and the quality steps
 * (0.85 down by 0.1 to the floor 0.5), tried until the result fits the target. The browser half (canvas) is
 * compressImage.ts; this half is tested without a canvas.
 */
import { IMAGE_COMPRESSION } from '@domain/constants/recipe';

export interface CompressionSettings {
  /** Files of this size or smaller are kept as they are. */
  readonly aboveBytes: number;
  readonly maxDimension: number;
  readonly quality: number;
  /** Without a step the first quality is the only try (the upload stage). */
  readonly qualityStep?: number;
  readonly qualityFloor?: number;
  readonly targetBytes?: number;
}

/** Before an image joins the form: > 1 MB → 1920 px, JPEG, 0.85 → 0.5 until ≤ 1 MB. */
export const BROWSER_COMPRESSION: CompressionSettings = IMAGE_COMPRESSION.browser;
/** Before upload: > 500 KB → 1024 px at 0.85. */
export const UPLOAD_COMPRESSION: CompressionSettings = IMAGE_COMPRESSION.upload;

export function needsCompression(size: number, settings: CompressionSettings): boolean {
  return size > settings.aboveBytes;
}

/** Scaled to fit maxDimension on both sides, proportions kept, never enlarged; whole pixels, at least 1. */
export function fitWithin(
  width: number,
  height: number,
  maxDimension: number,
): { width: number; height: number } {
  const scale = Math.min(1, maxDimension / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** 0.85, 0.75, 0.65, 0.55, 0.5 for the browser stage; [0.85] for the upload stage. */
export function qualitySteps(settings: CompressionSettings): number[] {
  const { quality, qualityStep, qualityFloor } = settings;
  if (!qualityStep || qualityFloor === undefined) return [quality];
  const steps: number[] = [];
  for (let q = quality; q > qualityFloor + 1e-9; q -= qualityStep) steps.push(Math.round(q * 100) / 100);
  steps.push(qualityFloor);
  return steps;
}

/**
 * Encodes at each quality until the result is within the target; else the last (smallest-quality) result.
 * `encode` returns null when the encoder fails (canvas.toBlob does): that is an error, not a bigger file.
 */
export async function encodeWithinTarget<T extends { size: number }>(
  settings: CompressionSettings,
  encode: (quality: number) => Promise<T | null>,
): Promise<T> {
  let last: T | null = null;
  for (const quality of qualitySteps(settings)) {
    last = await encode(quality);
    if (!last) throw new Error(COMPRESSION_ERRORS.compress);
    if (settings.targetBytes === undefined || last.size <= settings.targetBytes) return last;
  }
  if (!last) throw new Error(COMPRESSION_ERRORS.compress);
  return last;
}

/** Spec 000 §8 "Recipe": the compression errors, as thrown. */
export const COMPRESSION_ERRORS = {
  compress: 'Failed to compress image',
  load: 'Failed to load image',
  read: 'Failed to read file',
} as const;

/** photo.png → photo.jpg (the result is always JPEG). */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]+$/, '');
  return `${base || 'image'}.jpg`;
}
