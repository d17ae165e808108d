import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetch } from './safeFetch';
import { createVideoMetadata } from './videoMetadata';

/** A loopback server that answers as YouTube's oEmbed endpoint and thumbnail host do. */
const VIDEOS: Record<string, { oembed: number; thumbnailBytes: number }> = {
  shakshuka01: { oembed: 200, thumbnailBytes: 14_000 },
  privateVid1: { oembed: 401, thumbnailBytes: 14_000 },
  missingVid1: { oembed: 404, thumbnailBytes: 1097 },
  brokenVid01: { oembed: 500, thumbnailBytes: 14_000 },
  tinyThumb01: { oembed: 200, thumbnailBytes: 1097 },
};
const asked: string[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://loopback');
    asked.push(url.pathname + url.search);
    if (url.pathname === '/oembed') {
      const id = new URL(url.searchParams.get('url') ?? '').searchParams.get('v') ?? '';
      const status = VIDEOS[id]?.oembed ?? 404;
      if (status !== 200) {
        res.writeHead(status, { 'content-type': 'text/html' });
        res.end(status === 401 ? 'Unauthorized' : 'Not Found');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ title: 'Shakshuka in 15 minutes', author_name: 'Demo Kitchen', type: 'video' }),
      );
      return;
    }
    const thumb = /^\/vi\/([^/]+)\/hqdefault\.jpg$/.exec(url.pathname);
    const bytes = thumb ? (VIDEOS[thumb[1] ?? '']?.thumbnailBytes ?? 1097) : 0;
    res.writeHead(thumb ? (bytes > 1097 ? 200 : 404) : 404, { 'content-type': 'image/jpeg' });
    res.end(Buffer.alloc(bytes, 0xff));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The safe fetch as the local stack's emulator has it: these loopback origins on its allow list. */
const allowing = (...origins: string[]) =>
  createSafeFetch({ env: { FUNCTIONS_EMULATOR: 'true', MATKON_IMPORT_ALLOWED_ORIGINS: origins.join(',') } });

const client = () =>
  createVideoMetadata({ oembedUrl: `${base}/oembed`, thumbnailUrl: `${base}/vi/`, fetch: allowing(base) });

describe('video metadata against a loopback YouTube', () => {
  it('verifies a public video: its title and author from oEmbed, its thumbnail over 2000 bytes', async () => {
    await expect(client().check('shakshuka01')).resolves.toEqual({
      ok: true,
      title: 'Shakshuka in 15 minutes',
      authorName: 'Demo Kitchen',
    });
    expect(asked).toContain(
      `/oembed?url=${encodeURIComponent('https://www.youtube.com/watch?v=shakshuka01')}&format=json`,
    );
    expect(asked).toContain('/vi/shakshuka01/hqdefault.jpg');
  });

  it('names each refusal as YouTube gives it', async () => {
    await expect(client().check('privateVid1')).resolves.toEqual({ ok: false, reason: 'private' });
    await expect(client().check('missingVid1')).resolves.toEqual({ ok: false, reason: 'notFound' });
    await expect(client().check('brokenVid01')).resolves.toEqual({ ok: false, reason: 'unverifiable' });
    await expect(client().check('tinyThumb01')).resolves.toEqual({ ok: false, reason: 'notFound' });
  });

  it('says the connection failed when nothing answers', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const refused = createVideoMetadata({
      oembedUrl: `http://127.0.0.1:${port}/oembed`,
      thumbnailUrl: `http://127.0.0.1:${port}/vi`,
      fetch: allowing(`http://127.0.0.1:${port}`),
    });
    await expect(refused.check('shakshuka01')).resolves.toEqual({ ok: false, reason: 'network' });
  });

  it('asks a loopback YouTube only through the allow list: off it, nothing is asked', async () => {
    asked.length = 0;
    const offList = createVideoMetadata({
      oembedUrl: `${base}/oembed`,
      thumbnailUrl: `${base}/vi/`,
      fetch: allowing('http://127.0.0.1:1'),
    });
    await expect(offList.check('shakshuka01')).resolves.toEqual({ ok: false, reason: 'unverifiable' });
    expect(asked).toEqual([]);
  });
});
