/**
 * SSRF probes through the import call over HTTP (issue 32 "Quality bar", decision 0061): `POST /api/recipes/import`
 * on the running stack, as a signed-in cook, aimed at the stack's own loopback services off its allow list (the
 * Firestore and Auth emulators, the functions, Hosting, Postgres), at a loopback site off the allow list through the URL tricks that reach it (decimal, hex and
 * short IPv4, IPv6 loopback, IPv4-mapped IPv6, localhost, user-info), at a redirect from the allowed fixture to that
 * site, and at `file:`, `ftp:` and `data:`. Each is a 400 with the refusal's text, never a 5xx; the site off the list
 * counts no hit; neither store holds anything new but the cook's import allowance (the call's own count).
 * platform/safeFetch/ssrf.fuzz.test.ts probes the module itself with the same targets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '../domain/importing/calls';
import { SAFE_FETCH_MESSAGES } from '../domain/safeFetch';
import type { TestUser } from '../testing/authEmulator';
import { importFixtureOrigin, stackEnv } from '../testing/env';
import { startFixtureSite, type FixtureSite } from '../testing/fixtureSite';
import { createVerifiedUser } from '../testing/follows';
import { mirrorRow } from '../testing/pg';
import { renderRecipePage } from '../testing/recipePages';
import { api, HUMAN } from '../testing/recipes';
import { writtenRecipe } from '../testing/sourceRecipes';
import { loopbackTricks, otherSchemes } from '../testing/ssrfProbes';
import { settledStoreSnapshot, storeChanges, storeSnapshot } from '../testing/storeSnapshot';
import { waitFor } from '../testing/waitFor';

interface Refusal {
  error?: { message?: string; reason?: string; field?: string };
}

let cook: TestUser;
let allowed: FixtureSite;
let offList: FixtureSite;

const portOf = (address: string) => new URL(address.includes('://') ? address : `http://${address}`).port;
const importLink = (url: string) =>
  api<Refusal>('POST', '/api/recipes/import', { user: cook, body: { url, language: 'en', botToken: HUMAN } });

const soup = writtenRecipe({
  title: 'Probe soup',
  ingredients: ['1 onion', '2 cups lentils'],
  instructions: ['Fry the onion.', 'Simmer the lentils.'],
});

beforeAll(async () => {
  const fixture = importFixtureOrigin();
  allowed = await startFixtureSite({ '/recipe': { body: renderRecipePage(soup, 'json-ld') } }, fixture.port);
  offList = await startFixtureSite({ '/secret': { body: 'internal' } });
  allowed.route('/hop', { redirect: `${offList.origin}/secret` });
  cook = await createVerifiedUser();
  await waitFor(() => mirrorRow('profiles', cook.uid).then((row) => row ?? undefined), {
    timeoutMs: 30_000,
    what: "the probing cook's profile row",
  });
}, 60_000);

afterAll(() => Promise.all([allowed.close(), offList.close()]));

/** Every address the safe fetch must refuse as an address (its `address` reason). */
function refusedAddresses(): string[] {
  const env = stackEnv();
  // not the gateway: the stack's functions let it through (its offline YouTube, decision 0061 §5), as they do the
  // fixture; the module's own probes (platform/safeFetch/ssrf.fuzz.test.ts) refuse it off the list
  const stackPorts = [
    portOf(env.firestoreHost),
    portOf(process.env.FIREBASE_AUTH_EMULATOR_HOST ?? ''),
    portOf(process.env.MATKON_FUNCTIONS_URL ?? ''),
    portOf(process.env.MATKON_HOSTING_URL ?? ''),
    portOf(new URL(env.databaseUrl).host),
  ];
  expect(stackPorts.every(Boolean)).toBe(true);
  return [
    ...stackPorts.map((stackPort) => `http://127.0.0.1:${stackPort}/`),
    ...loopbackTricks(offList.origin, offList.port, allowed.port),
    // the allowed fixture answers, and its redirect is judged before anything is sent on
    `${allowed.origin}/hop`,
  ];
}

describe('POST /api/recipes/import refuses what the safe fetch refuses (SSRF probes)', () => {
  it('a 400 naming the refusal for every probe, nothing asked of the refused site, nothing stored', async () => {
    const addresses = refusedAddresses();
    const schemes = otherSchemes(offList.port);
    // one cook's allowance holds them all (the schemes are refused before the allowance is counted)
    expect(addresses.length + 1).toBeLessThan(IMPORT_LIMITS.requests);
    const before = await settledStoreSnapshot();

    const read = await importLink(`${allowed.origin}/recipe`);
    expect(read.status, 'the allowed fixture is read').toBe(200);
    for (const address of addresses) {
      const answer = await importLink(address);
      expect(answer.status, address).toBe(400);
      expect(answer.body.error, address).toMatchObject({
        message: SAFE_FETCH_MESSAGES.address,
        reason: 'address',
      });
    }
    for (const address of schemes) {
      const answer = await importLink(address);
      expect(answer.status, address).toBe(400);
      expect(answer.body.error, address).toMatchObject({ field: 'url' });
      expect(answer.body.error?.message, address).toContain(IMPORT_MESSAGES.urlInvalid);
    }

    expect(offList.hits()).toBe(0);
    expect(allowed.hits('/hop')).toBe(1);
    const written = storeChanges(before, await storeSnapshot()).filter(
      (change) => !change.endsWith(`rateLimits/${encodeURIComponent(`recipe-import:${cook.uid}`)}`),
    );
    expect(written).toEqual([]);
  }, 120_000);
});
