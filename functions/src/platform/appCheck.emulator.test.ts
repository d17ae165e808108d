/**
 * App Check enforcement on (APP_CHECK_ENFORCE=true, as in production) for the real exported functions: a callable
 * (users-adminExists) and an HTTP contract route (content-api), served on loopback the way the Functions emulator
 * runs them (its debug feature skipTokenVerification: tokens decoded, not verified), reading the stack's Firestore.
 * The stack itself runs with enforcement off (functions/.env.demo-matkon), so this file turns it on for its own copy
 * of the functions: the param is read when a callable is defined.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Request } from 'firebase-functions/https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCheckTokenFromStack, appCheckTokenWith } from '../testing/appCheck';

let server: Server;
let base: string;

beforeAll(async () => {
  process.env.APP_CHECK_ENFORCE = 'true';
  process.env.FIREBASE_DEBUG_MODE = 'true';
  process.env.FIREBASE_DEBUG_FEATURES = JSON.stringify({ skipTokenVerification: true });
  const [users, content] = await Promise.all([import('../users/index.js'), import('../content/index.js')]);
  const app = express();
  app.post('/users-adminExists', express.json(), (req, res) => users.adminExists(req as Request, res));
  app.use((req, res) => content.api(req as Request, res));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function callAdminExists(token?: string) {
  return fetch(`${base}/users-adminExists`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'X-Firebase-AppCheck': token } : {}) },
    body: JSON.stringify({ data: {} }),
  });
}

function getTerms(token?: string) {
  return fetch(`${base}/api/content/terms?language=en`, {
    headers: token ? { 'X-Firebase-AppCheck': token } : {},
  });
}

describe('a callable with enforceAppCheck on', () => {
  it('refuses a call without an App Check token (401 UNAUTHENTICATED)', async () => {
    const response = await callAdminExists();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { status: 'UNAUTHENTICATED', message: 'Unauthenticated' },
    });
  });

  it("answers a call that carries one (the gateway's, as the web gets it)", async () => {
    const response = await callAdminExists(await appCheckTokenFromStack());
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { exists: unknown } };
    expect(typeof body.result.exists).toBe('boolean');
  });
});

describe('an HTTP contract route with enforcement on', () => {
  it('refuses a call without a token, naming the integrity check', async () => {
    const response = await getTerms();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: {
        code: 'unauthenticated',
        message: 'This app could not be verified. Please reload the page and try again.',
        reason: 'app-check',
        problem: 'missing',
      },
    });
  });

  it('refuses an expired token', async () => {
    const response = await getTerms(appCheckTokenWith({ exp: Math.floor(Date.now() / 1000) - 60 }));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { reason: 'app-check', problem: 'invalid' } });
  });

  it("answers a call that carries a valid token (the gateway's, as the web gets it)", async () => {
    const response = await getTerms(await appCheckTokenFromStack());
    expect(response.status).toBe(200);
    const body = (await response.json()) as { title?: unknown; fallback?: unknown };
    expect(typeof body.fallback).toBe('boolean');
  });
});
