/**
 * seo-recipePage's handler (see page.ts for what it answers), apart from its trigger so a test calls it directly.
 * A failure never costs the visitor the app: the plain index.html is served instead, uncached.
 */
import type { Request, Response } from 'firebase-functions/https';
import * as logger from 'firebase-functions/logger';
import { SITE_MESSAGES } from '../domain/messages';
import { db } from '../platform/firebase';
import { createIndexHtmlCache, withSourceFallback, type FetchIndexHtml } from './indexHtml';
import { siteOrigin } from './origin';
import { PRIVATE_CACHE, renderRecipePage } from './page';
import { SECURITY_HEADERS } from './securityHeaders';

const indexHtml = withSourceFallback(createIndexHtmlCache(), process.env.FUNCTIONS_EMULATOR === 'true');

export const UNAVAILABLE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">' +
  '<meta http-equiv="refresh" content="5"><title>Matkon</title></head>' +
  `<body><p>${SITE_MESSAGES.pageBusy}</p></body></html>`;

export function recipePageHandler(load: FetchIndexHtml = indexHtml) {
  return async (req: Request, res: Response): Promise<void> => {
    const origin = siteOrigin(req);
    res.set(Object.fromEntries(SECURITY_HEADERS));
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
