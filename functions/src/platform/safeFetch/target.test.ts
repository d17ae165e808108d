/** What an address points at, before anything connects: schemes, the URL parser's tricks, the allow list. */
import { describe, expect, it } from 'vitest';
import { allowedOrigins, targetOf } from './target';

const NONE = new Set<string>();

describe('targetOf', () => {
  it.each([
    'file:///etc/passwd',
    'ftp://example.com/',
    'data:text/html,hi',
    'javascript:alert(1)',
    'gopher://x/',
  ])('refuses the scheme of %s', (address) => {
    expect(targetOf(address, NONE)).toEqual({ ok: false, reason: 'scheme' });
  });

  it.each(['not a url', 'http://[fe80::1%25eth0]/', 'http://[::1%lo]/', 'http://'])(
    'refuses %s as an address',
    (address) => {
      expect(targetOf(address, NONE)).toEqual({ ok: false, reason: 'address' });
    },
  );

  it.each([
    ['http://2130706433/', '127.0.0.1'],
    ['http://0x7f.1/', '127.0.0.1'],
    ['http://127.1/', '127.0.0.1'],
    ['http://0177.0.0.1/', '127.0.0.1'],
    ['http://0x7f000001/', '127.0.0.1'],
    ['http://127.0.0.1:18080@127.0.0.1:8080/', '127.0.0.1'],
    ['http://www.example.com@10.0.0.1/', '10.0.0.1'],
    ['http://[::ffff:127.0.0.1]/', '::ffff:7f00:1'],
    ['https://Example.COM./recipe', 'example.com.'],
  ])('judges %s by the host %s', (address, host) => {
    const target = targetOf(address, NONE);
    expect(target.ok && target.host).toBe(host);
  });

  it('sends no credentials on and keeps the port after the @', () => {
    const target = targetOf('http://cook:secret@127.0.0.1:8080/page#part', NONE);
    expect(target.ok && target.url.href).toBe('http://127.0.0.1:8080/page');
  });

  it('marks the allowed origin only, port and scheme included', () => {
    const allowed = new Set(['http://127.0.0.1:18080']);
    const allowedOf = (address: string) => {
      const target = targetOf(address, allowed);
      return target.ok && target.allowed;
    };
    expect(allowedOf('http://127.0.0.1:18080/recipe')).toBe(true);
    expect(allowedOf('http://127.0.0.1:18081/recipe')).toBe(false);
    expect(allowedOf('https://127.0.0.1:18080/recipe')).toBe(false);
    expect(allowedOf('http://localhost:18080/recipe')).toBe(false);
    expect(allowedOf('http://127.0.0.1:18080@127.0.0.1:8080/')).toBe(false);
    expect(allowedOf('http://127.0.0.1:8080@127.0.0.1:18080/')).toBe(true);
  });
});

describe('allowedOrigins', () => {
  const list = 'http://127.0.0.1:18080, http://127.0.0.1:20321/youtube ,not a url';

  it('reads the list inside the Functions emulator, as origins', () => {
    expect([...allowedOrigins({ FUNCTIONS_EMULATOR: 'true', MATKON_IMPORT_ALLOWED_ORIGINS: list })]).toEqual([
      'http://127.0.0.1:18080',
      'http://127.0.0.1:20321',
    ]);
  });

  it('ignores it everywhere else, even when set', () => {
    expect(allowedOrigins({ MATKON_IMPORT_ALLOWED_ORIGINS: list }).size).toBe(0);
    expect(allowedOrigins({ FUNCTIONS_EMULATOR: 'false', MATKON_IMPORT_ALLOWED_ORIGINS: list }).size).toBe(0);
    expect(allowedOrigins({ FUNCTIONS_EMULATOR: 'true' }).size).toBe(0);
  });
});
