import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostingFront, hostingHeadersOf, withConnectOrigins } from './hostingFront.mjs';

const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
const close = (server) => new Promise((resolve) => server.close(resolve));

/** The Hosting emulator's stand-in: answers with what it was asked, as superstatic would see it. */
const seen = [];
const emulator = http.createServer((req, res) => {
  seen.push(req.url);
  decodeURI(req.url);
  // as the Hosting emulator does: firebase.json's headers, the production policy among them
  res.writeHead(200, {
    'content-type': 'application/json',
    'x-from': 'emulator',
    'content-security-policy': "default-src 'self'",
  });
  res.end(JSON.stringify({ url: req.url, host: req.headers.host, method: req.method }));
});
let front;
let base;
/** A built web app's public folder with one chunk. */
const publicDir = mkdtempSync(join(tmpdir(), 'matkon-front-'));
const CHUNK = 'export const answer = 42;\n';
const headers = hostingHeadersOf(fileURLToPath(new URL('../../firebase.json', import.meta.url)));
const EMULATOR = 'http://127.0.0.1:9099';
const policyOf = (answer) => answer.headers.get('content-security-policy') ?? '';

beforeAll(async () => {
  mkdirSync(join(publicDir, 'assets'));
  writeFileSync(join(publicDir, 'assets', 'chunk-Ab12.js'), CHUNK);
  writeFileSync(join(publicDir, 'index.html'), '<!doctype html>');
  const emulatorPort = await listen(emulator);
  front = createHostingFront({ emulatorPort, publicDir, headers, connectOrigins: [EMULATOR] });
  base = `http://127.0.0.1:${await listen(front)}`;
});

afterAll(async () => {
  await close(front);
  await close(emulator);
  rmSync(publicDir, { recursive: true, force: true });
});

describe('the Hosting port in front of the emulator', () => {
  it.each([
    '/api/recipes/detail?recipeId=%ED%A0%80',
    '/api/recipes/%C0%AF',
    '/api/recipes/detail?recipeId=%',
    '/api/recipes/%%',
    '/api/recipes/detail?%E0%A4%A=1',
    '/recipe/%C0%80',
  ])('answers 400 to %s without passing it on', async (address) => {
    seen.length = 0;
    const answer = await fetch(`${base}${address}`);
    expect(answer.status).toBe(400);
    const body = await answer.json();
    expect(body.error.code).toBe('invalid-argument');
    expect(body.error.message).toMatch(/not valid percent-encoded UTF-8/);
    expect(seen).toEqual([]);
  });

  it('passes a well-formed address on as it came: path, query, method, host and body', async () => {
    const address = '/api/recipes/detail?recipeId=%F0%9F%98%80&q=a+b%2Fc&nul=%00';
    const answer = await fetch(`${base}${address}`, { method: 'POST', body: '{"a":1}' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-from')).toBe('emulator');
    expect(await answer.json()).toEqual({ url: address, host: new URL(base).host, method: 'POST' });
  });

  it("serves a built chunk under /assets/ itself, with firebase.json's headers for ** and /assets/**", async () => {
    expect(headers.assets).toContainEqual(['Cache-Control', 'public, max-age=31536000, immutable']);
    seen.length = 0;
    const answer = await fetch(`${base}/assets/chunk-Ab12.js`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(policyOf(answer)).toMatch(/frame-ancestors 'none'/);
    expect(await answer.text()).toBe(CHUNK);
    const head = await fetch(`${base}/assets/chunk-Ab12.js`, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe(String(CHUNK.length));
    expect(seen).toEqual([]);
  });

  it.each([
    ['a chunk the build does not have', '/assets/missing-Zz99.js', 'GET'],
    ['a file outside /assets/', '/index.html', 'GET'],
    ['a way out of the public folder', '/assets/..%2F..%2Fpackage.json', 'GET'],
    ['a POST', '/assets/chunk-Ab12.js', 'POST'],
  ])('passes %s on to the emulator', async (_what, address, method) => {
    seen.length = 0;
    const answer = await fetch(`${base}${address}`, { method });
    expect(answer.headers.get('x-from')).toBe('emulator');
    expect(seen).toEqual([address]);
  });

  it("gives a passed-on answer firebase.json's headers for **, its policy allowing the local emulators", async () => {
    const production = headers.every.find(([key]) => key === 'Content-Security-Policy')?.[1] ?? '';
    const answer = await fetch(`${base}/recipe/r1`);
    expect(answer.headers.get('x-from')).toBe('emulator');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(answer.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    // one policy, the emulator's replaced: the production one with the emulator added to connect-src
    expect(policyOf(answer)).toBe(production.replace(/(connect-src [^;]*)/, `$1 ${EMULATOR}`));
    expect(
      policyOf(answer)
        .split('; ')
        .find((directive) => directive.startsWith('script-src ')),
    ).not.toContain("'unsafe-inline'");
  });

  it('adds origins to connect-src, or a connect-src when the policy has none', () => {
    const csp = (value) => [
      ['Content-Security-Policy', value],
      ['X-Other', 'kept'],
    ];
    expect(withConnectOrigins(csp("default-src 'self'; connect-src 'self' https://a"), ['http://b'])).toEqual(
      csp("default-src 'self'; connect-src 'self' https://a http://b"),
    );
    expect(withConnectOrigins(csp("default-src 'self'"), ['http://b'])).toEqual(
      csp("default-src 'self'; connect-src 'self' http://b"),
    );
  });

  it('answers 502 while the emulator is not there', async () => {
    const gone = createHostingFront({ emulatorPort: 1 });
    const port = await listen(gone);
    const answer = await fetch(`http://127.0.0.1:${port}/`);
    expect(answer.status).toBe(502);
    await close(gone);
  });
});
