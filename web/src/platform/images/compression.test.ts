import { describe, expect, it, vi } from 'vitest';
import {
  BROWSER_COMPRESSION,
  COMPRESSION_ERRORS,
  UPLOAD_COMPRESSION,
  encodeWithinTarget,
  fitWithin,
  jpegName,
  needsCompression,
  qualitySteps,
} from './compression';

describe('when to compress', () => {
  it('compresses in the browser above 1 MB and at upload above 500 KB', () => {
    expect(needsCompression(1_048_576, BROWSER_COMPRESSION)).toBe(false);
    expect(needsCompression(1_048_577, BROWSER_COMPRESSION)).toBe(true);
    expect(needsCompression(512_000, UPLOAD_COMPRESSION)).toBe(false);
    expect(needsCompression(512_001, UPLOAD_COMPRESSION)).toBe(true);
  });

  it('fits within 1920 (browser) or 1024 (upload) px, keeping proportions, never enlarging', () => {
    expect(fitWithin(4000, 3000, 1920)).toEqual({ width: 1920, height: 1440 });
    expect(fitWithin(3000, 4000, 1024)).toEqual({ width: 768, height: 1024 });
    expect(fitWithin(800, 600, 1920)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(10000, 1, 1920)).toEqual({ width: 1920, height: 1 });
  });
});

describe('quality stepping', () => {
  it('steps 0.85 down by 0.1 to the floor 0.5 in the browser; one try at 0.85 at upload', () => {
    expect(qualitySteps(BROWSER_COMPRESSION)).toEqual([0.85, 0.75, 0.65, 0.55, 0.5]);
    expect(qualitySteps(UPLOAD_COMPRESSION)).toEqual([0.85]);
  });

  it('stops at the first quality within 1 MB', async () => {
    const sizes: Record<number, number> = { 0.85: 2_000_000, 0.75: 1_500_000, 0.65: 900_000 };
    const encode = vi.fn(async (quality: number) => ({ size: sizes[quality] ?? 100, quality }));
    expect(await encodeWithinTarget(BROWSER_COMPRESSION, encode)).toEqual({ size: 900_000, quality: 0.65 });
    expect(encode.mock.calls.map(([q]) => q)).toEqual([0.85, 0.75, 0.65]);
  });

  it('keeps the floor result when nothing reaches the target', async () => {
    const encode = vi.fn(async (quality: number) => ({ size: 5_000_000, quality }));
    expect(await encodeWithinTarget(BROWSER_COMPRESSION, encode)).toEqual({ size: 5_000_000, quality: 0.5 });
    expect(encode).toHaveBeenCalledTimes(5);
  });

  it('takes the upload stage result as it comes (no target)', async () => {
    const encode = vi.fn(async (quality: number) => ({ size: 9_000_000, quality }));
    expect(await encodeWithinTarget(UPLOAD_COMPRESSION, encode)).toEqual({ size: 9_000_000, quality: 0.85 });
  });

  it('fails with "Failed to compress image" when the encoder gives nothing', async () => {
    await expect(encodeWithinTarget(BROWSER_COMPRESSION, async () => null)).rejects.toThrow(
      COMPRESSION_ERRORS.compress,
    );
  });

  it('names the result .jpg', () => {
    expect(jpegName('soup.PNG')).toBe('soup.jpg');
    expect(jpegName('my.best.soup.webp')).toBe('my.best.soup.jpg');
    expect(jpegName('noext')).toBe('noext.jpg');
    expect(jpegName('.png')).toBe('image.jpg');
  });
});
