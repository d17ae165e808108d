import type { Firestore } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIndexHtmlCache, MINIMAL_INDEX_HTML, withSourceFallback } from './indexHtml';
import { siteOrigin } from './origin';
import { PRIVATE_CACHE, PUBLIC_CACHE, recipeIdFromPath, renderRecipePage } from './page';
import { ENTRY_LINK_ID, START_CAP_MS, START_SCRIPT } from './startAfterFirstView';

const INDEX =
  '<!doctype html><html lang="en" dir="ltr"><head><title>Matkon</title></head><body></body></html>';

/** Just enough of Firestore for the page: recipes and categories by id. */
function fakeDb(docs: Record<string, Record<string, unknown>>): Firestore {
  const snapshot = (path: string) => {
    const data = docs[path];
    return { exists: data !== undefined, data: () => data, get: (field: string) => data?.[field] };
  };
  const db = {
    collection: (name: string) => ({
      doc: (id: string) => ({ path: `${name}/${id}`, get: async () => snapshot(`${name}/${id}`) }),
    }),
    getAll: async (...refs: { path: string }[]) => refs.map((ref) => snapshot(ref.path)),
  };
  return db as unknown as Firestore;
}

const db = fakeDb({
  'recipes/pub1': {
    title: 'Shakshuka',
    visibility: 'public',
    categories: ['c1', 'gone'],
    authorName: 'Dana',
  },
  'recipes/photo1': {
    title: 'Corn salad',
    visibility: 'public',
    images: [
      {
        url: '/i/o.jpg',
        sizes: { thumbnail: '/i/t.jpg', card: '/i/c.jpg', detail: '/i/d.jpg', full: '/i/f.jpg' },
      },
    ],
  },
  'recipes/priv1': { title: 'Secret stew', description: 'hidden', visibility: 'private' },
  'recipes/fol1': { title: 'Friends pie', visibility: 'followers-only' },
  'recipes/none1': { title: 'No visibility field' },
  'categories/c1': { nameEn: 'Breakfast', nameHe: 'ארוחת בוקר' },
});

const render = (path: string, query: Record<string, string> = {}) =>
  renderRecipePage({ db, indexHtml: async () => INDEX }, { path, query, origin: 'http://127.0.0.1:5050' });

describe('recipe page', () => {
  it('fills a public recipe: title, JSON-LD with English category names', async () => {
    const page = await render('/recipe/pub1', { lang: 'fr' });
    expect(page.status).toBe(200);
    expect(page.cacheControl).toBe(PUBLIC_CACHE);
    expect(page.html).toContain('<title>Shakshuka | Matkon</title>');
    expect(page.html).toContain('"recipeCategory":"Breakfast"');
    expect(page.html).toContain('<link rel="canonical" href="http://127.0.0.1:5050/recipe/pub1" />');
    expect(page.html).toContain('<html lang="fr" dir="ltr">');
  });

  it('starts the first photo with the HTML: a preload hint with the same srcset and sizes as the gallery', async () => {
    const page = await render('/recipe/photo1');
    const srcset = '/i/c.jpg 400w, /i/d.jpg 800w, /i/f.jpg 1200w';
    expect(page.html).toContain(
      `<link rel="preload" as="image" href="/i/d.jpg" imagesrcset="${srcset}" imagesizes="(min-width: 48rem) 46rem, 100vw" fetchpriority="high" />`,
    );
    expect((await render('/recipe/pub1')).html).not.toContain('rel="preload"');
  });

  it('paints a public recipe before the app: its first view opens <body>, escaped, and hides #root', async () => {
    const page = await render('/recipe/photo1');
    expect(page.html).toContain(
      '<body>\n    <div id="server-view" dir="auto"><img src="/i/d.jpg" srcset="/i/c.jpg 400w, /i/d.jpg 800w, /i/f.jpg 1200w" ' +
        'sizes="(min-width: 48rem) 46rem, 100vw" alt="Corn salad" width="800" height="600" fetchpriority="high" />' +
        '<h1>Corn salad</h1></div>',
    );
    expect(page.html).toContain('#server-view~#root{display:none}');
    const hostile = await renderRecipePage(
      {
        db: fakeDb({
          'recipes/x1': { title: '<script>x</script>', description: '"a" & <b>', visibility: 'public' },
        }),
        indexHtml: async () => INDEX,
      },
      { path: '/recipe/x1', query: {}, origin: 'http://127.0.0.1:5050' },
    );
    expect(hostile.html).toContain(
      '<h1>&lt;script&gt;x&lt;/script&gt;</h1><p>&quot;a&quot; &amp; &lt;b&gt;</p>',
    );
    expect(hostile.html).not.toContain('<script>x');
  });

  it('keeps user text as text (decision 0038): <script> and </script> in every field open no element', async () => {
    const hostile = '</script><script>alert(1)</script> 5 < 6 & <b>bold</b>';
    const fields = {
      title: `Soup ${hostile}`,
      description: `Warm ${hostile}`,
      authorName: `Dana ${hostile}`,
      ingredients: [`1 cup ${hostile}`],
      instructions: [`Stir ${hostile}`],
      tags: [`tag ${hostile}`],
    };
    const page = await renderRecipePage(
      {
        db: fakeDb({ 'recipes/x2': { ...fields, visibility: 'public' } }),
        indexHtml: async () => INDEX,
      },
      { path: '/recipe/x2', query: {}, origin: 'http://127.0.0.1:5050' },
    );
    const plain = (await render('/recipe/pub1')).html;
    // the same elements as a plain recipe's page: one JSON-LD script, no script or <b> from the texts
    expect(page.html.match(/<script/g)).toHaveLength(plain.match(/<script/g)?.length ?? 0);
    expect(page.html).not.toMatch(/<script>alert|<b>/);
    const escaped =
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; 5 &lt; 6 &amp; &lt;b&gt;bold&lt;/b&gt;';
    expect(page.html).toContain(`<title>Soup ${escaped} | Matkon</title>`);
    expect(page.html).toContain(`<h1>Soup ${escaped}</h1><p>Warm ${escaped}</p>`);
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(page.html)?.[1] ?? '';
    expect(JSON.parse(jsonLd)).toMatchObject({
      name: fields.title,
      description: fields.description,
      author: { name: fields.authorName },
      recipeIngredient: fields.ingredients,
      recipeInstructions: [{ text: fields.instructions[0] }],
    });
  });

  it("starts the app's entry after the first view's photo, still preloading it; other pages keep the plain script", async () => {
    const entry = '<script type="module" crossorigin src="/assets/index-A1.js"></script>';
    const withEntry = (path: string) =>
      renderRecipePage(
        { db, indexHtml: async () => INDEX.replace('</head>', `${entry}</head>`) },
        { path, query: {}, origin: 'http://127.0.0.1:5050' },
      );
    const html = (await withEntry('/recipe/photo1')).html;
    expect(html).not.toContain(entry);
    expect(html).toContain(
      `<link rel="modulepreload" crossorigin id="${ENTRY_LINK_ID}" href="/assets/index-A1.js" />`,
    );
    // the same text whatever the entry, so the policy allows it by one hash
    expect(html).toContain(`<script type="module">${START_SCRIPT}</script>`);
    expect(START_SCRIPT).toContain(`import(document.getElementById("${ENTRY_LINK_ID}").href)`);
    expect(START_SCRIPT).toContain(`setTimeout(start, ${START_CAP_MS})`);
    for (const path of ['/recipe/priv1', '/recipe/missing', '/recipe/photo1/edit']) {
      expect((await withEntry(path)).html).toContain(entry);
    }
  });

  it.each(['priv1', 'fol1', 'none1'])('shows nothing of a recipe that is not public (%s)', async (id) => {
    const page = await render(`/recipe/${id}`);
    expect(page.status).toBe(200);
    expect(page.cacheControl).toBe(PRIVATE_CACHE);
    expect(page.html).toContain('<meta name="robots" content="noindex" />');
    expect(page.html).toContain('<title>Matkon</title>');
    expect(page.html).not.toMatch(/ld\+json|og:|Secret stew|Friends pie|hidden|server-view/);
  });

  it('answers 404 with the plain app for a missing recipe or an impossible id', async () => {
    for (const path of ['/recipe/missing', '/recipe/a%20b', '/recipe/%E0%A4%A']) {
      const page = await render(path);
      expect(page.status).toBe(404);
      expect(page.html).toContain('noindex');
      expect(page.html).not.toContain('ld+json');
    }
  });

  it('serves the plain SPA for other paths under /recipe/', async () => {
    const page = await render('/recipe/pub1/edit');
    expect(page).toEqual({ status: 200, html: INDEX, cacheControl: PUBLIC_CACHE });
  });

  it('answers the recipe in a minimal page when no index.html can be loaded, never a 503', async () => {
    const unavailable = async () => {
      throw new Error('index.html from http://127.0.0.1:5050 answered 503');
    };
    const page = await renderRecipePage(
      { db, indexHtml: unavailable },
      { path: '/recipe/pub1', query: {}, origin: 'http://127.0.0.1:5050' },
    );
    expect(page.status).toBe(200);
    expect(page.cacheControl).toBe(PUBLIC_CACHE);
    expect(page.html).toMatch(/^<!doctype html>/);
    expect(page.html).toContain('<title>Shakshuka | Matkon</title>');
    expect(page.html).toContain('<meta property="og:title" content="Shakshuka" />');
    expect(page.html).toContain('"@type":"Recipe"');
    expect(page.html).toContain('<a href="/">Matkon</a>');
    expect(page.html.match(/<title>/g)).toHaveLength(1);

    const missing = await renderRecipePage(
      { db, indexHtml: unavailable },
      { path: '/recipe/missing', query: {}, origin: 'http://127.0.0.1:5050' },
    );
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('noindex');
  });

  it('reads ids from paths', () => {
    expect(recipeIdFromPath('/recipe/abc')).toBe('abc');
    expect(recipeIdFromPath('/recipe/abc/')).toBe('abc');
    expect(recipeIdFromPath('/recipe/abc/edit')).toBeNull();
    expect(recipeIdFromPath('/recipe/..')).toBe('');
  });
});

describe('index.html cache', () => {
  it('fetches <origin>/app.html once a minute and keeps the last good copy when a fetch fails', async () => {
    let clock = 0;
    const fetchImpl = vi.fn(async () => new Response(INDEX, { status: 200 }));
    const load = createIndexHtmlCache(fetchImpl as unknown as typeof fetch, () => clock);
    expect(await load('https://matkon.app')).toBe(INDEX);
    expect(await load('https://matkon.app')).toBe(INDEX);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith('https://matkon.app/app.html', expect.anything());

    clock = 61_000;
    fetchImpl.mockImplementationOnce(async () => new Response('down', { status: 502 }));
    expect(await load('https://matkon.app')).toBe(INDEX);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('stands in the source web/index.html for the emulator stub, and only in the emulator', async () => {
    const stub = async () => {
      throw new Error('index.html from http://127.0.0.1:5050 answered 200 without a page');
    };
    const source = await withSourceFallback(stub, true)('http://127.0.0.1:5050');
    expect(source).toContain('<div id="root">');
    expect(source).toContain('<title>Matkon</title>');
    await expect(withSourceFallback(stub, false)('http://127.0.0.1:5050')).rejects.toThrow(/without a page/);
    expect(MINIMAL_INDEX_HTML).toContain('<div id="root">');
  });

  it('fails without a copy when the origin has no index.html', async () => {
    const load = createIndexHtmlCache(
      (async () => new Response('nope', { status: 404 })) as unknown as typeof fetch,
    );
    await expect(load('http://x')).rejects.toThrow(/answered 404/);
  });
});

describe('site origin', () => {
  afterEach(() => {
    delete process.env.SITE_URL;
  });
  const req = (headers: Record<string, string>) => ({ headers });

  it('prefers SITE_URL', () => {
    process.env.SITE_URL = 'https://matkon.app/';
    expect(siteOrigin(req({ 'x-forwarded-host': 'evil.example' }), { FUNCTIONS_EMULATOR: 'true' })).toBe(
      'https://matkon.app',
    );
  });

  it('uses the Hosting emulator the request came through, only in the emulator', () => {
    expect(siteOrigin(req({ 'x-forwarded-host': '127.0.0.1:5050' }), { FUNCTIONS_EMULATOR: 'true' })).toBe(
      'http://127.0.0.1:5050',
    );
  });

  it('falls back to the default Hosting site, never to a forwarded host, once deployed', () => {
    expect(siteOrigin(req({ 'x-forwarded-host': 'evil.example' }), { GCLOUD_PROJECT: 'matkon-prod' })).toBe(
      'https://matkon-prod.web.app',
    );
  });
});
