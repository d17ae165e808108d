/**
 * What an address a user gave points at, decided before anything connects (docs/decisions/0061): the scheme, the
 * host the WHATWG URL parser sees (the one after any user-info, IPv4 in decimal, hex, octal or short forms made
 * dotted), and whether its origin is on the local stack's allow list. Pure.
 */

export type Target =
  | { readonly ok: true; readonly url: URL; readonly host: string; readonly allowed: boolean }
  | { readonly ok: false; readonly reason: 'scheme' | 'address' };

/**
 * The origins a local stack lets through (fixture sites, the offline YouTube): MATKON_IMPORT_ALLOWED_ORIGINS, read
 * only inside the Functions emulator; a deployed function ignores it even when set.
 */
export function allowedOrigins(env: NodeJS.ProcessEnv): ReadonlySet<string> {
  if (env.FUNCTIONS_EMULATOR !== 'true') return new Set();
  const origins = (env.MATKON_IMPORT_ALLOWED_ORIGINS ?? '').split(',').flatMap((entry) => {
    try {
      const { origin } = new URL(entry.trim());
      return origin === 'null' ? [] : [origin];
    } catch {
      return [];
    }
  });
  return new Set(origins);
}

export function targetOf(address: string | URL, allowed: ReadonlySet<string>): Target {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    // an unparsable address, an IPv6 zone id among them (the parser refuses "%25eth0")
    return { ok: false, reason: 'address' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'scheme' };
  // credentials are never sent on: the host after the @ is the one judged and asked
  url.username = '';
  url.password = '';
  url.hash = '';
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return { ok: true, url, host, allowed: allowed.has(url.origin) };
}
