/**
 * The page functions' handlers (seo-recipePage: page.ts; seo-pages: publicPages.ts), apart from their triggers so a
 * test calls them directly. Every page gets the security headers; a request that carries a session (an
 * Authorization header or Hosting's `__session` cookie) never gets an answer a shared cache may keep. A failure
 * never costs the visitor the app: the plain index.html is served instead, uncached.
 */
import type { Request, Response } from 'firebase-functions/https';
import * as logger from 'firebase-functions/logger';
import { SITE_MESSAGES } from '../domain/messages';
import { db } from '../platform/firebase';
import { getServiceClient } from '../platform/mirror/client';
import { channelServices } from './channelPage';
import { createIndexHtmlCache, withSourceFallback, type FetchIndexHtml } from './indexHtml';
import { siteOrigin } from './origin';
import { PRIVATE_CACHE, renderRecipePage, type PageAnswer, type PageRequest } from './page';
import { renderPublicPage } from './publicPages';
import { searchServices } from './searchPage';
import { SECURITY_HEADERS } from './securityHeaders';

const indexHtml = withSourceFallback(createIndexHtmlCache(), process.env.FUNCTIONS_EMULATOR === 'true');

export const UNAVAILABLE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">' +
  '<meta http-equiv="refresh" content="5"><title>Matkon</title></head>' +
  `<body><p>${SITE_MESSAGES.pageBusy}</p></body></html>`;

type RenderPage = (load: FetchIndexHtml, request: PageRequest) => Promise<PageAnswer>;

/** Whether the request carries a signed-in session: its answer is the SPA's to personalise, never shared. */
export function carriesSession(req: Pick<Request, 'headers'>): boolean {
  const cookie = req.headers.cookie ?? '';
  return Boolean(req.headers.authorization) || /(?:^|;\s*)__session=/.test(cookie);
}

export function pageHandler(render: RenderPage, load: FetchIndexHtml = indexHtml) {
  return async (req: Request, res: Response): Promise<void> => {
    const origin = siteOrigin(req);
    res.set(Object.fromEntries(SECURITY_HEADERS));
    res.set('Vary', 'Authorization, Cookie');
    const query = Object.fromEntries(
      Object.entries(req.query).map(([key, value]) => [key, typeof value === 'string' ? value : undefined]),
    );
    try {
      const page = await render(load, { path: req.path, query, origin, ip: req.ip });
      const cacheControl = carriesSession(req) ? PRIVATE_CACHE : page.cacheControl;
      res
        .status(page.status)
        .set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl });
      res.send(page.html);
    } catch (error) {
      logger.error('Page failed; serving the plain app', { path: req.path, error: String(error) });
      const fallback = await load(origin).catch(() => null);
      res
        .status(fallback ? 200 : 503)
        .set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PRIVATE_CACHE });
      if (!fallback) res.set('Retry-After', '5');
      res.send(fallback ?? UNAVAILABLE_HTML);
    }
  };
}

export function recipePageHandler(load: FetchIndexHtml = indexHtml) {
  return pageHandler((source, request) => renderRecipePage({ db: db(), indexHtml: source }, request), load);
}

/** Home, /trending, /search, /{username} (publicPages.ts). */
export function publicPagesHandler(load: FetchIndexHtml = indexHtml) {
  return pageHandler(
    (source, request) =>
      renderPublicPage(
        {
          db: db(),
          supabase: getServiceClient(),
          indexHtml: source,
          search: searchServices(getServiceClient()),
          channel: channelServices({ db: db(), supabase: getServiceClient() }),
        },
        request,
        Date.now(),
      ),
    load,
  );
}
