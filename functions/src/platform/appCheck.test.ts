import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, Agent, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type ConnectionOptions } from 'node:tls';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAppCheck } from 'firebase-admin/app-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appErrorOf } from '../testing/errors';
import {
  assertAppIntegrity,
  createAdminAppCheckVerifier,
  createEmulatorAppCheckVerifier,
  skipsTokenVerification,
  type AppCheckVerifier,
} from './appCheck';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const PROJECT_ID = 'demo-appcheck';
const PROJECT_NUMBER = '123456789';
const APP_ID = `1:${PROJECT_NUMBER}:web:matkon`;

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An App Check token as the App Check backend issues them (RS256, kid, the project in aud). */
function appCheckToken(
  key: KeyObject,
  claims: Record<string, unknown> = {},
  { kid = 'key-1', nowMs = Date.now() }: { kid?: string; nowMs?: number } = {},
): string {
  const now = Math.floor(nowMs / 1000);
  const payload = {
    iss: `https://firebaseappcheck.googleapis.com/${PROJECT_NUMBER}`,
    sub: APP_ID,
    aud: [`projects/${PROJECT_NUMBER}`, `projects/${PROJECT_ID}`],
    iat: now,
    exp: now + 3600,
    ...claims,
  };
  const signed = `${b64({ alg: 'RS256', typ: 'JWT', kid })}.${b64(payload)}`;
  return `${signed}.${sign('sha256', Buffer.from(signed), key).toString('base64url')}`;
}

function headers(token?: string) {
  return { headers: token === undefined ? {} : { 'x-firebase-appcheck': token } };
}

describe('emulator verifier (decode, do not verify, as firebase-functions does in the emulator)', () => {
  const verifier = createEmulatorAppCheckVerifier(() => NOW);
  const unsigned = (claims: Record<string, unknown>) => `${b64({ alg: 'none' })}.${b64(claims)}.`;

  it('answers the app id of a well-formed, unexpired token', async () => {
    const token = unsigned({ sub: APP_ID, exp: NOW / 1000 + 60 });
    await expect(verifier.verify(token)).resolves.toEqual({ appId: APP_ID });
  });

  it('rejects garbage, a token without an app and an expired token', async () => {
    await expect(verifier.verify('not-a-token')).rejects.toThrow('not a JWT');
    await expect(verifier.verify(unsigned({ exp: NOW / 1000 + 60 }))).rejects.toThrow('sub');
    await expect(verifier.verify(unsigned({ sub: APP_ID, exp: NOW / 1000 }))).rejects.toThrow('expired');
  });

  it('is chosen only where the Functions emulator turns token verification off', () => {
    const features = JSON.stringify({ skipTokenVerification: true, enableCors: true });
    expect(skipsTokenVerification({ FIREBASE_DEBUG_MODE: 'true', FIREBASE_DEBUG_FEATURES: features })).toBe(
      true,
    );
    expect(skipsTokenVerification({ FIREBASE_DEBUG_FEATURES: features })).toBe(false);
    expect(skipsTokenVerification({ FIREBASE_DEBUG_MODE: 'true', FIREBASE_DEBUG_FEATURES: '{' })).toBe(false);
    expect(skipsTokenVerification({})).toBe(false);
  });
});

describe('assertAppIntegrity', () => {
  const accepting: AppCheckVerifier = { verify: async () => ({ appId: APP_ID }) };
  const rejecting: AppCheckVerifier = { verify: () => Promise.reject(new Error('bad signature')) };

  it('with enforcement on, refuses a call without a token or with an invalid one (401, reason app-check)', async () => {
    for (const [request, verifier] of [
      [headers(), accepting],
      [headers('forged'), rejecting],
    ] as const) {
      const error = await appErrorOf(
        assertAppIntegrity(request, { verifier: () => verifier, enforced: true }),
      );
      expect(error.code).toBe('unauthenticated');
      expect(error.message).toBe('This app could not be verified. Please reload the page and try again.');
      expect(error.details.reason).toBe('app-check');
    }
  });

  it('with enforcement on, accepts a verified token', async () => {
    await expect(
      assertAppIntegrity(headers('good'), { verifier: () => accepting, enforced: true }),
    ).resolves.toEqual({ appId: APP_ID });
  });

  it('with enforcement off, lets calls through whatever they carry', async () => {
    await expect(assertAppIntegrity(headers(), { verifier: () => rejecting, enforced: false })).resolves.toBe(
      undefined,
    );
    await expect(
      assertAppIntegrity(headers('forged'), { verifier: () => rejecting, enforced: false }),
    ).resolves.toBe(undefined);
  });
});

/**
 * The production verifier is the Admin SDK's verifyToken. It fetches the App Check public keys from
 * https://firebaseappcheck.googleapis.com/v1/jwks; here that host is a TLS server on loopback (a certificate for
 * that name, trusted through the app's httpAgent), so the SDK's own decoding, key fetching, signature, audience and
 * expiry checks all run.
 */
describe('Admin SDK verifier against a loopback App Check key server', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
  let dir: string;
  let server: Server;
  let app: App;
  let verifier: AppCheckVerifier;
  const requested: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'appcheck-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=firebaseappcheck.googleapis.com',
        '-addext',
        'subjectAltName=DNS:firebaseappcheck.googleapis.com',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const cert = readFileSync(join(dir, 'cert.pem'));
    const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'key-1', alg: 'RS256', use: 'sig' };
    server = createServer({ key: readFileSync(join(dir, 'key.pem')), cert }, (req, res) => {
      requested.push(`${req.headers.host}${req.url}`);
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'max-age=3600' });
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ ca: cert });
    agent.createConnection = (options) =>
      connect({
        ...(options as ConnectionOptions),
        host: '127.0.0.1',
        port,
        servername: 'firebaseappcheck.googleapis.com',
        ca: cert,
      });
    app = initializeApp({ projectId: PROJECT_ID, httpAgent: agent }, 'appcheck-loopback');
    verifier = createAdminAppCheckVerifier(getAppCheck(app));
  });

  afterAll(async () => {
    await deleteApp(app);
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('accepts a token signed with a published key and answers its app id', async () => {
    await expect(verifier.verify(appCheckToken(privateKey))).resolves.toEqual({ appId: APP_ID });
    expect(requested).toContain('firebaseappcheck.googleapis.com/v1/jwks');
  });

  it('rejects a forged signature, another project, an expired token and a bare string', async () => {
    await expect(verifier.verify(appCheckToken(other.privateKey))).rejects.toThrow(/signature/);
    await expect(
      verifier.verify(appCheckToken(privateKey, { aud: ['projects/someone-else'] })),
    ).rejects.toThrow(/aud/);
    await expect(
      verifier.verify(appCheckToken(privateKey, {}, { nowMs: Date.now() - 2 * 3600_000 })),
    ).rejects.toThrow(/expired/);
    await expect(verifier.verify('not-a-token')).rejects.toThrow(/Decoding App Check token failed/);
  });

  it('refuses through assertAppIntegrity when enforcement is on', async () => {
    const forged = appCheckToken(other.privateKey);
    const error = await appErrorOf(
      assertAppIntegrity(headers(forged), { verifier: () => verifier, enforced: true }),
    );
    expect(error.details).toMatchObject({ reason: 'app-check', problem: 'invalid' });
  });
});
