import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import type { Request, Response } from 'firebase-functions/https';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedRecipe } from '../domain/feeds/types';
import { APP_SHELL_FILE } from '../domain/pages/firstView';
import { firstViewData } from '../testing/firstView';
import { FIRST_VIEW_TEXTS, WEB_KEYS } from '../domain/pages/texts';
import { ENABLED_INTERFACE_LANGUAGES } from '../domain/profile/document';
import { forgetDefaultRecipeImage } from '../platform/defaultRecipeImage';
import type { ServiceClient } from '../platform/mirror/database';
import { pageHandler } from './handlers';
import { GUEST_PAGE_CACHE, PRIVATE_CACHE, PUBLIC_CACHE } from './page';
import { renderPublicPage } from './publicPages';
import { ENTRY_LINK_ID, SIGNED_IN_SCRIPT } from './startAfterFirstView';

const INDEX =
  '<!doctype html><html lang="en" dir="ltr"><head><title>Matkon</title></head><body><div id="root"></div>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script></body></html>';
const ROOT = join(__dirname, '..', '..', '..');

const recipe = (id: string, title: string, overrides: Partial<FeedRecipe> = {}): FeedRecipe =>
  ({
    id,
    title,
    description: '',
    images: [],
    authorName: 'Dana',
    authorUsername: 'dana',
    tier: 'quality',
    ...overrides,
  }) as FeedRecipe;

const HOSTILE = 'Soup </script><script>alert(1)</script> & "more"';
const trending = [
  recipe('t1', HOSTILE, {
    images: [
      {
        url: '/i/o.jpg',
        sizes: { thumbnail: '/i/t.jpg', card: '/i/c.jpg', detail: '/i/d.jpg', full: '/i/f.jpg' },
      },
    ] as FeedRecipe['images'],
  }),
  recipe('t2', 'Pita'),
];
const newest = [recipe('n1', 'Shakshuka')];

function fakeDeps() {
  const rpc = vi.fn(async (_name: string, args: { p_order: string; p_limit: number }) => ({
    data: (args.p_order === 'trending' ? trending : newest).slice(0, args.p_limit),
    error: null,
  }));
  const count = { select: () => count, eq: () => count, in: async () => ({ count: 100, error: null }) };
  const supabase = { rpc, from: () => count } as unknown as ServiceClient;
  const db = {
    collection: () => ({ doc: () => ({ get: async () => ({ data: () => ({ url: '/default.jpg' }) }) }) }),
  } as unknown as Firestore;
  const search = { admit: async () => undefined, search: async () => ({}) as never };
  const channel = {
    profile: async () => Promise.reject(new Error('not asked')),
    recipes: async () => ({}) as never,
  };
  return { rpc, deps: { db, supabase, indexHtml: async () => INDEX, search, channel } };
}

const render = (path: string, query: Record<string, string> = {}, deps = fakeDeps().deps) =>
  renderPublicPage(deps, { path, query, origin: 'http://127.0.0.1:5050' }, 1_700_000_000_000);

beforeEach(() => forgetDefaultRecipeImage());

describe('home and /trending from the server (decision 0060)', () => {
  it("paints home's hero and its first cards with their photos, cacheable at the CDN", async () => {
    const page = await render('/');
    expect(page.status).toBe(200);
    expect(page.cacheControl).toBe(GUEST_PAGE_CACHE);
    expect(page.cacheControl).toMatch(/^public, .*s-maxage=\d+/);
    expect(page.html).toContain('<html lang="en" dir="ltr">');
    expect(page.html).toContain(`<h1 dir="auto">${FIRST_VIEW_TEXTS.en.homeTitle}</h1>`);
    expect(page.html).toContain('<h2>Trending now</h2>');
    expect(page.html).toContain('<h2>Newest recipes</h2>');
    expect(page.html).toContain(
      '<img src="/i/c.jpg" srcset="/i/c.jpg 400w, /i/d.jpg 800w, /i/f.jpg 1200w" sizes="(min-width: 1100px) 20rem, ' +
        '(min-width: 640px) 45vw, 100vw" alt="" width="400" height="300" fetchpriority="high" />',
    );
    // a card without a photo shows the settings' default image, as the app's card does
    expect(page.html).toContain(
      '<img src="/default.jpg" alt="" width="400" height="300" fetchpriority="high" />',
    );
    expect(page.html).toContain('<a href="/recipe/n1">Shakshuka</a>');
    // the view opens <body>, before #root, which it hides; the app starts after its first photo
    expect(page.html.indexOf('id="server-view"')).toBeLessThan(page.html.indexOf('id="root"'));
    expect(page.html).toContain('#server-view~#root{display:none}');
    expect(page.html).toContain(`id="${ENTRY_LINK_ID}" href="/assets/index-abc.js"`);
  });

  it('hides the sign-up promotion from the first paint in a browser that had a signed-in user', async () => {
    const page = await render('/');
    // the head's script marks <html data-signed-in> before the body is read; the view's rule hides the promotion
    const head = page.html.slice(0, page.html.indexOf('</head>'));
    expect(head).toContain(`<script>${SIGNED_IN_SCRIPT}</script>`);
    expect(SIGNED_IN_SCRIPT).toContain('localStorage.getItem("matkon.signedIn")==="1"');
    expect(head).toContain('[data-signed-in] #server-view [data-guest-only]{display:none}');
    expect(page.html).toMatch(/<section data-guest-only><h2>Join the kitchen<\/h2>/);
  });

  it('escapes every text of the view and of the embedded answers', async () => {
    const page = await render('/');
    expect(page.html).not.toContain('<script>alert(1)</script>');
    expect(page.html).toContain(
      '<a href="/recipe/t1">Soup &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot;</a>',
    );
    const json = /id="first-view-data">([^<]*)<\/script>/.exec(page.html)?.[1] ?? '';
    expect(json).toContain('\\u003c/script\\u003e');
    expect(firstViewData(page.html, 'lists').lists[0]?.answer.recipes[0]?.title).toBe(HOSTILE);
  });

  it("embeds the guest's answers the app asks for: order, length, language and when they were read", async () => {
    const { rpc, deps } = fakeDeps();
    const data = firstViewData((await render('/', {}, deps)).html, 'lists');
    expect(data).toMatchObject({ language: 'en', servedAt: 1_700_000_000_000 });
    expect(data.lists.map(({ kind, limit }) => [kind, limit])).toEqual([
      ['trending', 8],
      ['newest', 8],
    ]);
    expect(data.lists[0]?.answer).toEqual({
      recipes: trending,
      defaultImage: '/default.jpg',
      languageFallback: false,
    });
    expect(rpc).toHaveBeenCalledWith(
      'feed_list',
      expect.objectContaining({ p_order: 'newest', p_languages: ['en'] }),
    );
  });

  it('writes a Hebrew page right to left from the server, in Hebrew, with Hebrew feeds', async () => {
    const { rpc, deps } = fakeDeps();
    const page = await render('/', { lang: 'he' }, deps);
    expect(page.html).toContain('<html lang="he" dir="rtl">');
    expect(page.html).toContain(`<h1 dir="auto">${FIRST_VIEW_TEXTS.he.homeTitle}</h1>`);
    expect(firstViewData(page.html, 'lists').language).toBe('he');
    expect(rpc).toHaveBeenCalledWith('feed_list', expect.objectContaining({ p_languages: ['he'] }));
    expect((await render('/', { lang: 'de' })).html).toContain('<html lang="en" dir="ltr">');
  });

  it('paints /trending: its heading and one grid of 40', async () => {
    const { rpc, deps } = fakeDeps();
    const page = await render('/trending', { lang: 'fr' }, deps);
    expect(page.cacheControl).toBe(GUEST_PAGE_CACHE);
    expect(page.html).toContain(`<h1 dir="auto">${FIRST_VIEW_TEXTS.fr.trendingPageTitle}</h1>`);
    expect(page.html).not.toContain('<h2>');
    expect(firstViewData(page.html, 'lists').lists.map(({ kind, limit }) => [kind, limit])).toEqual([
      ['trending', 40],
    ]);
    expect(rpc).toHaveBeenCalledTimes(1);
  });

  it('leaves a category, and any other path, to the app: the plain page', async () => {
    for (const page of [await render('/', { category: 'soups' }), await render('/somewhere/else')]) {
      expect(page.html).toBe(INDEX);
      expect(page.cacheControl).toBe(PUBLIC_CACHE);
    }
  });
});

describe('page answers and sessions', () => {
  const answer = async (headers: Record<string, string>) => {
    const handler = pageHandler(
      async () => ({ status: 200, html: 'x', cacheControl: GUEST_PAGE_CACHE }),
      async () => INDEX,
    );
    const set: Record<string, string> = {};
    const res = {
      set: (key: string | Record<string, string>, value?: string) => {
        Object.assign(set, typeof key === 'string' ? { [key]: value } : key);
        return res;
      },
      status: () => res,
      send: () => res,
    };
    await handler({ headers, query: {}, path: '/' } as unknown as Request, res as unknown as Response);
    return set;
  };

  it('never lets a shared cache keep an answer to a request that carries a session', async () => {
    expect((await answer({}))['Cache-Control']).toBe(GUEST_PAGE_CACHE);
    expect((await answer({ authorization: 'Bearer x' }))['Cache-Control']).toBe(PRIVATE_CACHE);
    expect((await answer({ cookie: 'a=1; __session=abc' }))['Cache-Control']).toBe(PRIVATE_CACHE);
    expect((await answer({ cookie: 'a=1' }))['Cache-Control']).toBe(GUEST_PAGE_CACHE);
    expect((await answer({}))['Vary']).toBe('Authorization, Cookie');
  });
});

describe("the first views' texts and Hosting's routes", () => {
  it("are the web app's own texts in every language", () => {
    for (const language of ENABLED_INTERFACE_LANGUAGES) {
      const files: Record<string, unknown> = {};
      for (const [key, [namespace, path]] of Object.entries(WEB_KEYS)) {
        files[namespace] ??= JSON.parse(
          readFileSync(join(ROOT, 'web', 'src', 'locales', language, `${namespace}.json`), 'utf8'),
        );
        const web = path
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], files[namespace]);
        expect(FIRST_VIEW_TEXTS[language][key as keyof typeof WEB_KEYS], `${language} ${key}`).toBe(web);
      }
    }
  });

  it('sends /, /trending and /search to seo-pages and everything else without a page function to the built app', () => {
    const rewrites = (
      JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
        hosting: { rewrites: { source: string; destination?: string; function?: { functionId: string } }[] };
      }
    ).hosting.rewrites;
    for (const source of ['/', '/trending', '/search']) {
      expect(rewrites.find((rewrite) => rewrite.source === source)?.function?.functionId).toBe('seo-pages');
    }
    expect(rewrites.at(-1)).toEqual({ source: '**', destination: `/${APP_SHELL_FILE}` });
  });

  it('name the page the web build writes and the bundle budget reads', () => {
    const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
    expect(read('web/vite.config.ts')).toContain(`const APP_SHELL_FILE = '${APP_SHELL_FILE}';`);
    expect(read('scripts/bundle-budget.mjs')).toContain(`join(distDir, '${APP_SHELL_FILE}')`);
    expect(read('scripts/local/stack.mjs')).toContain(`join(ROOT, webDir, '${APP_SHELL_FILE}')`);
  });
});
