// The stack's Hosting port: every request is passed to the Hosting emulator (on an inner port), except
// - one whose address is not valid percent-encoded UTF-8, which is answered 400 here. The emulator's superstatic calls
//   decodeURI on the address without a guard: in its redirects middleware that is an unhandled rejection that ends
//   firebase-tools and every emulator with it (issue 35, decision 0030); elsewhere it is a 500;
// - a built file under /assets/ (Vite's content-hashed chunks), served from the public folder with firebase.json's
//   headers for /assets/**, as Hosting's CDN edge serves it: superstatic spends ~4 ms of CPU on each of the ~110
//   files a fresh page loads, a quarter of the whole machine's cost of a page (decision 0046).
// Every answer it gives or passes on carries firebase.json's headers for every path (`**`: the security headers,
// decision 0052), its Content-Security-Policy allowing connections to the stack's emulators too (`connectOrigins`:
// the production policy names Google's hosts, the local app talks to 127.0.0.1 ports).
// Local stacks only.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import serveStatic from 'serve-static';

/** Whether the path and query decode as UTF-8: no lone or truncated escape, no overlong or surrogate sequence. */
export function isWellFormedAddress(url) {
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
}

function refuse(res) {
  res.writeHead(400, { 'content-type': 'application/json; charset=utf-8' });
  res.end(
    JSON.stringify({
      error: {
        code: 'invalid-argument',
        message:
          'The address is not valid percent-encoded UTF-8 (a % must start an escape of a UTF-8 character).',
      },
    }),
  );
}

/** Host header and all kept as the browser sent them: the functions build absolute links from the host. */
function pass(req, res, emulatorPort, headers) {
  const upstream = http.request(
    { host: '127.0.0.1', port: emulatorPort, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, withHeaders(answer.rawHeaders, headers));
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    if (res.headersSent) return res.destroy();
    res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
    res.end(
      JSON.stringify({ error: { code: 'unavailable', message: `Hosting emulator: ${error.message}` } }),
    );
  });
  req.pipe(upstream);
}

/** Raw [name, value, …] headers with `headers` ([name, value] pairs) in place of any of the same name. */
function withHeaders(rawHeaders, headers) {
  const replaced = new Set(headers.map(([key]) => key.toLowerCase()));
  const kept = [];
  for (let i = 0; i < rawHeaders.length; i += 2)
    if (!replaced.has(rawHeaders[i].toLowerCase())) kept.push(rawHeaders[i], rawHeaders[i + 1]);
  return [...kept, ...headers.flat()];
}

/** Where Vite puts the built chunks, and the firebase.json sources whose headers the front gives. */
const ASSETS = '/assets/';
const ASSETS_SOURCE = `${ASSETS}**`;
const EVERY_SOURCE = '**';

/**
 * firebase.json's headers (`hosting.headers`) as [key, value] pairs: `every` for any path (`**`), `assets` for a
 * file under /assets/ (`**`, then `/assets/**`, as Hosting applies both); none where it declares none.
 */
export function hostingHeadersOf(firebaseJsonPath) {
  const { hosting } = JSON.parse(readFileSync(firebaseJsonPath, 'utf8'));
  const of = (wanted) =>
    (hosting.headers ?? [])
      .filter(({ source }) => source === wanted)
      .flatMap(({ headers }) => headers.map(({ key, value }) => [key, value]));
  const every = of(EVERY_SOURCE);
  return { every, assets: [...every, ...of(ASSETS_SOURCE)] };
}

/** The headers with `origins` added to their Content-Security-Policy's connect-src (the local emulators). */
export function withConnectOrigins(headers, origins) {
  if (origins.length === 0) return headers;
  return headers.map(([key, value]) => {
    if (key.toLowerCase() !== 'content-security-policy') return [key, value];
    const directives = value.split(';').map((directive) => directive.trim());
    const at = directives.findIndex((directive) => directive.split(' ')[0] === 'connect-src');
    if (at < 0) return [key, [...directives, ['connect-src', "'self'", ...origins].join(' ')].join('; ')];
    directives[at] = [directives[at], ...origins].join(' ');
    return [key, directives.join('; ')];
  });
}

/**
 * A GET or HEAD of a file under `publicDir`/assets is answered from the disk; any other request (or a file that is
 * not there) goes to the emulator.
 */
function assetServer(publicDir, assetHeaders) {
  if (!publicDir) return null;
  const files = serveStatic(publicDir, {
    index: false,
    dotfiles: 'ignore',
    // the headers come from firebase.json alone, as Hosting sends them
    cacheControl: false,
    setHeaders: (res) => {
      for (const [key, value] of assetHeaders) res.setHeader(key, value);
    },
  });
  return (req, res, next) => {
    if (!req.url?.startsWith(ASSETS) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    files(req, res, () => next());
  };
}

export function createHostingFront({
  emulatorPort,
  publicDir = null,
  headers = { every: [], assets: [] },
  connectOrigins = [],
}) {
  const every = withConnectOrigins(headers.every, connectOrigins);
  const assets = assetServer(publicDir, withConnectOrigins(headers.assets, connectOrigins));
  return http.createServer((req, res) => {
    if (!isWellFormedAddress(req.url ?? '/')) {
      req.resume();
      refuse(res);
      return;
    }
    if (assets) assets(req, res, () => pass(req, res, emulatorPort, every));
    else pass(req, res, emulatorPort, every);
  });
}
