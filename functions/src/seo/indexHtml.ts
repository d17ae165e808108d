/**
 * The SPA's built index.html, fetched from the Hosting origin itself (GET <origin>/index.html is a static file,
 * never rewritten): the page always references the asset hashes Hosting serves right now, whether functions and
 * hosting were deployed together or not, and the emulator serves `vite build`'s file the same way. Kept in
 * memory for a minute; a failed fetch falls back to the last good copy.
 */
const TTL_MS = 60_000;
const FETCH_TIMEOUT_MS = 10_000;

interface Entry {
  html: string;
  fetchedAt: number;
}

export type FetchIndexHtml = (origin: string) => Promise<string>;

export function createIndexHtmlCache(
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
): FetchIndexHtml {
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<string>>();

  const load = async (origin: string): Promise<string> => {
    const response = await fetchImpl(`${origin}/index.html`, {
      headers: { Accept: 'text/html' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    const html = await response.text();
    if (!response.ok || !/<html/i.test(html)) {
      throw new Error(`index.html from ${origin} answered ${response.status}`);
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
