/**
 * A site on 127.0.0.1 for the tests of outbound fetching (issue 32): it answers the routes a test gives (a body, a
 * status, headers, a redirect, an answer that never comes, one that never ends) and counts the hits per path, so a
 * test can say that a refused target was never asked. Loopback only: tests never send traffic anywhere else.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FixtureRoute {
  readonly status?: number;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string | Buffer;
  /** Answers 302 to this location. */
  readonly redirect?: string;
  /** Never answers (a slow site): only the client's time limit ends the request. */
  readonly hang?: boolean;
  /** Streams bytes without a length and without an end. */
  readonly endless?: boolean;
}

export interface FixtureSite {
  readonly origin: string;
  readonly port: number;
  /** How many requests reached `path` (search included); every path when none is given. */
  hits(path?: string): number;
  route(path: string, answer: FixtureRoute): void;
  close(): Promise<void>;
}

function pump(res: ServerResponse): void {
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  const more = () => {
    while (!res.destroyed && res.write(chunk));
    if (!res.destroyed) res.once('drain', more);
  };
  more();
}

/** Starts the site on 127.0.0.1 at `port` (0: any free port). */
export async function startFixtureSite(
  routes: Readonly<Record<string, FixtureRoute>> = {},
  port = 0,
): Promise<FixtureSite> {
  const table = new Map(Object.entries(routes));
  const counts = new Map<string, number>();
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const answer = table.get(path);
    if (!answer) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    } else if (answer.hang) {
      return;
    } else if (answer.redirect !== undefined) {
      res.writeHead(answer.status ?? 302, { location: answer.redirect }).end();
    } else if (answer.endless) {
      res.writeHead(answer.status ?? 200, { ...answer.headers });
      pump(res);
    } else {
      res.writeHead(answer.status ?? 200, { 'content-type': 'text/html', ...answer.headers });
      res.end(answer.body ?? '');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${bound}`,
    port: bound,
    hits: (path) =>
      path === undefined ? [...counts.values()].reduce((a, b) => a + b, 0) : (counts.get(path) ?? 0),
    route: (path, answer) => void table.set(path, answer),
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
