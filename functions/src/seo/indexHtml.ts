/**
 * The SPA's built page (web/index.html, built as APP_SHELL_FILE), fetched from the Hosting origin itself (GET
 * <origin>/app.html is a static file, never rewritten): the page always references the asset hashes Hosting serves right now, whether functions and
 * hosting were deployed together or not, and the emulator serves `vite build`'s file the same way. Kept in
 * memory for a minute; a failed fetch falls back to the last good copy.
 */
import { readFile } from 'node:fs/promises';
import * as logger from 'firebase-functions/logger';
import { join } from 'node:path';
import { APP_SHELL_FILE } from '../domain/pages/firstView';

const TTL_MS = 60_000;
const FETCH_TIMEOUT_MS = 10_000;

interface Entry {
  html: string;
  fetchedAt: number;
}

export type FetchIndexHtml = (origin: string) => Promise<string>;

/**
 * The page when no index.html can be had at all: enough for crawlers and link previews (the page's tags go into
 * its head), and a link into the app for a person.
 */
export const MINIMAL_INDEX_HTML =
  '<!doctype html>\n<html lang="en" dir="ltr">\n<head>\n  <meta charset="utf-8" />\n  <title>Matkon</title>\n</head>\n' +
  '<body><div id="root"><p><a href="/">Matkon</a></p></div></body>\n</html>\n';

/** The template of a page: without one, the page's own tags still make a page, never a 503 that sends crawlers away. */
export function templateOrMinimal(load: FetchIndexHtml, origin: string): Promise<string> {
  return load(origin).catch((error: unknown) => {
    logger.warn('index.html unavailable; answering a minimal page', { error: String(error) });
    return MINIMAL_INDEX_HTML;
  });
}

/** web/index.html as written (functions/{src,lib}/seo → the repository root): its head is what the build keeps. */
export const SOURCE_INDEX_HTML_PATH = join(__dirname, '..', '..', '..', 'web', 'index.html');

/**
 * Under `npm start` the Hosting emulator serves a stub instead of a build (the app runs on Vite): the source
 * index.html stands in for it there, so the crawler view of /recipe/{id} works in development too.
 */
export function withSourceFallback(
  load: FetchIndexHtml,
  inEmulator: boolean,
  sourcePath: string = SOURCE_INDEX_HTML_PATH,
): FetchIndexHtml {
  if (!inEmulator) return load;
  return (origin) => load(origin).catch(() => readFile(sourcePath, 'utf8'));
}

export function createIndexHtmlCache(
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
): FetchIndexHtml {
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<string>>();

  const load = async (origin: string): Promise<string> => {
    const response = await fetchImpl(`${origin}/${APP_SHELL_FILE}`, {
      headers: { Accept: 'text/html' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    const html = await response.text();
    if (!response.ok || !/<html/i.test(html)) {
      throw new Error(`${APP_SHELL_FILE} from ${origin} answered ${response.status}`);
    }
    entries.set(origin, { html, fetchedAt: now() });
    return html;
  };

  return async (origin) => {
    const entry = entries.get(origin);
    if (entry && now() - entry.fetchedAt < TTL_MS) return entry.html;
    let pending = inFlight.get(origin);
    if (!pending) {
      pending = load(origin).finally(() => inFlight.delete(origin));
      inFlight.set(origin, pending);
    }
    try {
      return await pending;
    } catch (error) {
      if (entry) return entry.html;
      throw error;
    }
  };
}
