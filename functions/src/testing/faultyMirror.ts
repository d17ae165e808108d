/**
 * Mirrors that fail the way real ones do, for fault-injection tests: a gateway answering 429, and an address
 * where nothing listens. They stand in for an unhealthy Supabase, never for Postgres itself.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { createMirrorClient } from '../platform/mirror/client';
import type { MirrorClient } from '../platform/mirror/types';
import { stackEnv } from './env';

export interface RunningServer {
  readonly url: string;
  close(): Promise<void>;
}

function listen(server: Server): Promise<RunningServer> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    ),
  );
}

/** Answers every request as a rate-limited Supabase gateway does. */
export function startBusyMirror(): Promise<RunningServer> {
  return listen(
    createServer((_req, res) => {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '30' });
      res.end(JSON.stringify({ message: 'Too Many Requests' }));
    }),
  );
}

/** A loopback URL whose port was just released: connecting fails at once. */
export async function closedPortUrl(): Promise<string> {
  const server = await listen(createServer());
  await server.close();
  return server.url;
}

/** The stack's mirror client, pointed at a failing mirror instead: one nothing answers, and one that answers 429. */
export interface FailingMirrors {
  readonly unreachable: MirrorClient;
  readonly busy: MirrorClient;
  close(): Promise<void>;
}

export async function failingMirrors(): Promise<FailingMirrors> {
  const { mirrorServiceKey: serviceKey } = stackEnv();
  const busyServer = await startBusyMirror();
  return {
    unreachable: createMirrorClient({ url: await closedPortUrl(), serviceKey }),
    busy: createMirrorClient({ url: busyServer.url, serviceKey }),
    close: () => busyServer.close(),
  };
}

/** failingMirrors() for the tests around the call: up before them, closed after; read it inside a test. */
export function useFailingMirrors(): () => FailingMirrors {
  let mirrors: FailingMirrors | undefined;
  beforeAll(async () => {
    mirrors = await failingMirrors();
  });
  afterAll(async () => {
    await mirrors?.close();
  });
  return () => {
    if (!mirrors) throw new Error('the failing mirrors are up only inside a test');
    return mirrors;
  };
}
