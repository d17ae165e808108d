// The stack's Hosting port: every request is passed to the Hosting emulator (on an inner port), except
// - one whose address is not valid percent-encoded UTF-8, which is answered 400 here. The emulator's superstatic calls
//   decodeURI on the address without a guard: in its redirects middleware that is an unhandled rejection that ends
//   firebase-tools and every emulator with it (issue 35, decision 0030); elsewhere it is a 500;
// - a built file under /assets/ (Vite's content-hashed chunks), served from the public folder with firebase.json's
//   headers for /assets/**, as Hosting's CDN edge serves it: superstatic spends ~4 ms of CPU on each of the ~110
//   files a fresh page loads, a quarter of the whole machine's cost of a page (decision 0046).
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
function pass(req, res, emulatorPort) {
  const upstream = http.request(
    { host: '127.0.0.1', port: emulatorPort, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
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

/** Where Vite puts the built chunks, and the firebase.json source whose headers the front gives them. */
const ASSETS = '/assets/';
const ASSETS_SOURCE = `${ASSETS}**`;

/** firebase.json's headers for /assets/** (`hosting.headers`): [key, value] pairs; none when it declares none. */
export function assetHeadersOf(firebaseJsonPath) {
  const { hosting } = JSON.parse(readFileSync(firebaseJsonPath, 'utf8'));
  const rule = (hosting.headers ?? []).find(({ source }) => source === ASSETS_SOURCE);
  return (rule?.headers ?? []).map(({ key, value }) => [key, value]);
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

export function createHostingFront({ emulatorPort, publicDir = null, assetHeaders = [] }) {
  const assets = assetServer(publicDir, assetHeaders);
  return http.createServer((req, res) => {
    if (!isWellFormedAddress(req.url ?? '/')) {
      req.resume();
      refuse(res);
      return;
    }
    if (assets) assets(req, res, () => pass(req, res, emulatorPort));
    else pass(req, res, emulatorPort);
  });
}
