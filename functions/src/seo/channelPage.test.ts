import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { UserRecipesPage } from '../domain/contracts';
import { AppError } from '../domain/errors';
import { FOLLOW_MESSAGES, type ChannelProfile } from '../domain/follows';
import { RESERVED_PATH_SEGMENTS } from '../domain/reservedPaths';
import { isChannelSegment, validateUsername } from '../domain/username';
import { firstViewData } from '../testing/firstView';
import type { ChannelPageDeps } from './channelPage';
import { GUEST_PAGE_CACHE, PRIVATE_CACHE, PUBLIC_CACHE } from './page';
import { renderPublicPage, type PublicPageDeps } from './publicPages';

const INDEX =
  '<!doctype html><html lang="en" dir="ltr"><head><title>Matkon</title>' +
  '<meta name="description" content="Recipes" /></head><body><div id="root"></div>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script></body></html>';
const ROOT = join(__dirname, '..', '..', '..');
const HOSTILE = 'Dana </script><script>alert(1)</script> & "co"';

const profile: ChannelProfile = {
  uid: 'u-dana',
  username: 'dana_cook',
  displayName: HOSTILE,
  photoURL: 'https://example.com/dana.jpg?a=1&b=2',
  bio: 'Home cook <b>bold</b>',
  location: 'Haifa',
  socialLinks: { blog: '', youtube: '', instagram: '', tiktok: '' },
  isVerified: true,
  followerCount: 12_345,
  recipeCount: 3,
  privacy: { ratedRecipes: 'public', collection: 'private', following: 'public' },
};

const page = (recipes: UserRecipesPage['recipes'], total = recipes.length): UserRecipesPage => ({
  recipes,
  hasMore: false,
  total,
  privacyStatus: 'public',
});

const recipe = (id: string, title: string) =>
  ({
    id,
    title,
    images: [{ url: '/i/o.jpg', sizes: { card: '/i/c.jpg', detail: '/i/d.jpg' } }],
  }) as unknown as UserRecipesPage['recipes'][number];

function render(path: string, query: Record<string, string> = {}, known = true) {
  const channel: ChannelPageDeps = {
    profile: vi.fn(async (username: string) => {
      if (!known || username !== profile.username)
        throw new AppError('not-found', FOLLOW_MESSAGES.channelNotFound);
      return profile;
    }),
    recipes: vi.fn(async () => page([recipe('r1', 'Shakshuka'), recipe('r2', 'Pita')], 2)),
  };
  const deps = { indexHtml: async () => INDEX, channel } as unknown as PublicPageDeps;
  const answer = renderPublicPage(deps, { path, query, origin: 'https://matkon.app' }, 1_700_000_000_000);
  return { answer, channel };
}

describe('a channel page from the server (decision 0068)', () => {
  it("paints the cook's header and first cards, with the answers the app starts from, cacheable at the CDN", async () => {
    const { answer, channel } = render('/dana_cook');
    const { status, html, cacheControl } = await answer;
    expect(status).toBe(200);
    expect(cacheControl).toBe(GUEST_PAGE_CACHE);
    expect(channel.recipes).toHaveBeenCalledWith('u-dana', 20, null);
    expect(html).toContain(
      '<title>Dana &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;co&quot; | Matkon</title>',
    );
    expect(html).not.toContain('<meta name="description" content="Recipes" />');
    expect(html).toContain('<link rel="canonical" href="https://matkon.app/dana_cook" />');
    expect(html).toMatch(/<div id="server-view"><div class="channel-banner" aria-hidden="true"><\/div>/);
    expect(html).toContain(
      '<img class="channel-avatar" src="https://example.com/dana.jpg?a=1&amp;b=2" alt="" width="128" height="128" fetchpriority="high" />',
    );
    expect(html).toContain('<p dir="ltr">@dana_cook</p>');
    expect(html).toContain('<dt>Followers</dt><dd>12.3K</dd>');
    expect(html).toContain('<dt>Recipes</dt><dd>2</dd>');
    expect(html).toContain('<p class="channel-bio" dir="auto">Home cook &lt;b&gt;bold&lt;/b&gt;</p>');
    expect(html).toContain('<h2>Recipes</h2><ul><li><img src="/i/c.jpg"');
    expect(html).toContain('<a href="/recipe/r1">Shakshuka</a>');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('noindex');
    const data = firstViewData(html, 'channel');
    expect(data.channel.profile).toEqual(profile);
    expect(data.channel.recipes.limit).toBe(20);
    expect(data.channel.recipes.answer.recipes.map(({ id }) => id)).toEqual(['r1', 'r2']);
    expect(data.language).toBe('en');
    // the app starts after the first view's photo (decision 0023)
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin id="app-entry" href="/assets/index-abc.js" />',
    );
  });

  it('writes the page in the language of ?lang=, Hebrew right to left', async () => {
    const { answer, channel } = render('/dana_cook', { lang: 'he' });
    const { html } = await answer;
    // a recipe family is listed as its Hebrew version (decision 0073)
    expect(channel.recipes).toHaveBeenCalledWith('u-dana', 20, 'he');
    expect(html).toContain('<html lang="he" dir="rtl">');
    expect(html).toContain('<dt>עוקבים</dt>');
    expect(html).toContain('<h2>מתכונים</h2>');
    expect(firstViewData(html, 'channel').language).toBe('he');
  });

  it('answers an address no active cook owns with the plain app and 404, never cached for others', async () => {
    const { status, html, cacheControl } = await render('/nobody_here', {}, false).answer;
    expect(status).toBe(404);
    expect(cacheControl).toBe(PRIVATE_CACHE);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('server-view');
  });

  it('leaves a spelling that is not a channel address to the app', async () => {
    for (const path of ['/Dana_Cook', '/dana_cook/x', '/_dana', '/login']) {
      const { answer, channel } = render(path);
      const { status, html, cacheControl } = await answer;
      expect([path, status, html, cacheControl]).toEqual([path, 200, INDEX, PUBLIC_CACHE]);
      expect(channel.profile).not.toHaveBeenCalled();
    }
  });

  it('fails like any page when the mirror fails (the handler serves the plain app)', async () => {
    const channel: ChannelPageDeps = {
      profile: async () => Promise.reject(new AppError('unavailable', 'down')),
      recipes: async () => page([]),
    };
    const deps = { indexHtml: async () => INDEX, channel } as unknown as PublicPageDeps;
    await expect(
      renderPublicPage(deps, { path: '/dana_cook', query: {}, origin: 'https://matkon.app' }, 0),
    ).rejects.toThrow('down');
  });
});

describe("Hosting's channel rewrites", () => {
  type Rewrite = { source?: string; regex?: string; destination?: string; function?: { functionId: string } };
  const rewrites = (
    JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as { hosting: { rewrites: Rewrite[] } }
  ).hosting.rewrites;
  const regexRewrites = rewrites.filter((rewrite) => rewrite.regex);
  const [reserved, channel] = regexRewrites;

  it("send the app's own words to the app, first: the list is the domain's", () => {
    expect(reserved?.destination).toBe('/app.html');
    const words = /^\^\/\(([^)]+)\)\/\?\$$/.exec(reserved?.regex ?? '')?.[1]?.split('|') ?? [];
    expect([...words].sort()).toEqual([...RESERVED_PATH_SEGMENTS].sort());
  });

  it('send a username, and nothing else of one segment, to seo-pages', () => {
    expect(channel?.function?.functionId).toBe('seo-pages');
    // the first regex rewrite that matches decides, as on Hosting
    const toPage = (path: string) =>
      regexRewrites.find((rewrite) => new RegExp(rewrite.regex ?? '', 'u').test(path)) === channel;
    const samples = [
      'dana_cook',
      'abc',
      'a-b',
      'x'.repeat(30),
      'x'.repeat(31),
      'ab',
      '_ab',
      'ab-',
      'Dana',
      'a.b',
    ];
    for (const segment of [...samples, ...RESERVED_PATH_SEGMENTS]) {
      expect(toPage(`/${segment}`), segment).toBe(isChannelSegment(segment));
      expect(toPage(`/${segment}/`), `${segment}/`).toBe(isChannelSegment(segment));
    }
    expect(validateUsername('x'.repeat(30))).toBeNull();
    expect(toPage('/dana_cook/recipes')).toBe(false);
    // both come after every other rule but the catch-all
    expect(rewrites.indexOf(channel ?? {})).toBe(rewrites.length - 2);
  });
});
