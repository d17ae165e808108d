/**
 * The seo group: seo-recipePage serves GET /recipe/{id} through the Hosting rewrite `/recipe/*` (placed before the
 * SPA catch-all; /recipe/{id}/edit has two segments and never reaches it). seo-pages serves the other public pages
 * with a first view, home, /trending, /search and a channel's /{username} (publicPages.ts), through their own
 * rewrites (the channel's a regex of a username, after one that sends the app's own words to the app). The pages
 * are HTML, not JSON calls, so they have no contract; handlers.ts answers them. seo-site serves /robots.txt,
 * /sitemap.xml and answers 404 for an /api/ path no group serves (site.ts). Only wiring.
 */
import { onRequest } from 'firebase-functions/https';
import { serve } from '../platform/http';
import { publicPagesHandler, recipePageHandler } from './handlers';
import { siteRouter } from './site';

export const recipePage = onRequest({ memory: '256MiB' }, recipePageHandler());

/** Home, /trending, /search?q= and /{username} with their first views. */
export const pages = onRequest({ memory: '256MiB' }, publicPagesHandler());

/** /robots.txt, /sitemap.xml and the 404 of an /api/ path no group serves (site.ts). */
export const site = serve(siteRouter, { memory: '256MiB' });
