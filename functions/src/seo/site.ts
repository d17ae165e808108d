/**
 * seo-site: the site-wide paths no group owns, through the Hosting rewrites of /sitemap.xml and the last /api/**
 * (after every group's own): a path under /api/ that no function serves answers 404 with a JSON error instead of
 * the app's HTML page. /robots.txt is a Hosting redirect to /api/site/robots: the functions runtime answers a
 * request for any path ending in /robots.txt with 404 before any function code runs (crawlers follow the redirect).
 */
import { getServiceClient } from '../platform/mirror/client';
import { createRouter } from '../platform/http';
import { siteOrigin } from './origin';
import { robotsTxt } from './robots';
import { sitemapEntries, sitemapXml } from './sitemap';

const DAILY = 'public, max-age=3600, s-maxage=86400';
const HOURLY = 'public, max-age=600, s-maxage=3600';

export const siteRouter = createRouter()
  .get('/api/site/robots', ({ req, res }) => {
    res.status(200).set({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': DAILY });
    res.send(robotsTxt(siteOrigin(req)));
  })
  .get('/sitemap.xml', async ({ req, res }) => {
    const origin = siteOrigin(req);
    const xml = sitemapXml(await sitemapEntries(getServiceClient(), origin));
    res.status(200).set({ 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': HOURLY });
    res.send(xml);
  });
