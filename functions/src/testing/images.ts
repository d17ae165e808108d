/**
 * Real image files for media tests, made with sharp: solid colours (PNG, JPEG) of any size, and a detector
 * that scores an image by its red channel: deterministic, so the food-only threshold is proven on real bytes.
 */
import sharp from 'sharp';
import type { PersonDetector } from '../platform/personDetector';

export type Rgb = readonly [number, number, number];

/** The four stored sizes as the spec gives them (000 §5 "Images"), width × height: written out, not imported. */
export const SPEC_IMAGE_SIZES = {
  thumbnail: [300, 300],
  card: [400, 300],
  detail: [800, 600],
  full: [1200, 900],
} as const;

export async function solidPng(width: number, height: number, colour: Rgb): Promise<Buffer> {
  const [r, g, b] = colour;
  return sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}

export async function solidJpeg(width: number, height: number, colour: Rgb): Promise<Buffer> {
  const [r, g, b] = colour;
  return sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();
}

export async function dimensions(
  bytes: Uint8Array,
): Promise<{ width: number; height: number; format: string }> {
  const metadata = await sharp(bytes).metadata();
  return { width: metadata.width ?? 0, height: metadata.height ?? 0, format: metadata.format ?? '' };
}

/** Score = mean red / 255: pure red is 1, (128, x, x) just above 0.5, (127, x, x) just below, green 0. */
export const redDetector: PersonDetector = {
  async detect(bytes) {
    const stats = await sharp(bytes).stats();
    return { score: (stats.channels[0]?.mean ?? 0) / 255 };
  },
};
