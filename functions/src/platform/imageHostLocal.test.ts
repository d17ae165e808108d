import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../domain/errors';
import { IMAGE_FILE_MESSAGES } from '../domain/media';
import { dimensions, solidJpeg, solidPng, SPEC_IMAGE_SIZES } from '../testing/images';
import { LocalImageHost, findLocalImageFile } from './imageHostLocal';

let dir: string;
let host: LocalImageHost;
let counter = 0;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'matkon-images-test-'));
  host = new LocalImageHost({ dir, newName: () => `img${(counter += 1)}` });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function fileOf(url: string): string {
  return join(dir, url.replace('/api/media/images/', ''));
}

describe('LocalImageHost', () => {
  it('stores the original and the four sizes as cover crops, and answers the contract Image', async () => {
    const png = await solidPng(1000, 500, [200, 120, 40]);
    const image = await host.upload('recipe1', png, 'soup.png', 'image/png');

    expect(image.publicId).toBe('recipes/recipe1/img1');
    expect(image).toMatchObject({ width: 1000, height: 500, format: 'png' });
    expect(image.originalUrl).toBe('/api/media/images/recipes/recipe1/img1/original.png');
    expect(image.url).toBe(image.originalUrl);
    expect(image.sizes.thumbnail).toBe('/api/media/images/recipes/recipe1/img1/thumbnail.jpg');
    expect(await readFile(fileOf(image.originalUrl))).toEqual(png);

    for (const [size, [width, height]] of Object.entries(SPEC_IMAGE_SIZES)) {
      const stored = await dimensions(
        await readFile(fileOf(image.sizes[size as keyof typeof SPEC_IMAGE_SIZES])),
      );
      expect(stored).toEqual({ width, height, format: 'jpeg' });
    }
  });

  it('keeps a JPEG as jpg', async () => {
    const image = await host.upload(
      'recipe1',
      await solidJpeg(640, 480, [10, 200, 10]),
      'a.jpg',
      'image/jpeg',
    );
    expect(image.format).toBe('jpg');
    expect(image.originalUrl.endsWith('/original.jpg')).toBe(true);
  });

  it('stores an SVG original as PNG: nothing scriptable is served', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><script>alert(1)</script><rect width="40" height="30" fill="red"/></svg>',
    );
    const image = await host.upload('recipe2', svg, 'x.svg', 'image/svg+xml');
    expect(image.format).toBe('png');
    expect((await dimensions(await readFile(fileOf(image.originalUrl)))).format).toBe('png');
  });

  it.each([
    [
      'bytes that are no image',
      Buffer.from('hello, not an image'),
      'image/png',
      IMAGE_FILE_MESSAGES.notAnImage,
    ],
    ['a type that is no image', Buffer.from('x'), 'text/plain', IMAGE_FILE_MESSAGES.notAnImage],
    ['a file over 10 MB', Buffer.alloc(10_485_761), 'image/jpeg', IMAGE_FILE_MESSAGES.fileTooLarge],
  ])('refuses %s with a 400 and stores nothing', async (_label, bytes, mimeType, message) => {
    const before = await readdir(dir, { recursive: true });
    const error = await host.upload('recipe3', bytes, 'f', mimeType).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'invalid-argument', message });
    expect(await readdir(dir, { recursive: true })).toEqual(before);
  });

  it('refuses a recipe id that could leave the folder', async () => {
    await expect(
      host.upload('../x', await solidPng(10, 10, [0, 0, 0]), 'a', 'image/png'),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
    });
  });

  it('finds only stored files by their known names', async () => {
    const image = await host.upload('recipe4', await solidPng(50, 50, [1, 2, 3]), 'a.png', 'image/png');
    const name = image.publicId.split('/')[2] ?? '';
    expect(await findLocalImageFile(dir, 'recipe4', name, 'card.jpg')).toMatchObject({
      contentType: 'image/jpeg',
    });
    expect(await findLocalImageFile(dir, 'recipe4', name, 'original.png')).toMatchObject({
      contentType: 'image/png',
    });
    for (const [recipeId, file] of [
      ['recipe4', 'card.png'],
      ['recipe4', 'other.jpg'],
      ['recipe4', '../../x.jpg'],
      ['..', 'card.jpg'],
    ] as const) {
      expect(await findLocalImageFile(dir, recipeId, name, file)).toBeNull();
    }
  });

  it('deletes an image with its sizes; deleting again or an unknown id is fine', async () => {
    const image = await host.upload('recipe5', await solidPng(20, 20, [9, 9, 9]), 'a.png', 'image/png');
    await host.delete(image.publicId);
    await expect(readdir(join(dir, image.publicId))).rejects.toThrow();
    await expect(host.delete(image.publicId)).resolves.toBeUndefined();
    await expect(host.delete('recipes/../..')).resolves.toBeUndefined();
  });
});
