import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';
import { SITEMAP_MAX_URLS, sitemapXml } from './sitemap';

describe('robots.txt', () => {
  it('opens the public pages, closes the API, admin and signed-in screens, and points at the sitemap', () => {
    const lines = robotsTxt('https://matkon.app').split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/admin', '/profile$', '/recipe/*/edit', '/create-recipe$'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Sitemap: https://matkon.app/sitemap.xml');
    expect(lines.some((line) => line === 'Disallow: /recipe' || line === 'Disallow: /')).toBe(false);
  });

  it('opens a search with a query and closes the empty search page (decision 0060)', () => {
    const lines = robotsTxt('https://matkon.app').split('\n');
    expect(lines).toContain('Disallow: /search$');
    expect(lines).not.toContain('Disallow: /search');
  });
});

describe('sitemap.xml', () => {
  it('lists absolute URLs with their last change, escaped', () => {
    const xml = sitemapXml([
      { url: 'https://matkon.app/', lastModified: null },
      { url: 'https://matkon.app/recipe/a&b', lastModified: '2026-11-20T10:00:00+00:00' },
    ]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org/,
    );
    expect(xml).toContain('<url><loc>https://matkon.app/</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://matkon.app/recipe/a&amp;b</loc><lastmod>2026-11-20T10:00:00+00:00</lastmod></url>',
    );
  });

  it('stops at the protocol limit of one file', () => {
    const entries = Array.from({ length: SITEMAP_MAX_URLS + 5 }, (_, i) => ({
      url: `https://matkon.app/recipe/r${i}`,
      lastModified: null,
    }));
    expect(sitemapXml(entries).match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS);
  });
});
