/**
 * The notification level per followed cook (spec 001 §3, §4, §5, §7) through GET/POST /api/notifications/settings,
 * the follow lists (/api/follows/following, /api/follows/followers, /api/follows/status) and what a follow opens:
 * a followers-only recipe, locked before, readable after (000 §2 access modes), all through the Hosting rewrites.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, db } from '../platform/firebase';
import type { TestUser } from '../testing/authEmulator';
import { expectSuccess } from '../testing/callables';
import { callFollow, createVerifiedUser } from '../testing/follows';
import { mirrorRow } from '../testing/pg';
import { api, createRecipeAs, deleteCreatedRecipes, HUMAN } from '../testing/recipes';
import { refusedQueryMessage } from '../testing/refusedQuery';

const accounts: string[] = [];
let cook: TestUser;
let fan: TestUser;
let other: TestUser;

beforeAll(async () => {
  [cook, fan, other] = await Promise.all([
    createVerifiedUser({ displayName: 'Settings Cook' }),
    createVerifiedUser({ displayName: 'Zelda Fan' }),
    createVerifiedUser({ displayName: 'Other Reader' }),
  ]);
  accounts.push(cook.uid, fan.uid, other.uid);
  await expectSuccess(callFollow(fan, cook.uid));
});

afterAll(async () => {
  await deleteCreatedRecipes();
  await auth().deleteUsers(accounts);
});

const settings = (user: TestUser | null, followedUserId: string) =>
  api<{ notificationLevel?: string; error?: { message: string } }>('GET', '/api/notifications/settings', {
    query: { followedUserId },
    user,
  });
const saveLevel = (user: TestUser | null, body: Record<string, unknown>) =>
  api<{ notificationLevel?: string; error?: { message: string } }>('POST', '/api/notifications/settings', {
    body: { recaptchaToken: HUMAN, ...body },
    user,
  });

describe('notification level', () => {
  it('is all until chosen', async () => {
    const answer = await settings(fan, cook.uid);
    expect(answer.status).toBe(200);
    expect(answer.body.notificationLevel).toBe('all');
  });

  it('saves personalized and none in Firestore and the mirror', async () => {
    for (const level of ['personalized', 'none'] as const) {
      const saved = await saveLevel(fan, { followedUserId: cook.uid, notificationLevel: level });
      expect(saved.status).toBe(200);
      expect(saved.body.notificationLevel).toBe(level);
      expect((await settings(fan, cook.uid)).body.notificationLevel).toBe(level);
      const doc = (await db().doc(`users/${fan.uid}/notificationSettings/${cook.uid}`).get()).data();
      expect(doc).toMatchObject({ followedUserId: cook.uid, notificationLevel: level });
      expect(await mirrorRow('notification_settings', `${fan.uid}/${cook.uid}`)).toMatchObject({
        user_id: fan.uid,
        followed_user_id: cook.uid,
        notification_level: level,
      });
    }
  });

  it('anything else is "Invalid notification level"', async () => {
    const answer = await saveLevel(fan, { followedUserId: cook.uid, notificationLevel: 'loud' });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toContain('Invalid notification level');
  });

  it('needs a signed-in user, a follow, and UPDATE_NOTIFICATION (0.4) with a token', async () => {
    expect((await settings(null, cook.uid)).status).toBe(401);
    expect((await saveLevel(null, { followedUserId: cook.uid, notificationLevel: 'all' })).status).toBe(401);
    const stranger = await saveLevel(other, { followedUserId: cook.uid, notificationLevel: 'none' });
    expect(stranger.status).toBe(409);
    expect(stranger.body.error?.message).toBe('Follow this cook to choose their notifications');
    const low = await saveLevel(fan, {
      followedUserId: cook.uid,
      notificationLevel: 'all',
      recaptchaToken: 'test-score-0.3',
    });
    expect(low.status).toBe(403);
    expect(low.body.error?.message).toBe('Security verification failed');
    const missing = await saveLevel(fan, {
      followedUserId: cook.uid,
      notificationLevel: 'all',
      recaptchaToken: null,
    });
    expect(missing.status).toBe(403);
    expect(await mirrorRow('notification_settings', `${other.uid}/${cook.uid}`)).toBeNull();
  });

  it('an unfollow removes the level from both stores', async () => {
    const [author, reader] = await Promise.all([createVerifiedUser(), createVerifiedUser()]);
    accounts.push(author.uid, reader.uid);
    await expectSuccess(callFollow(reader, author.uid));
    await saveLevel(reader, { followedUserId: author.uid, notificationLevel: 'none' });
    await expectSuccess(callFollow(reader, author.uid, 'unfollow'));
    expect((await db().doc(`users/${reader.uid}/notificationSettings/${author.uid}`).get()).exists).toBe(
      false,
    );
    expect(await mirrorRow('notification_settings', `${reader.uid}/${author.uid}`)).toBeNull();
    expect((await settings(reader, author.uid)).body.notificationLevel).toBe('all');
  });
});

describe('follow lists and status', () => {
  type Page = {
    people: { id: string; displayName: string; followerCount: number; isFollowing: boolean }[];
    hasMore: boolean;
  };

  it('/api/follows/following lists the followed cook with its counts', async () => {
    const answer = await api<Page>('GET', '/api/follows/following', { user: fan });
    expect(answer.status).toBe(200);
    expect(answer.body.people.map((p) => p.id)).toEqual([cook.uid]);
    expect(answer.body.people[0]).toMatchObject({
      displayName: 'Settings Cook',
      followerCount: 1,
      isFollowing: true,
    });
  });

  it('/api/follows/followers lists followers, searchable by name, with whether the caller follows back', async () => {
    const all = await api<Page>('GET', '/api/follows/followers', { user: cook });
    expect(all.body.people.map((p) => p.id)).toEqual([fan.uid]);
    expect(all.body.people[0]?.isFollowing).toBe(false);
    const found = await api<Page>('GET', '/api/follows/followers', {
      user: cook,
      query: { search: 'zELDA' },
    });
    expect(found.body.people.map((p) => p.id)).toEqual([fan.uid]);
    const none = await api<Page>('GET', '/api/follows/followers', {
      user: cook,
      query: { search: 'nobody%' },
    });
    expect(none.body.people).toEqual([]);
  });

  it('pages by limit and offset', async () => {
    const first = await api<Page>('GET', '/api/follows/following', { user: fan, query: { limit: '1' } });
    expect(first.body.hasMore).toBe(false);
    expect(await refusedQueryMessage('/api/follows/following', fan, { limit: '500' })).toContain('limit');
  });

  it('/api/follows/status says whether the caller follows', async () => {
    const yes = await api<{ isFollowing: boolean }>('GET', '/api/follows/status', {
      user: fan,
      query: { userId: cook.uid },
    });
    expect(yes.body.isFollowing).toBe(true);
    const no = await api<{ isFollowing: boolean }>('GET', '/api/follows/status', {
      user: other,
      query: { userId: cook.uid },
    });
    expect(no.body.isFollowing).toBe(false);
    expect((await api('GET', '/api/follows/followers')).status).toBe(401);
  });
});

describe('a follow opens followers-only recipes', () => {
  it('locked before the follow, full after it, locked again after the unfollow', async () => {
    const reader = await createVerifiedUser();
    accounts.push(reader.uid);
    const recipeId = await createRecipeAs(cook, {
      title: 'Only for followers',
      visibility: 'followers-only',
    });
    const detail = async () =>
      (await api<{ access: string }>('GET', '/api/recipes/detail', { query: { recipeId }, user: reader }))
        .body.access;
    expect(await detail()).toBe('followers-only');
    await expectSuccess(callFollow(reader, cook.uid));
    expect(await detail()).toBe('full');
    await expectSuccess(callFollow(reader, cook.uid, 'unfollow'));
    expect(await detail()).toBe('followers-only');
  });
});
