/**
 * The safe fetch against loopback fixture sites this file starts (issue 32 §1, docs/decisions/0061): one site on the
 * allow list, one off it that must never be asked (its hit count stays 0). No traffic leaves this machine: names
 * resolve through a resolver given here, and refused addresses are refused before anything connects.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAFE_FETCH_LIMITS } from '../../domain/safeFetch';
import { startFixtureSite, type FixtureSite } from '../../testing/fixtureSite';
import { createSafeFetch, type SafeFetch } from './fetch';
import type { Resolver } from './resolve';

const PAGE = '<html><body><h1>Shakshuka</h1></body></html>';
let site: FixtureSite;
let outside: FixtureSite;
let fetchSafely: SafeFetch;
const asked: string[] = [];

/** Names of this test only: pinned.test is the allowed site's address, private.test a private network's. */
const resolver: Resolver = async (host) => {
  asked.push(host);
  if (host === 'pinned.test') return [{ address: '127.0.0.1', family: 4 }];
  if (host === 'localhost')
    return [
      { address: '::1', family: 6 },
      { address: '127.0.0.1', family: 4 },
    ];
  if (host === 'private.test') return [{ address: '10.0.0.7', family: 4 }];
  if (host === 'mixed.test')
    return [
      { address: '93.184.215.14', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
  throw new Error(`ENOTFOUND ${host}`);
};

const emulatorWith = (...origins: string[]) => ({
  FUNCTIONS_EMULATOR: 'true',
  MATKON_IMPORT_ALLOWED_ORIGINS: origins.join(','),
});

beforeAll(async () => {
  site = await startFixtureSite({
    '/recipe': { body: PAGE, headers: { 'content-type': 'text/html; charset=utf-8' } },
  });
  outside = await startFixtureSite({ '/secret': { body: 'internal' } });
  const pinnedOrigin = `http://pinned.test:${site.port}`;
  fetchSafely = createSafeFetch({ env: emulatorWith(site.origin, pinnedOrigin), resolver, timeoutMs: 2000 });
});

afterAll(() => Promise.all([site.close(), outside.close()]));

describe('an allowed fixture origin', () => {
  it('answers the page with its final address, status, content type and bytes', async () => {
    const answer = await fetchSafely(`${site.origin}/recipe`, { kind: 'html' });
    expect(answer).toEqual({
      ok: true,
      finalUrl: `${site.origin}/recipe`,
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: Buffer.from(PAGE),
    });
  });

  it('connects to the address the name was resolved to once (pinned, no second lookup)', async () => {
    asked.length = 0;
    const before = site.hits('/recipe');
    const answer = await fetchSafely(`http://pinned.test:${site.port}/recipe`, { kind: 'html' });
    expect(answer.ok).toBe(true);
    expect(asked).toEqual(['pinned.test']);
    expect(site.hits('/recipe')).toBe(before + 1);
  });

  it('passes only in the emulator: the same list outside it refuses the site, which is never asked', async () => {
    const before = site.hits();
    for (const env of [
      { MATKON_IMPORT_ALLOWED_ORIGINS: site.origin },
      { FUNCTIONS_EMULATOR: 'false', MATKON_IMPORT_ALLOWED_ORIGINS: site.origin },
    ]) {
      await expect(createSafeFetch({ env })(`${site.origin}/recipe`, { kind: 'html' })).resolves.toEqual({
        ok: false,
        reason: 'address',
      });
    }
    expect(site.hits()).toBe(before);
  });
});

describe('refusals before anything is sent', () => {
  it.each([
    ['a loopback origin off the list', () => `${outside.origin}/secret`],
    ['its decimal form', () => `http://2130706433:${outside.port}/secret`],
    ['its hex short form', () => `http://0x7f.1:${outside.port}/secret`],
    ['its short form', () => `http://127.1:${outside.port}/secret`],
    ['IPv4-mapped IPv6', () => `http://[::ffff:127.0.0.1]:${outside.port}/secret`],
    ['the host after user-info', () => `http://${site.origin.slice(7)}@127.0.0.1:${outside.port}/secret`],
    ['localhost', () => `http://localhost:${outside.port}/secret`],
    ['IPv6 loopback', () => `http://[::1]:${outside.port}/secret`],
    ['a name resolving to a private address', () => `http://private.test:${outside.port}/secret`],
    ['a name with one loopback address among public ones', () => `http://mixed.test:${outside.port}/secret`],
    ['the metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['the metadata name', () => 'http://metadata.google.internal/computeMetadata/v1/'],
    ['an IPv6 zone id', () => `http://[fe80::1%25lo]:${outside.port}/secret`],
  ])('%s', async (_name, address) => {
    await expect(fetchSafely(address(), { kind: 'html' })).resolves.toEqual({ ok: false, reason: 'address' });
    expect(outside.hits()).toBe(0);
  });

  it.each(['file:///etc/passwd', 'ftp://127.0.0.1/', 'data:text/html,<h1>hi</h1>'])(
    'the scheme of %s',
    async (a) => {
      await expect(fetchSafely(a, { kind: 'html' })).resolves.toEqual({ ok: false, reason: 'scheme' });
    },
  );
});

describe('redirects', () => {
  const hops = (name: string, count: number) => {
    for (let hop = 0; hop < count; hop += 1)
      site.route(`/${name}/${hop}`, { redirect: `/${name}/${hop + 1}` });
    site.route(`/${name}/${count}`, { body: PAGE });
    return `${site.origin}/${name}/0`;
  };

  it(`follows up to ${SAFE_FETCH_LIMITS.maxRedirects}, each one judged`, async () => {
    const answer = await fetchSafely(hops('five', 5), { kind: 'html' });
    expect(answer.ok && answer.finalUrl).toBe(`${site.origin}/five/5`);
  });

  it('refuses a sixth, which is never asked', async () => {
    await expect(fetchSafely(hops('six', 6), { kind: 'html' })).resolves.toEqual({
      ok: false,
      reason: 'redirects',
    });
    expect(site.hits('/six/6')).toBe(0);
  });

  it('refuses a redirect to a refused loopback port before sending it anything', async () => {
    site.route('/to-outside', { redirect: `${outside.origin}/secret` });
    site.route('/to-metadata', { redirect: 'http://169.254.169.254/latest/meta-data/' });
    site.route('/to-file', { redirect: 'file:///etc/passwd' });
    await expect(fetchSafely(`${site.origin}/to-outside`, { kind: 'html' })).resolves.toEqual({
      ok: false,
      reason: 'address',
    });
    await expect(fetchSafely(`${site.origin}/to-metadata`, { kind: 'html' })).resolves.toEqual({
      ok: false,
      reason: 'address',
    });
    await expect(fetchSafely(`${site.origin}/to-file`, { kind: 'html' })).resolves.toEqual({
      ok: false,
      reason: 'scheme',
    });
    expect(site.hits('/to-outside')).toBe(1);
    expect(outside.hits()).toBe(0);
  });

  it('stays on the first host when asked to', async () => {
    site.route('/same', { redirect: '/recipe' });
    site.route('/other', { redirect: `http://pinned.test:${site.port}/recipe` });
    const same = await fetchSafely(`${site.origin}/same`, { kind: 'html', sameHost: true });
    expect(same.ok).toBe(true);
    await expect(fetchSafely(`${site.origin}/other`, { kind: 'html', sameHost: true })).resolves.toEqual({
      ok: false,
      reason: 'redirects',
    });
  });
});

describe('the answer', () => {
  it('ends at the total time limit when the site never answers', async () => {
    site.route('/slow', { hang: true });
    await expect(fetchSafely(`${site.origin}/slow`, { kind: 'html' })).resolves.toEqual({
      ok: false,
      reason: 'timeout',
    });
  });

  it('refuses a body over the cap, announced or endless, and believes no Content-Length', async () => {
    const over = Buffer.alloc(SAFE_FETCH_LIMITS.maxBytes + 1, 0x61);
    site.route('/announced', { body: over });
    site.route('/endless', { endless: true, headers: { 'content-type': 'text/html' } });
    // overstated: refused on the header, before a byte of the body is read
    site.route('/overstated', {
      body: PAGE,
      headers: { 'content-length': String(SAFE_FETCH_LIMITS.maxBytes + 1) },
    });
    // understated: the bytes past the announced length are never read
    site.route('/understated', { body: over, headers: { 'content-length': '100' } });
    for (const path of ['/announced', '/endless', '/overstated']) {
      await expect(fetchSafely(`${site.origin}${path}`, { kind: 'html' })).resolves.toEqual({
        ok: false,
        reason: 'tooLarge',
      });
    }
    const understated = await fetchSafely(`${site.origin}/understated`, { kind: 'html' });
    expect(understated.ok && understated.body.byteLength).toBe(100);
  });

  it('refuses a content type the caller did not ask for', async () => {
    site.route('/photo', { body: Buffer.alloc(10), headers: { 'content-type': 'image/png' } });
    site.route('/typeless', { body: PAGE, headers: { 'content-type': '' } });
    await expect(fetchSafely(`${site.origin}/photo`, { kind: 'html' })).resolves.toEqual({
      ok: false,
      reason: 'contentType',
    });
    await expect(fetchSafely(`${site.origin}/recipe`, { kind: 'image' })).resolves.toEqual({
      ok: false,
      reason: 'contentType',
    });
    const photo = await fetchSafely(`${site.origin}/photo`, { kind: 'image' });
    expect(photo.ok && photo.contentType).toBe('image/png');
  });

  it('names an error answer with its status, and a site that is not there', async () => {
    await expect(fetchSafely(`${site.origin}/missing`, { kind: 'html' })).resolves.toEqual({
      ok: false,
      reason: 'status',
      status: 404,
    });
    await expect(fetchSafely(`http://unknown.test:${site.port}/`, { kind: 'html' })).resolves.toEqual({
      ok: false,
      reason: 'network',
    });
  });
});
