import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkPeopleOnServer, mayUpload } from './people';
import { detectPeople } from './detectPeople';
import { uploadProfilePhoto, uploadRecipeImage } from './upload';
import type { PersonDetectionClient } from '@/workers/personDetectionClient';

vi.mock('@/platform/firebase', () => ({
  currentIdToken: async () => 'id-token-1',
  loadFunctions: async () => ({}),
}));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const keep = async (file: File) => file;
const png = (name = 'soup.png', bytes = [1, 2, 3]) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

/** Cloudinary answers an unsigned upload of `publicId` (version 7, 1024×768) from a stubbed fetch. */
const stubCloudinary = (publicId: string) => {
  const answer = {
    public_id: publicId,
    version: 7,
    width: 1024,
    height: 768,
    format: 'jpg',
    secure_url: `https://res.cloudinary.com/cloud/image/upload/v7/${publicId}.jpg`,
  };
  const fetchMock = vi.fn(async () => json(200, answer));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};
const cloudinary = { host: { kind: 'cloudinary', cloudName: 'cloud' }, prepare: keep } as const;

afterEach(() => vi.unstubAllGlobals());

describe('uploadProfilePhoto', () => {
  it('posts the photo to /api/media/avatar on the local host (the server picks the folder)', async () => {
    const image = { publicId: 'users/u1/abc' };
    const fetchMock = vi.fn(async () => json(200, image));
    vi.stubGlobal('fetch', fetchMock);
    expect(await uploadProfilePhoto(png('me.png'), 'u1', { host: { kind: 'local' }, prepare: keep })).toEqual(
      image,
    );
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/media/avatar');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer id-token-1');
    expect(JSON.parse(init.body as string)).toEqual({
      filename: 'me.png',
      mimeType: 'image/png',
      dataBase64: 'AQID',
    });
  });

  it('uploads unsigned to Cloudinary in folder users/{uid}', async () => {
    const fetchMock = stubCloudinary('users/u1/xyz');
    const image = await uploadProfilePhoto(png(), 'u1', cloudinary);
    const form = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData;
    expect(form.get('folder')).toBe('users/u1');
    expect(image.publicId).toBe('users/u1/xyz');
  });
});

describe('uploadRecipeImage', () => {
  it('posts the file as base64 JSON with the bearer to /api/media/upload on the local host', async () => {
    const image = { publicId: 'recipes/r1/abc' };
    const fetchMock = vi.fn(async () => json(200, image));
    vi.stubGlobal('fetch', fetchMock);
    expect(await uploadRecipeImage(png(), 'r1', { host: { kind: 'local' }, prepare: keep })).toEqual(image);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/media/upload');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer id-token-1');
    expect(JSON.parse(init.body as string)).toEqual({
      recipeId: 'r1',
      filename: 'soup.png',
      mimeType: 'image/png',
      dataBase64: 'AQID',
    });
  });

  it('runs the upload stage compression first', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, {})),
    );
    const prepare = vi.fn(async () => new File([new Uint8Array([9])], 'soup.jpg', { type: 'image/jpeg' }));
    await uploadRecipeImage(png(), 'r1', { host: { kind: 'local' }, prepare });
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('uploads unsigned to Cloudinary with the preset and folder, and builds the Image', async () => {
    const fetchMock = stubCloudinary('recipes/r1/xyz');
    const image = await uploadRecipeImage(png(), 'r1', cloudinary);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.cloudinary.com/v1_1/cloud/image/upload');
    const form = init.body as FormData;
    expect(form.get('upload_preset')).toBe('recipe-images');
    expect(form.get('folder')).toBe('recipes/r1');
    expect((form.get('file') as File).name).toBe('soup.png');
    expect(image.publicId).toBe('recipes/r1/xyz');
    expect(image.sizes.thumbnail).toBe(
      'https://res.cloudinary.com/cloud/image/upload/c_fill,g_auto,h_300,w_300/f_auto,q_auto/v7/recipes/r1/xyz.jpg',
    );
  });

  it("shows Cloudinary's own message when it refuses a file", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { error: { message: 'Invalid image file' } })),
    );
    await expect(
      uploadRecipeImage(png(), 'r1', { host: { kind: 'cloudinary', cloudName: 'cloud' }, prepare: keep }),
    ).rejects.toMatchObject({ code: 'invalid-argument', message: 'Invalid image file', fromServer: true });
  });
});

describe('checkPeopleOnServer', () => {
  it('sends every image with its index and returns the server answer', async () => {
    const answer = {
      containsPeople: true,
      imagesWithPeople: [{ filename: 'b.png', index: 1 }],
      message: 'x',
    };
    const fetchMock = vi.fn(async () => json(200, answer));
    vi.stubGlobal('fetch', fetchMock);
    const result = await checkPeopleOnServer([png('a.png'), png('b.png', [4])], 'r1');
    expect(result).toEqual({ checked: true, ...answer });
    expect(mayUpload(result)).toBe(false);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/upload/check-person-batch');
    expect(JSON.parse(init.body as string)).toEqual({
      recipeId: 'r1',
      images: [
        { imageData: 'AQID', mimeType: 'image/png', filename: 'a.png', size: 3, index: 0 },
        { imageData: 'BA==', mimeType: 'image/png', filename: 'b.png', size: 1, index: 1 },
      ],
    });
  });

  it('does not block uploads when the check cannot run (503 offline)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(503, {
          error: {
            code: 'unavailable',
            message: 'Could not verify images: person detection is unavailable right now.',
          },
        }),
      ),
    );
    const result = await checkPeopleOnServer([png()], 'r1');
    expect(result).toMatchObject({ checked: false, error: { code: 'unavailable', status: 503 } });
    expect(mayUpload(result)).toBe(true);
  });
});

describe('detectPeople', () => {
  const pixels = async () => ({ data: new Uint8ClampedArray(4), width: 1, height: 1 });

  it('rejects files with a person in the spec words and lists the unverified ones', async () => {
    const scores: Record<string, { hasPerson: boolean; score: number; verified: boolean; error?: string }> = {
      'chef.jpg': { hasPerson: true, score: 0.9, verified: true },
      'soup.jpg': { hasPerson: false, score: 0.1, verified: true },
      'cake.jpg': { hasPerson: false, score: 0, verified: false, error: 'Failed to fetch' },
    };
    let current = '';
    const client = { detect: vi.fn(async () => scores[current]) } as unknown as PersonDetectionClient;
    const files = Object.keys(scores).map(
      (name) => new File([new Uint8Array(1)], name, { type: 'image/jpeg' }),
    );
    const result = await detectPeople(files, client, async (file) => {
      current = file.name;
      return pixels();
    });
    expect(result.rejected.map((f) => f.name)).toEqual(['chef.jpg']);
    expect(result.unverified.map((f) => f.name)).toEqual(['cake.jpg']);
    expect(result.message).toBe(
      'The following images contain people: chef.jpg. Please upload food-only images.',
    );
  });

  it('keeps an image it cannot decode, unverified', async () => {
    const client = { detect: vi.fn() } as unknown as PersonDetectionClient;
    const result = await detectPeople([png()], client, async () =>
      Promise.reject(new Error('Failed to load image')),
    );
    expect(result).toMatchObject({ rejected: [], message: null });
    expect(result.checks[0]).toMatchObject({ verified: false, error: 'Failed to load image' });
  });
});
