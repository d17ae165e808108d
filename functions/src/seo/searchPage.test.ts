import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../domain/errors';
import type { SearchAnswer, SearchResult } from '../domain/search/types';
import type { ServiceClient } from '../platform/mirror/database';
import { firstViewData } from '../testing/firstView';
import { GUEST_PAGE_CACHE, PRIVATE_CACHE, PUBLIC_CACHE } from './page';
import { renderPublicPage } from './publicPages';

const INDEX =
  '<!doctype html><html lang="en" dir="ltr"><head><title>Matkon</title>' +
  '<meta name="description" content="Matkon" /></head><body><div id="root"></div></body></html>';

const result = (id: string, title: string) =>
  ({ id, title, images: [], authorName: 'Dana', matchType: 'direct' }) as unknown as SearchResult;

const answerFor = (q: string, results: SearchResult[]): SearchAnswer => ({
  results,
  term: q,
  resultCount: results.length,
  users: [],
  hasMore: false,
  nextPage: null,
});

function render(query: Record<string, string>, results = [result('r1', 'Lentil soup')], refuse = false) {
  const admit = vi.fn(async () => {
    if (refuse) throw new AppError('resource-exhausted', 'Too many searches');
  });
  const search = vi.fn(async (q: string, _language: string | null) => answerFor(q, results));
  const deps = {
    db: {} as Firestore,
    supabase: {} as ServiceClient,
    indexHtml: async () => INDEX,
    search: { admit, search },
    channel: {
      profile: async () => Promise.reject(new Error('not asked')),
      recipes: async () => ({}) as never,
    },
  };
  const page = renderPublicPage(
    deps,
    { path: '/search', query, origin: 'https://matkon.app', ip: '203.0.113.9' },
    1_700_000_000_000,
  );
  return { page, admit, search };
}

describe('/search?q= from the server (decision 0060)', () => {
  it("paints the first page of a guest's results, indexable, cacheable at the CDN, and embeds the answer", async () => {
    const { page, admit, search } = render({ q: '  soup ' });
    const { status, html, cacheControl } = await page;
    expect(status).toBe(200);
    expect(cacheControl).toBe(GUEST_PAGE_CACHE);
    expect(admit).toHaveBeenCalledWith('203.0.113.9');
    // no ?lang=: a recipe family answers as the version matched, as the app's guest search does (decision 0073)
    expect(search).toHaveBeenCalledWith('soup', null);
    expect(html).toContain('<title>Results for “soup” | Matkon</title>');
    expect(html).not.toContain('<title>Matkon</title>');
    expect(html).toContain('<link rel="canonical" href="https://matkon.app/search?q=soup" />');
    expect(html).not.toContain('noindex');
    expect(html).toContain('<h1 dir="auto">Results for “soup”</h1><section><h2>Top results</h2><ul><li>');
    expect(html).toContain('<a href="/recipe/r1">Lentil soup</a>');
    const data = firstViewData(html, 'search');
    expect(data).toMatchObject({ language: 'en', servedAt: 1_700_000_000_000 });
    expect(data.search).toEqual({ q: 'soup', answer: answerFor('soup', [result('r1', 'Lentil soup')]) });
  });

  it('escapes the term everywhere it is written', async () => {
    const q = '</script><script>alert(1)</script>"&';
    const { html } = await render({ q }).page;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('Results for “&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&amp;”');
    expect(html).toContain(
      `href="https://matkon.app/search?q=${encodeURIComponent(q).replace(/&/g, '&amp;')}"`,
    );
    expect(firstViewData(html, 'search').search.q).toBe(q);
  });

  it('writes a Hebrew page right to left, its results a family’s Hebrew versions', async () => {
    const { page, search } = render({ q: 'מרק', lang: 'he' });
    const { html } = await page;
    expect(search).toHaveBeenCalledWith('מרק', 'he');
    expect(html).toContain('<html lang="he" dir="rtl">');
    expect(html).toContain('<h1 dir="auto">תוצאות עבור ”מרק“</h1>');
  });

  it('keeps a search without results out of the index', async () => {
    const { html, cacheControl } = await render({ q: 'nothing' }, []).page;
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(cacheControl).toBe(GUEST_PAGE_CACHE);
  });

  it('answers the empty search page as the plain app, noindex', async () => {
    const { page, search } = render({});
    const { html, cacheControl } = await page;
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('server-view');
    expect(cacheControl).toBe(PUBLIC_CACHE);
    expect(search).not.toHaveBeenCalled();
  });

  it('leaves a filtered search, and one past the search limit, to the app, for this caller only', async () => {
    for (const { page, search } of [
      render({ q: 'soup', isVegan: 'true' }),
      render({ q: 'soup' }, [], true),
    ]) {
      const { html, cacheControl } = await page;
      expect(html).toBe(INDEX);
      expect(cacheControl).toBe(PRIVATE_CACHE);
      expect(search).not.toHaveBeenCalled();
    }
  });
});
