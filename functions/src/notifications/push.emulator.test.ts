/**
 * Push for level "all" (issue 27 item 1; docs/decisions/0033) against the stack, with FCM played by a loopback server
 * that answers as the FCM HTTP v1 API does: a signed-in browser registers its token (per device, the caller's own
 * only, bad input named); the fan-out pushes a followed cook's new recipe to each device of a level-"all" follower,
 * in their language, and forgets a token FCM calls dead; a follower who turned notifications off gets nothing.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fanOutNewRecipe } from '../activity/fanOut';
import { db } from '../platform/firebase';
import { getServiceClient } from '../platform/mirror/client';
import { createFcmSender } from '../platform/push/fcm';
import type { TestUser } from '../testing/authEmulator';
import { expectSuccess } from '../testing/callables';
import { callFollow, verifiedAccounts } from '../testing/follows';
import { api, createRecipeAs, deleteCreatedRecipes } from '../testing/recipes';

const { verified } = verifiedAccounts();

interface Pushed {
  token: string;
  notification: { title: string; body: string };
}
let fcm: Server;
let fcmUrl = '';
const pushed: Pushed[] = [];

let cook: TestUser;
let fan: TestUser;
let quiet: TestUser;

const tokensOf = async (uid: string) =>
  (await db().collection(`users/${uid}/pushTokens`).get()).docs
    .map((doc) => doc.get('token') as string)
    .sort();
const register = (user: TestUser | null, token: unknown) =>
  api<{ registered?: true; error?: { message: string } }>('POST', '/api/notifications/push-token', {
    body: { token },
    user,
  });

beforeAll(async () => {
  fcm = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const { message } = JSON.parse(raw) as { message: Pushed };
      const dead = message.token.startsWith('dead-');
      if (!dead) pushed.push({ token: message.token, notification: message.notification });
      res.writeHead(dead ? 404 : 200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          dead
            ? {
                error: {
                  code: 404,
                  status: 'NOT_FOUND',
                  message: 'Requested entity was not found.',
                  details: [
                    {
                      '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError',
                      errorCode: 'UNREGISTERED',
                    },
                  ],
                },
              }
            : { name: 'projects/demo-matkon/messages/1' },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => fcm.listen(0, '127.0.0.1', resolve));
  fcmUrl = `http://127.0.0.1:${(fcm.address() as AddressInfo).port}`;
  [cook, fan, quiet] = await Promise.all([
    verified({ displayName: 'Push Cook' }),
    verified({
      preferences: { language: 'he', notifications: true, emailNotifications: true },
      language: 'he',
    }),
    verified({ preferences: { language: 'en', notifications: false, emailNotifications: true } }),
  ]);
  for (const follower of [fan, quiet]) await expectSuccess(callFollow(follower, cook.uid));
}, 120_000);

afterAll(async () => {
  await deleteCreatedRecipes();
  await new Promise<void>((resolve) => fcm.close(() => resolve()));
}, 120_000);

describe('web push tokens', () => {
  it('a signed-in browser registers its device; twice is one device; a guest and a bad token are refused', async () => {
    for (const token of [`live-${fan.uid}`, `live-${fan.uid}`, `dead-${fan.uid}`]) {
      const answer = await register(fan, token);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ registered: true });
    }
    expect((await register(quiet, `live-${quiet.uid}`)).status).toBe(200);
    expect(await tokensOf(fan.uid)).toEqual([`dead-${fan.uid}`, `live-${fan.uid}`]);

    expect((await register(null, 'anything')).status).toBe(401);
    const empty = await register(fan, '  ');
    expect(empty.status).toBe(400);
    expect(empty.body.error?.message).toMatch(/token is required/);
    const long = await register(fan, 'x'.repeat(5000));
    expect(long.status).toBe(400);
    expect(long.body.error?.message).toMatch(/token must be at most 4096 characters/);
  });

  it('the new recipe is pushed to the level-"all" follower’s live device in their language; the dead one is forgotten', async () => {
    const title = `Push soup ${Date.now()}`;
    const recipeId = await createRecipeAs(cook, { title });
    const recipe = (await db().doc(`recipes/${recipeId}`).get()).data() ?? {};
    const push = createFcmSender({
      project: 'demo-matkon',
      site: 'http://matkon.test',
      baseUrl: fcmUrl,
      accessToken: async () => 'loopback',
    });
    await fanOutNewRecipe({ db: db(), supabase: getServiceClient(), push }, recipeId, recipe);

    expect(pushed).toEqual([
      {
        token: `live-${fan.uid}`,
        notification: { title: 'חדש במתכון', body: `Push Cook פרסם/ה מתכון חדש: „${title}”` },
      },
    ]);
    expect(await tokensOf(fan.uid)).toEqual([`live-${fan.uid}`]);
    // notifications off: no push, and the device stays registered for when they turn them on
    expect(await tokensOf(quiet.uid)).toEqual([`live-${quiet.uid}`]);
  });
});
