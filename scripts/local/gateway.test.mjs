import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from './gateway.mjs';

let server;
let base;

beforeAll(async () => {
  server = createGateway({ postgrestPort: 1 });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const claimsOf = (token) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

describe('the gateway App Check token endpoint', () => {
  it('answers as the App Check exchange does: a JWT naming the app and the project, valid one hour', async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await fetch(`${base}/app-check/token`, { headers: { origin: 'http://127.0.0.1:5173' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const { token, ttl } = await response.json();
    expect(ttl).toBe('3600s');
    expect(token.split('.')).toHaveLength(3);
    const claims = claimsOf(token);
    expect(claims.sub).toBe('1:000000000000:web:matkon-local');
    expect(claims.aud).toContain('projects/demo-matkon');
    expect(claims.iss).toMatch(/^https:\/\/firebaseappcheck\.googleapis\.com\//);
    expect(claims.iat).toBeGreaterThanOrEqual(before);
    expect(claims.exp - claims.iat).toBe(3600);
  });

  it('issues the token to the app the web names and answers the CORS preflight', async () => {
    const first = await (await fetch(`${base}/app-check/token?appId=1:42:web:abc`)).json();
    expect(claimsOf(first.token).sub).toBe('1:42:web:abc');
    const preflight = await fetch(`${base}/app-check/token`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
  });

  it('still answers health and refuses unknown paths', async () => {
    expect((await fetch(`${base}/health`)).status).toBe(200);
    expect((await fetch(`${base}/nope`)).status).toBe(404);
  });
});

describe('the gateway fault switch (decision 0013)', () => {
  const post = (path, body) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const apply = (firebaseId) =>
    post('/rest/v1/rpc/mirror_apply', {
      p_changes: [{ table: 'recipes', firebase_id: firebaseId, version: 2, row: {}, only_if_newer: false }],
    });

  it('answers the matching mirror RPC as armed, once, and forwards the others', async () => {
    const armed = await post('/__faults', {
      faults: [{ id: 'f1', fault: 'busy', writer: 'service', table: 'recipes', firebaseId: 'r1' }],
    });
    expect(await armed.json()).toMatchObject({ armed: 1, armedIds: ['f1'] });
    // forwarded: PostgREST is not listening on port 1 here
    expect((await apply('r2')).status).toBe(502);
    expect((await apply('r1')).status).toBe(429);
    expect((await apply('r1')).status).toBe(502);
    const status = await (await fetch(`${base}/__faults`)).json();
    expect(status).toMatchObject({ armed: 0, injected: { busy: 1 } });
    await fetch(`${base}/__faults`, { method: 'DELETE' });
  });

  it('keeps a commit fault for the hook and refuses a malformed one, naming the field', async () => {
    await post('/__faults', { faults: [{ fault: 'kill', writer: 'service', table: 'recipes' }] });
    expect((await apply('r3')).status).toBe(502);
    expect(await (await post('/__faults/commit', { keys: ['recipes/r3'] })).json()).toEqual({
      fault: 'kill',
    });
    expect(await (await post('/__faults/commit', { keys: ['recipes/r3'] })).json()).toEqual({ fault: null });
    const refused = await post('/__faults', { faults: [{ fault: 'kill', writer: 'nobody', table: 'x' }] });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toMatch(/^writer/);
  });
});
