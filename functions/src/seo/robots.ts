/**
 * GET /robots.txt: public pages (home, recipes, channels, content pages) are open to crawlers; the API, the
 * admin back office, editing and the signed-in screens are not. `$` ends a rule at the exact path, so a channel
 * such as /profiler is not caught by /profile.
 */
const PRIVATE_PATHS = [
  '/api/',
  '/admin',
  '/recipe/*/edit',
  '/create-recipe$',
  '/profile$',
  '/set-username$',
  '/favorites$',
  '/favorites-simple$',
  '/following$',
  '/followers$',
  '/activity$',
  '/notifications$',
  '/shopping-list$',
  '/login$',
  '/signup$',
  '/forgot-password$',
  '/verify-email$',
  '/create-admin$',
  '/share/',
  // the empty search page only: a search with a query is a page of results (decision 0060)
  '/search$',
] as const;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
