/**
 * SSRF probes against the running stack (issue 32, quality bar; docs/decisions/0061): the safe fetch as the stack's
 * emulator runs it (FUNCTIONS_EMULATOR, the stack's import fixture origin on the allow list) is aimed at the stack's
 * own loopback services, at a loopback site off the list, and at the URL tricks that reach them. Every one is refused,
 * and the loopback site off the list counts no hit. The import call's own probes build on these.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFixtureOrigin, stackEnv } from '../../testing/env';
import { startFixtureSite, type FixtureSite } from '../../testing/fixtureSite';
import { loopbackTricks, otherSchemes } from '../../testing/ssrfProbes';
import { createSafeFetch, type SafeFetch } from './fetch';

let allowed: FixtureSite;
let offList: FixtureSite;
let fetchAsTheStack: SafeFetch;

const portOf = (address: string) => new URL(address.includes('://') ? address : `http://${address}`).port;

beforeAll(async () => {
  const fixture = importFixtureOrigin();
  allowed = await startFixtureSite({ '/recipe': { body: '<h1>Soup</h1>' } }, fixture.port);
  offList = await startFixtureSite({ '/secret': { body: 'internal' } });
  fetchAsTheStack = createSafeFetch({
    env: { FUNCTIONS_EMULATOR: 'true', MATKON_IMPORT_ALLOWED_ORIGINS: fixture.origin },
  });
});

afterAll(() => Promise.all([allowed.close(), offList.close()]));

describe('the safe fetch on the stack', () => {
  it('reads the allowed fixture site', async () => {
    const answer = await fetchAsTheStack(`${allowed.origin}/recipe`, { kind: 'html' });
    expect(answer.ok).toBe(true);
  });

  it('refuses every loopback service of the stack: emulators, functions, gateway, Postgres', async () => {
    const env = stackEnv();
    const ports = [
      portOf(env.firestoreHost),
      portOf(process.env.FIREBASE_AUTH_EMULATOR_HOST ?? ''),
      portOf(process.env.MATKON_FUNCTIONS_URL ?? ''),
      portOf(env.mirrorUrl),
      portOf(new URL(env.databaseUrl).host),
    ];
    expect(ports.every(Boolean)).toBe(true);
    for (const port of ports) {
      await expect(
        fetchAsTheStack(`http://127.0.0.1:${port}/`, { kind: 'html' }),
        `port ${port}`,
      ).resolves.toEqual({
        ok: false,
        reason: 'address',
      });
    }
  });

  it('refuses the tricks that reach a loopback site off the list, which is never asked', async () => {
    for (const address of loopbackTricks(offList.origin, offList.port, allowed.port)) {
      await expect(fetchAsTheStack(address, { kind: 'html' }), address).resolves.toEqual({
        ok: false,
        reason: 'address',
      });
    }
    for (const address of otherSchemes(offList.port)) {
      await expect(fetchAsTheStack(address, { kind: 'html' }), address).resolves.toEqual({
        ok: false,
        reason: 'scheme',
      });
    }
    expect(offList.hits()).toBe(0);
  });

  it('refuses a redirect from the allowed fixture to a refused loopback port before asking it', async () => {
    allowed.route('/hop', { redirect: `${offList.origin}/secret` });
    await expect(fetchAsTheStack(`${allowed.origin}/hop`, { kind: 'html' })).resolves.toEqual({
      ok: false,
      reason: 'address',
    });
    expect(allowed.hits('/hop')).toBe(1);
    expect(offList.hits()).toBe(0);
  });
});
