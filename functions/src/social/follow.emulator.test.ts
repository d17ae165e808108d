/**
 * Follow and unfollow through social-follow (spec 001 §4 "Follow", §5, §6, §8), with real ID tokens from the Auth
 * emulator: both edges, both counts and the mirror row move together; following twice is one edge; concurrent
 * calls end consistent in both stores; guests, unverified users, oneself and bad bot tokens are refused with the
 * spec's texts and write nothing; a failing mirror leaves no edge anywhere.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { weekPeriod, monthPeriod } from '../domain/follows';
import { db } from '../platform/firebase';
import { createMirrorClient, createServiceClient } from '../platform/mirror/client';
import { createUser, type TestUser } from '../testing/authEmulator';
import { expectFailure, expectSuccess } from '../testing/callables';
import { stackEnv } from '../testing/env';
import { appErrorOf } from '../testing/errors';
import { useFailingMirrors } from '../testing/faultyMirror';
import { callFollow, countsOf, edgesOf, followState, verifiedAccounts } from '../testing/follows';
import type { SocialDeps } from './deps';
import { followUser } from './follow';

const env = stackEnv();
const inProcess = (): SocialDeps => ({
  db: db(),
  mirror: createMirrorClient({ url: env.mirrorUrl, serviceKey: env.mirrorServiceKey }),
  supabase: createServiceClient({ url: env.mirrorUrl, serviceKey: env.mirrorServiceKey }),
});
const NOWHERE = { followerEdge: false, followingEdge: false, mirrorRow: false };
const EVERYWHERE = { followerEdge: true, followingEdge: true, mirrorRow: true };
const { verified, accounts } = verifiedAccounts();

describe('follow and unfollow', () => {
  it('a follow writes both edges, both counts and the mirror row; following twice is one edge', async () => {
    const [cook, fan] = await Promise.all([verified(), verified()]);
    const first = await expectSuccess(callFollow(fan, cook.uid));
    expect(first).toEqual({ isFollowing: true, followerCount: 1, followingCount: 1 });
    const second = await expectSuccess(callFollow(fan, cook.uid));
    expect(second).toEqual({ isFollowing: true, followerCount: 1, followingCount: 1 });

    expect(await followState(cook.uid, fan.uid)).toEqual(EVERYWHERE);
    expect(await edgesOf(cook.uid)).toEqual({ firestore: 1, mirror: 1 });
    expect(await countsOf(cook.uid)).toEqual({
      firestore: { followerCount: 1, followingCount: 0 },
      mirror: { followerCount: 1, followingCount: 0 },
    });
    expect(await countsOf(fan.uid)).toEqual({
      firestore: { followerCount: 0, followingCount: 1 },
      mirror: { followerCount: 0, followingCount: 1 },
    });
    const twin = (await db().doc(`users/${fan.uid}/following/${cook.uid}`).get()).data();
    expect(twin).toEqual({ followingId: cook.uid, followedAt: expect.any(String) });
  });

  it('an unfollow removes both edges and the row and lowers both counts; twice changes nothing more', async () => {
    const [cook, fan] = await Promise.all([verified(), verified()]);
    await expectSuccess(callFollow(fan, cook.uid));
    expect(await expectSuccess(callFollow(fan, cook.uid, 'unfollow'))).toEqual({
      isFollowing: false,
      followerCount: 0,
      followingCount: 0,
    });
    expect(await expectSuccess(callFollow(fan, cook.uid, 'unfollow'))).toEqual({
      isFollowing: false,
      followerCount: 0,
      followingCount: 0,
    });
    expect(await followState(cook.uid, fan.uid)).toEqual(NOWHERE);
    expect((await countsOf(cook.uid)).mirror).toEqual({ followerCount: 0, followingCount: 0 });
  });

  // Concurrency inside one process (the service the callable runs, real Firestore, Auth and mirror), where the calls
  // really interleave: the Functions emulator queues or fails to start 20 simultaneous workers on a small machine.
  it('20 followers at once: the count is 20 in both stores', async () => {
    const cook = await verified();
    const fans = await Promise.all(Array.from({ length: 20 }, () => verified()));
    const results = await Promise.allSettled(
      fans.map((fan) => followUser(inProcess(), fan.uid, cook.uid, 'follow')),
    );
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(await edgesOf(cook.uid)).toEqual({ firestore: 20, mirror: 20 });
    expect(await countsOf(cook.uid)).toEqual({
      firestore: { followerCount: 20, followingCount: 0 },
      mirror: { followerCount: 20, followingCount: 0 },
    });
  }, 120_000);

  it('20 follows and unfollows of one cook at once end consistent in both stores', async () => {
    const [cook, fan] = await Promise.all([verified(), verified()]);
    const operations = Array.from({ length: 20 }, (_, i): 'follow' | 'unfollow' =>
      i % 2 === 0 ? 'follow' : 'unfollow',
    );
    const results = await Promise.allSettled(
      operations.map((operation) => followUser(inProcess(), fan.uid, cook.uid, operation)),
    );
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);

    const state = await followState(cook.uid, fan.uid);
    const following = state.followerEdge;
    expect(state).toEqual(following ? EVERYWHERE : NOWHERE);
    const n = following ? 1 : 0;
    expect(await edgesOf(cook.uid)).toEqual({ firestore: n, mirror: n });
    expect(await countsOf(cook.uid)).toEqual({
      firestore: { followerCount: n, followingCount: 0 },
      mirror: { followerCount: n, followingCount: 0 },
    });
    expect(await countsOf(fan.uid)).toEqual({
      firestore: { followerCount: 0, followingCount: n },
      mirror: { followerCount: 0, followingCount: n },
    });
  }, 120_000);

  it('moves the week and month trend documents of the follow, and an unfollow takes it back', async () => {
    const [cook, fan] = await Promise.all([verified(), verified()]);
    const week = weekPeriod(new Date());
    const month = monthPeriod(new Date());
    const trend = async (collection: string, id: string) =>
      (await db().doc(`${collection}/${id}`).get()).data() ?? {};
    const totalBefore = Number((await trend('weeklyUserTrends', week.id)).totalNewConnections ?? 0);

    await expectSuccess(callFollow(fan, cook.uid));
    const weekly = await trend('weeklyUserTrends', week.id);
    expect(weekly.newFollowers[cook.uid]).toBe(1);
    expect(weekly).toMatchObject({ periodStart: week.start, periodEnd: week.end });
    expect(weekly.totalNewConnections).toBeGreaterThanOrEqual(totalBefore + 1);
    const monthly = await trend('monthlyUserTrends', month.id);
    expect(monthly.newFollowers[cook.uid]).toBe(1);
    expect(monthly).toMatchObject({ periodStart: month.start, periodEnd: month.end });

    await expectSuccess(callFollow(fan, cook.uid, 'unfollow'));
    expect((await trend('weeklyUserTrends', week.id)).newFollowers[cook.uid]).toBe(0);
    expect((await trend('monthlyUserTrends', month.id)).newFollowers[cook.uid]).toBe(0);
  });
});

describe('refusals (nothing written)', () => {
  let cook: TestUser;
  beforeAll(async () => {
    cook = await verified();
  });

  it('a guest is refused', async () => {
    const failure = await expectFailure(callFollow(null, cook.uid));
    expect(failure.error.status).toBe('UNAUTHENTICATED');
    expect(await edgesOf(cook.uid)).toEqual({ firestore: 0, mirror: 0 });
  });

  it('an unverified user is refused (the web sends them to /verify-email)', async () => {
    const unverified = await createUser(db());
    accounts.push(unverified.uid);
    const failure = await expectFailure(callFollow(unverified, cook.uid));
    expect(failure.error.status).toBe('PERMISSION_DENIED');
    expect(failure.error.message).toBe('Email not verified yet. Please check your inbox.');
    expect(await followState(cook.uid, unverified.uid)).toEqual(NOWHERE);
  });

  it('nobody follows themselves', async () => {
    const failure = await expectFailure(callFollow(cook, cook.uid));
    expect(failure.error.status).toBe('INVALID_ARGUMENT');
    expect(failure.error.message).toBe('You cannot follow yourself');
    expect(await followState(cook.uid, cook.uid)).toEqual(NOWHERE);
  });

  it('a missing user is "User not found"', async () => {
    const fan = await verified();
    const failure = await expectFailure(callFollow(fan, 'nobody-by-this-id'));
    expect(failure.error.status).toBe('NOT_FOUND');
    expect(failure.error.message).toBe('User not found');
  });

  it('FOLLOW_USER 0.5: a low score is "Security verification failed"; a missing token proceeds', async () => {
    const fan = await verified();
    const failure = await expectFailure(callFollow(fan, cook.uid, 'follow', 'test-score-0.4'));
    expect(failure.error.message).toBe('Security verification failed');
    expect(await followState(cook.uid, fan.uid)).toEqual(NOWHERE);
    await expectSuccess(callFollow(fan, cook.uid, 'follow', 'test-score-0.5'));
    expect(await followState(cook.uid, fan.uid)).toEqual(EVERYWHERE);
  });

  it('a bad operation names the field', async () => {
    const fan = await verified();
    const failure = await expectFailure(callFollow(fan, cook.uid, 'subscribe' as unknown as 'follow'));
    expect(failure.error.status).toBe('INVALID_ARGUMENT');
    expect(failure.error.message).toContain('operation');
  });
});

describe('a failing mirror leaves no edge anywhere', () => {
  const working = inProcess();
  const mirrors = useFailingMirrors();

  it.each([
    ['unreachable', 'Unable to follow user: Please check your connection and try again later.'],
    ['busy', 'Unable to follow user: Service is temporarily busy. Please try again in a few minutes.'],
  ] as const)('%s mirror: the spec message, no edge, counts unchanged', async (kind, message) => {
    const [cook, fan] = await Promise.all([verified(), verified()]);
    const failing: SocialDeps = { ...working, mirror: mirrors()[kind] };
    const error = await appErrorOf(followUser(failing, fan.uid, cook.uid, 'follow'));
    expect(error.code).toBe('unavailable');
    expect(error.message).toBe(message);
    expect(await followState(cook.uid, fan.uid)).toEqual(NOWHERE);
    expect((await countsOf(cook.uid)).firestore.followerCount).toBe(0);
  });

  it('unfollow with the mirror unreachable keeps the follow whole', async () => {
    const [cook, fan] = await Promise.all([verified(), verified()]);
    await followUser(working, fan.uid, cook.uid, 'follow');
    const failing: SocialDeps = { ...working, mirror: mirrors().unreachable };
    const error = await appErrorOf(followUser(failing, fan.uid, cook.uid, 'unfollow'));
    expect(error.message).toBe('Unable to unfollow user: Please check your connection and try again later.');
    expect(await followState(cook.uid, fan.uid)).toEqual(EVERYWHERE);
    expect((await countsOf(cook.uid)).mirror?.followerCount).toBe(1);
  });

  it('a Firestore failure after the mirror write restores the mirror: no row, no edge', async () => {
    const [cook, fan] = await Promise.all([verified(), verified()]);
    const failing: SocialDeps = {
      ...working,
      beforeCommit: async () => {
        throw new Error('Firestore is down');
      },
    };
    const error = await appErrorOf(followUser(failing, fan.uid, cook.uid, 'follow'));
    expect(error.message).toBe('Unable to follow user: Please check your connection and try again later.');
    expect(await followState(cook.uid, fan.uid)).toEqual(NOWHERE);
    expect((await countsOf(cook.uid)).mirror?.followerCount ?? 0).toBe(0);
  });
});
