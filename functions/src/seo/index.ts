/**
 * The seo group: seo-recipePage serves GET /recipe/{id} through the Hosting rewrite `/recipe/*` (placed before the
 * SPA catch-all; /recipe/{id}/edit has two segments and never reaches it). See page.ts for what it answers.
 * A failure never costs the visitor the app: the plain index.html is served instead, uncached.
 * seo-site serves /robots.txt, /sitemap.xml and answers 404 for an /api/ path no group serves (site.ts).
 */
import { onRequest, type Request, type Response } from 'firebase-functions/https';
import * as logger from 'firebase-functions/logger';
import { db } from '../platform/firebase';
import { serve } from '../platform/http';
import { createIndexHtmlCache, withSourceFallback, type FetchIndexHtml } from './indexHtml';
import { siteOrigin } from './origin';
import { PRIVATE_CACHE, renderRecipePage } from './page';
import { siteRouter } from './site';

const indexHtml = withSourceFallback(createIndexHtmlCache(), process.env.FUNCTIONS_EMULATOR === 'true');

export const UNAVAILABLE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">' +
  '<meta http-equiv="refresh" content="5"><title>Matkon</title></head>' +
  '<body><p>Matkon is busy for a moment. This page reloads by itself.</p></body></html>';

export function recipePageHandler(load: FetchIndexHtml = indexHtml) {
  return async (req: Request, res: Response): Promise<void> => {
    const origin = siteOrigin(req);
    const query = Object.fromEntries(
      Object.entries(req.query).map(([key, value]) => [key, typeof value === 'string' ? value : undefined]),
    );
    try {
      const page = await renderRecipePage({ db: db(), indexHtml: load }, { path: req.path, query, origin });
      res
        .status(page.status)
        .set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': page.cacheControl });
      res.send(page.html);
    } catch (error) {
      logger.error('Recipe page failed; serving the plain app', { path: req.path, error: String(error) });
      const fallback = await load(origin).catch(() => null);
      res
        .status(fallback ? 200 : 503)
        .set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PRIVATE_CACHE });
      if (!fallback) res.set('Retry-After', '5');
      res.send(fallback ?? UNAVAILABLE_HTML);
    }
  };
}

export const recipePage = onRequest({ memory: '256MiB' }, recipePageHandler());

/** /robots.txt, /sitemap.xml and the 404 of an /api/ path no group serves (site.ts). */
export const site = serve(siteRouter, { memory: '256MiB' });
