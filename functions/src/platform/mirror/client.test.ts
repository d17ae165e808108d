import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPortUrl, startBusyMirror, type RunningServer } from '../../testing/faultyMirror';
import { classifyMirrorFailure, createMirrorClient } from './client';
import { MirrorError } from './types';

describe('classifyMirrorFailure', () => {
  it('calls 429 and rate-limit messages busy, everything else a connection problem', () => {
    expect(classifyMirrorFailure(429, '')).toBe('busy');
    expect(classifyMirrorFailure(500, 'Too many requests')).toBe('busy');
    expect(classifyMirrorFailure(503, 'upstream rate limit reached')).toBe('busy');
    expect(classifyMirrorFailure(0, 'TypeError: fetch failed')).toBe('connection');
    expect(classifyMirrorFailure(500, 'internal error')).toBe('connection');
    expect(classifyMirrorFailure(400, 'mirror: categories has no column x')).toBe('connection');
  });
});

describe('mirror client failures', () => {
  let busy: RunningServer;

  beforeAll(async () => {
    busy = await startBusyMirror();
  });
  afterAll(() => busy.close());

  const change = { table: 'mirror_probe', firebase_id: 'x', version: 1, row: {}, only_if_newer: true };

  it('reports a closed port as a connection failure', async () => {
    const mirror = createMirrorClient({ url: await closedPortUrl(), serviceKey: 'k' });
    const error = await mirror.apply([change]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MirrorError);
    expect((error as MirrorError).kind).toBe('connection');
  });

  it('reports HTTP 429 as busy', async () => {
    const mirror = createMirrorClient({ url: busy.url, serviceKey: 'k' });
    const error = await mirror.apply([change]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MirrorError);
    expect((error as MirrorError).kind).toBe('busy');
    expect((error as MirrorError).status).toBe(429);
  });

  it('gives up on a mirror that never answers', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const mirror = createMirrorClient({ url, serviceKey: 'k' }, { timeoutMs: 200 });
    const error = await mirror.apply([change]).catch((e: unknown) => e);
    silent.closeAllConnections();
    silent.close();
    expect((error as MirrorError).kind).toBe('connection');
  });
});
