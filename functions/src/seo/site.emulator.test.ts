/**
 * The site-wide paths through the Hosting emulator (MATKON_HOSTING_URL), as a crawler or a stray client meets
 * them: /robots.txt, /sitemap.xml, and an /api/ path that no function serves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../platform/firebase';
import { createUser, type TestUser } from '../testing/authEmulator';
import { unique } from '../testing/factories';
import { mirrorRow } from '../testing/pg';
import { createRecipeAs, deleteCreatedRecipes } from '../testing/recipes';
import { waitFor } from '../testing/waitFor';

function hosting(path: string): string {
  const base = process.env.MATKON_HOSTING_URL;
  if (!base) throw new Error('MATKON_HOSTING_URL is not set: run the tests against the local stack');
  return `${base}${path}`;
}

async function get(path: string, init: RequestInit = {}) {
  const response = await fetch(hosting(path), init);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

describe('an /api/ path that no function serves', () => {
  it.each([
    ['GET', '/api/does-not-exist'],
    ['POST', '/api/nothing/here'],
    ['GET', '/api/recipes-typo/detail'],
  ])('%s %s answers 404 with a JSON error, not the app', async (method, path) => {
    const answer = await get(path, {
      method,
      headers: { 'Content-Type': 'application/json' },
      ...(method === 'POST' ? { body: '{}' } : {}),
    });
    expect(answer.status).toBe(404);
    expect(answer.type).toMatch(/^application\/json/);
    const body = JSON.parse(answer.text) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('not-found');
    expect(body.error.message).toContain(path);
    expect(answer.text).not.toContain('<html');
  });

  it('leaves the paths a group serves to that group', async () => {
    const answer = await get('/api/recipes/detail');
    expect(answer.status).toBe(400);
    expect(answer.type).toMatch(/^application\/json/);
  });
});

describe('GET /robots.txt', () => {
  it('is a real robots.txt that points at the sitemap', async () => {
    const first = await fetch(hosting('/robots.txt'), { redirect: 'manual' });
    expect(first.status).toBe(301);
    expect(first.headers.get('location')).toMatch(/\/api\/site\/robots$/);
    const answer = await get('/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/plain/);
    expect(answer.text).toContain('User-agent: *');
    expect(answer.text).toContain('Disallow: /admin');
    expect(answer.text).toContain('Disallow: /api/');
    expect(answer.text).toContain(`Sitemap: ${hosting('/sitemap.xml')}`);
  });
});

describe('GET /sitemap.xml', () => {
  let cook: TestUser;
  let hidden: TestUser;
  const username = `sitemap${unique()}`;
  const hiddenName = `gone${unique()}`;
  const ids = { public: '', private: '', followers: '' };

  beforeAll(async () => {
    [cook, hidden] = await Promise.all([
      createUser(db(), { profile: { username } }),
      createUser(db(), { profile: { username: hiddenName, isActive: false } }),
    ]);
    ids.public = await createRecipeAs(cook, { title: 'Sitemap soup', visibility: 'public' });
    ids.private = await createRecipeAs(cook, { title: 'Sitemap secret', visibility: 'private' });
    ids.followers = await createRecipeAs(cook, { title: 'Sitemap friends', visibility: 'followers-only' });
    // Profiles reach the mirror through its reconciler.
    for (const user of [cook, hidden])
      await waitFor(async () => ((await mirrorRow('profiles', user.uid))?.username ? true : undefined), {
        timeoutMs: 30_000,
        what: 'the profile row',
      });
  });

  afterAll(deleteCreatedRecipes);

  it('lists public recipes and channels of active cooks, nothing else', async () => {
    const answer = await get('/sitemap.xml');
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^application\/xml/);
    expect(answer.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(answer.text).toContain(`<loc>${hosting('/')}</loc>`);
    expect(answer.text).toMatch(
      new RegExp(`<url><loc>${hosting(`/recipe/${ids.public}`)}</loc><lastmod>[^<]+</lastmod></url>`),
    );
    expect(answer.text).toContain(`<loc>${hosting(`/${username}`)}</loc>`);
    expect(answer.text).not.toContain(ids.private);
    expect(answer.text).not.toContain(ids.followers);
    expect(answer.text).not.toContain(hidden.uid);
    expect(answer.text).not.toContain(hiddenName);
  });
});
