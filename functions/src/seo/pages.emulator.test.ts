/**
 * GET /, /trending, /search?q= and /{username} through the Hosting emulator (MATKON_HOSTING_URL), as a visitor's
 * browser asks for them: the built app page with the first view and the answers it shows (decisions 0060, 0068), read
 * from the seeded stack's mirror.
 */
import { describe, expect, it } from 'vitest';
import { firstViewData } from '../testing/firstView';
import { PUBLIC_CACHE } from './page';

async function page(path: string, headers: Record<string, string> = {}) {
  const base = process.env.MATKON_HOSTING_URL;
  if (!base) throw new Error('MATKON_HOSTING_URL is not set: run the tests against the local stack');
  const response = await fetch(`${base}${path}`, { headers });
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    type: response.headers.get('content-type'),
    html: await response.text(),
  };
}

describe('home and /trending from seo-pages', () => {
  it("answers home with its first cards and the guest's lists, cacheable at the CDN", async () => {
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.type).toMatch(/^text\/html/);
    expect(home.cache).toMatch(/^public, .*s-maxage=\d+/);
    expect(home.html).toMatch(/<div id="server-view"><h1 dir="auto">Welcome to Matkon<\/h1>/);
    const data = firstViewData(home.html, 'lists');
    expect(data.language).toBe('en');
    expect(data.lists.map(({ kind, limit }) => [kind, limit])).toEqual([
      ['trending', 8],
      ['newest', 8],
    ]);
    const first = data.lists[0]?.answer.recipes[0];
    if (!first) throw new Error('the seeded stack has no public recipe in English');
    expect(home.html).toContain(`<a href="/recipe/${first.id}">`);
    expect(
      data.lists.flatMap(({ answer }) => answer.recipes).every((recipe) => recipe.visibility === 'public'),
    ).toBe(true);
  });

  it('writes a Hebrew home right to left, with Hebrew recipes', async () => {
    const home = await page('/?lang=he');
    expect(home.html).toContain('<html lang="he" dir="rtl">');
    const data = firstViewData(home.html, 'lists');
    expect(data.language).toBe('he');
    expect(data.lists[0]?.answer.recipes.length).toBeGreaterThan(0);
    expect(data.lists[0]?.answer.recipes.every((recipe) => recipe.language === 'he')).toBe(true);
  });

  it('answers /trending with one list of 40', async () => {
    const trending = await page('/trending');
    expect(trending.status).toBe(200);
    expect(trending.cache).toMatch(/^public, .*s-maxage=\d+/);
    expect(firstViewData(trending.html, 'lists').lists.map(({ kind, limit }) => [kind, limit])).toEqual([
      ['trending', 40],
    ]);
  });

  it('never answers a request that carries a session with something a shared cache may keep', async () => {
    const sessions: Record<string, string>[] = [
      { Authorization: 'Bearer anything' },
      { Cookie: '__session=abc' },
    ];
    for (const headers of sessions) {
      expect((await page('/', headers)).cache).toBe('private, no-store');
    }
  });
});

describe('/search?q= from seo-pages', () => {
  it("answers a search with the first page of a guest's results, indexable, cacheable at the CDN", async () => {
    const search = await page('/search?q=corn');
    expect(search.status).toBe(200);
    expect(search.cache).toMatch(/^public, .*s-maxage=\d+/);
    expect(search.html).toContain('<title>Results for “corn” | Matkon</title>');
    expect(search.html).not.toContain('noindex');
    const data = firstViewData(search.html, 'search');
    expect(data.search.q).toBe('corn');
    const first = data.search.answer.results[0];
    if (!first) throw new Error('the seeded stack has no recipe matching "corn"');
    expect(search.html).toContain(`<a href="/recipe/${first.id}">`);
  });

  it('answers the empty search page as the plain app, noindex', async () => {
    const empty = await page('/search');
    expect(empty.status).toBe(200);
    expect(empty.html).toContain('<meta name="robots" content="noindex" />');
    expect(empty.html).not.toContain('id="server-view"');
  });
});

describe('a channel /{username} from seo-pages (decision 0068)', () => {
  it("answers the demo cook's channel with its header and first cards, the answers the app starts from", async () => {
    const channel = await page('/dana_cook');
    expect(channel.status).toBe(200);
    expect(channel.type).toMatch(/^text\/html/);
    expect(channel.cache).toMatch(/^public, .*s-maxage=\d+/);
    expect(channel.html).toContain('<p dir="ltr">@dana_cook</p>');
    expect(channel.html).toContain('<link rel="canonical" href=');
    const data = firstViewData(channel.html, 'channel');
    expect(data.channel.profile.username).toBe('dana_cook');
    expect(data.channel.recipes.limit).toBe(20);
    const first = data.channel.recipes.answer.recipes[0];
    if (!first) throw new Error('the seeded stack has no public recipe of dana_cook');
    expect(channel.html).toContain(`<a href="/recipe/${first.id}">`);
    expect(data.channel.recipes.answer.recipes.every((recipe) => recipe.visibility === 'public')).toBe(true);
    expect((await page('/dana_cook', { Authorization: 'Bearer anything' })).cache).toBe('private, no-store');
  });

  it('writes a Hebrew channel right to left', async () => {
    const channel = await page('/dana_cook?lang=he');
    expect(channel.html).toContain('<html lang="he" dir="rtl">');
    expect(channel.html).toContain('<dt>עוקבים</dt>');
  });

  it("answers an address no cook owns with the app and 404; leaves the app's own words to the app", async () => {
    const unknown = await page('/nobody_has_this_name');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('<div id="root">');
    expect(unknown.html).not.toContain('id="server-view"');
    for (const path of ['/login', '/top-cooks', '/Dana_Cook']) {
      const app = await page(path);
      expect([path, app.status, app.html.includes('id="server-view"')]).toEqual([path, 200, false]);
      // Hosting's own copy of the app, not the page function's plain app
      expect(app.cache, path).not.toBe(PUBLIC_CACHE);
    }
  });
});
