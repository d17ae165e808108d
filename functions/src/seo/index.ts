/**
 * The seo group: seo-recipePage serves GET /recipe/{id} through the Hosting rewrite `/recipe/*` (placed before the
 * SPA catch-all; /recipe/{id}/edit has two segments and never reaches it). The page is HTML, not a JSON call, so it
 * has no contract; handlers.ts answers it. seo-site serves /robots.txt, /sitemap.xml and answers 404 for an /api/
 * path no group serves (site.ts). Only wiring.
 */
import { onRequest } from 'firebase-functions/https';
import { serve } from '../platform/http';
import { recipePageHandler } from './handlers';
import { siteRouter } from './site';

export const recipePage = onRequest({ memory: '256MiB' }, recipePageHandler());

/** /robots.txt, /sitemap.xml and the 404 of an /api/ path no group serves (site.ts). */
export const site = serve(siteRouter, { memory: '256MiB' });
