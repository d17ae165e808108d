/**
 * The video photo's read against a loopback thumbnail host: a thumbnail is stored; one over the safe fetch's cap (3 MB,
 * docs/decisions/0061) is refused as soon as the bytes pass it, announced or not; a redirect is followed on the thumbnail's host
 * and refused to another one, whose server is never asked.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SAFE_FETCH_LIMITS } from '../domain/safeFetch';
import type { Image } from '../domain/media';
import { createSafeFetch } from '../platform/safeFetch';
import { imagesWithVideoPhoto, videoPhotoFrom } from './videoPhoto';

const JPEG = Buffer.alloc(14_000, 0xff);
const asked: string[] = [];
let server: Server;
let port = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    asked.push(`${req.headers.host}${path}`);
    const id = /^\/vi\/([^/]+)\/hqdefault\.jpg$/.exec(path)?.[1];
    if (id === 'plainVideo1') {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.end(JPEG);
    } else if (id === 'sameHost001') {
      res.writeHead(302, { location: '/vi/plainVideo1/hqdefault.jpg' });
      res.end();
    } else if (id === 'otherHost01') {
      // 127.0.0.1 and localhost are different hosts to the browser and to us
      res.writeHead(302, { location: `http://localhost:${port}/vi/plainVideo1/hqdefault.jpg` });
      res.end();
    } else if (id === 'announced01') {
      res.writeHead(200, {
        'content-type': 'image/jpeg',
        'content-length': String(SAFE_FETCH_LIMITS.maxBytes + 1),
      });
      res.write(JPEG);
    } else if (id === 'endless0001') {
      // no length and no end: only a cap on the bytes read stops it
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      const chunk = Buffer.alloc(64 * 1024, 0xff);
      const pump = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once('drain', pump);
      };
      pump();
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

function photoWith() {
  const upload = vi.fn(
    async (recipeId: string, bytes: Uint8Array): Promise<Image> =>
      ({ publicId: `recipes/${recipeId}/${bytes.byteLength}` }) as Image,
  );
  const videoPhoto = videoPhotoFrom({
    thumbnailUrl: `http://127.0.0.1:${port}/vi`,
    host: () => ({ upload }),
    // as the local stack's emulator: the loopback thumbnail host on the allow list, and no other
    fetch: createSafeFetch({
      env: { FUNCTIONS_EMULATOR: 'true', MATKON_IMPORT_ALLOWED_ORIGINS: `http://127.0.0.1:${port}` },
    }),
  });
  return { upload, videoPhoto };
}

describe('the video photo’s read', () => {
  it('stores the thumbnail, also after a redirect on its own host', async () => {
    const { upload, videoPhoto } = photoWith();
    await expect(videoPhoto('r1', 'plainVideo1')).resolves.toEqual({ publicId: 'recipes/r1/14000' });
    await expect(videoPhoto('r2', 'sameHost001')).resolves.toEqual({ publicId: 'recipes/r2/14000' });
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('refuses a redirect to another host without asking it', async () => {
    const { upload, videoPhoto } = photoWith();
    asked.length = 0;
    await expect(videoPhoto('r3', 'otherHost01')).resolves.toBeNull();
    expect(asked).toEqual([`127.0.0.1:${port}/vi/otherHost01/hqdefault.jpg`]);
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a thumbnail over the fetch cap, announced or endless, without storing anything', async () => {
    const { upload, videoPhoto } = photoWith();
    await expect(videoPhoto('r4', 'announced01')).resolves.toBeNull();
    await expect(videoPhoto('r5', 'endless0001')).resolves.toBeNull();
    expect(upload).not.toHaveBeenCalled();
  }, 30_000);

  it('is asked only for a recipe with a video and no image', async () => {
    const { videoPhoto } = photoWith();
    const own = { publicId: 'recipes/r6/own' } as Image;
    await expect(imagesWithVideoPhoto(videoPhoto, 'r6', [own], 'plainVideo1')).resolves.toEqual([own]);
    await expect(imagesWithVideoPhoto(videoPhoto, 'r6', [], null)).resolves.toEqual([]);
    await expect(imagesWithVideoPhoto(videoPhoto, 'r6', [], 'missingVid1')).resolves.toEqual([]);
    await expect(imagesWithVideoPhoto(videoPhoto, 'r6', [], 'plainVideo1')).resolves.toEqual([
      { publicId: 'recipes/r6/14000' },
    ]);
  });
});
