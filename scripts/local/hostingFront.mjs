// The stack's Hosting port: every request is passed to the Hosting emulator (on an inner port), except one whose
// address is not valid percent-encoded UTF-8, which is answered 400 here. The emulator's superstatic calls decodeURI
// on the address without a guard: in its redirects middleware that is an unhandled rejection that ends firebase-tools
// and every emulator with it (issue 35, decision 0030); elsewhere it is a 500. Local stacks only.
import http from 'node:http';

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

export function createHostingFront({ emulatorPort }) {
  return http.createServer((req, res) => {
    if (!isWellFormedAddress(req.url ?? '/')) {
      req.resume();
      refuse(res);
      return;
    }
    pass(req, res, emulatorPort);
  });
}
