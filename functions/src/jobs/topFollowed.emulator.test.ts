/**
 * The top-followed job (spec 002 §9, §10; 001 §3 "Top followed users list"): run for real by publishing to its
 * schedule's topic on the Pub/Sub emulator (what Cloud Scheduler does four times a day), and on demand through
 * POST /api/cron/recalculate-top-followed. Three cooks get 3, 2 and 1 followers through social-follow; the list
 * must hold them in that order with those counts, sorted by followers, at most 50.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, db } from '../platform/firebase';
import { createAdmin, createUser, type TestUser } from '../testing/authEmulator';
import { expectSuccess } from '../testing/callables';
import { callFollow, createVerifiedUser } from '../testing/follows';
import { api } from '../testing/recipes';
import { publishToTopic } from '../testing/pubsub';
import { waitFor } from '../testing/waitFor';

const TOPIC = 'firebase-schedule-jobs-topFollowed';
const accounts: string[] = [];
let cooks: TestUser[];

interface Board {
  users: { id: string; followerCount: number; displayName: string }[];
  totalUsers: number;
  updatedAt: string;
}

const board = async () => (await db().doc('leaderboards/topFollowed').get()).data() as Board | undefined;

beforeAll(async () => {
  cooks = await Promise.all([1, 2, 3].map((n) => createVerifiedUser({ displayName: `Top cook ${n}` })));
  const fans = await Promise.all([1, 2, 3].map(() => createVerifiedUser()));
  accounts.push(...cooks.map((c) => c.uid), ...fans.map((f) => f.uid));
  // cook 1: three followers, cook 2: two, cook 3: one
  for (const [index, cook] of cooks.entries()) {
    for (const fan of fans.slice(0, 3 - index)) await expectSuccess(callFollow(fan, cook.uid));
  }
}, 60_000);

afterAll(async () => {
  await auth().deleteUsers(accounts);
});

function expectOurCooksRanked(list: Board['users']) {
  expect(list.length).toBeLessThanOrEqual(50);
  const counts = list.map((user) => user.followerCount);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  const ours = list.filter((user) => cooks.some((cook) => cook.uid === user.id));
  expect(ours.map((user) => [user.displayName, user.followerCount])).toEqual([
    ['Top cook 1', 3],
    ['Top cook 2', 2],
    ['Top cook 3', 1],
  ]);
}

describe('jobs-topFollowed', () => {
  it('runs from its schedule topic on the Pub/Sub emulator and keeps the top list', async () => {
    const since = new Date().toISOString();
    await publishToTopic(TOPIC);
    const written = await waitFor(
      async () => {
        const current = await board();
        return current && current.updatedAt > since ? current : undefined;
      },
      { timeoutMs: 30_000, what: 'leaderboards/topFollowed after the scheduled run' },
    );
    expectOurCooksRanked(written.users);
    expect(written.totalUsers).toBeGreaterThanOrEqual(6);
  }, 60_000);

  it('POST /api/cron/recalculate-top-followed: admins run it and get the stats', async () => {
    const admin = await createAdmin(db());
    const user = await createUser(db());
    accounts.push(admin.uid, user.uid);
    const answer = await api<{
      success: boolean;
      stats: { totalUsers: number; topUser: { followerCount: number } };
    }>('POST', '/api/cron/recalculate-top-followed', { user: admin, body: {} });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.stats.topUser.followerCount).toBeGreaterThanOrEqual(3);
    expect(answer.body.stats.totalUsers).toBeGreaterThanOrEqual(6);
    expectOurCooksRanked((await board())?.users ?? []);

    expect((await api('POST', '/api/cron/recalculate-top-followed', { user, body: {} })).status).toBe(403);
    expect((await api('POST', '/api/cron/recalculate-top-followed', { body: {} })).status).toBe(401);
  });

  it('GET /api/follows/top-followed: anyone reads the list the job wrote (the Top cooks page, issue 27)', async () => {
    const answer = await api<{ users: Board['users']; updatedAt: string | null }>(
      'GET',
      '/api/follows/top-followed',
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('public');
    expectOurCooksRanked(answer.body.users);
    expect(answer.body.updatedAt).toBe((await board())?.updatedAt);
  });
});
