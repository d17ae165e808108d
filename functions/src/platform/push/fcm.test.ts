/**
 * The production FCM client against a loopback server that answers as the FCM HTTP v1 API does
 * (POST /v1/projects/{project}/messages:send): the request it sends (path, bearer, the message with the web push
 * link), 'sent' on success, 'invalid' for a token FCM calls dead (404 UNREGISTERED, 400 INVALID_ARGUMENT), and an
 * error for anything else (a 401 of a bad credential, a 503).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFcmSender, PushFailedError } from './fcm';

interface Seen {
  url: string;
  authorization: string | undefined;
  body: { message?: Record<string, unknown> };
}

let server: Server;
let baseUrl = '';
let seen: Seen[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };

/** FCM v1's error body: google.rpc.Status with a google.firebase.fcm.v1.FcmError detail. */
const fcmError = (code: number, status: string, errorCode: string) => ({
  error: {
    code,
    message: `${errorCode} from test`,
    status,
    details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }],
  },
});

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(raw) });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  answer = { status: 200, body: { name: 'projects/matkon-test/messages/0:1700000000000000%abc' } };
});

const sender = () =>
  createFcmSender({
    project: 'matkon-test',
    site: 'https://matkon.example',
    baseUrl,
    accessToken: async () => 'test-access-token',
  });
const message = {
  title: 'New on Matkon',
  body: 'Dana published a new recipe: “Soup”',
  link: '/recipe/r1',
  tag: 'new_recipe-r1',
};

describe('the FCM HTTP v1 sender', () => {
  it('posts the message to the project’s messages:send with the bearer token and the page to open', async () => {
    expect(await sender().send('device-token-1', message)).toBe('sent');
    expect(seen).toEqual([
      {
        url: '/v1/projects/matkon-test/messages:send',
        authorization: 'Bearer test-access-token',
        body: {
          message: {
            token: 'device-token-1',
            notification: { title: message.title, body: message.body },
            data: { link: 'https://matkon.example/recipe/r1', tag: 'new_recipe-r1' },
            webpush: {
              notification: { tag: 'new_recipe-r1', icon: '/favicon.svg' },
              fcm_options: { link: 'https://matkon.example/recipe/r1' },
            },
          },
        },
      },
    ]);
  });

  it('calls a token FCM no longer knows, or that is not one, invalid', async () => {
    answer = { status: 404, body: fcmError(404, 'NOT_FOUND', 'UNREGISTERED') };
    expect(await sender().send('gone', message)).toBe('invalid');
    answer = { status: 400, body: fcmError(400, 'INVALID_ARGUMENT', 'INVALID_ARGUMENT') };
    expect(await sender().send('not-a-token', message)).toBe('invalid');
  });

  it('throws for a refused credential or an outage, keeping the token', async () => {
    answer = { status: 401, body: { error: { code: 401, message: 'bad', status: 'UNAUTHENTICATED' } } };
    await expect(sender().send('device', message)).rejects.toThrow(/401 UNAUTHENTICATED/);
    answer = { status: 503, body: fcmError(503, 'UNAVAILABLE', 'UNAVAILABLE') };
    await expect(sender().send('device', message)).rejects.toBeInstanceOf(PushFailedError);
  });
});
