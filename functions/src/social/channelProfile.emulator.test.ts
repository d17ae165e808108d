/**
 * GET /api/channels/profile (issue 30 §1, decision 0068) through the Hosting emulator, as a guest's channel page
 * asks for it: a cook's public profile from the mirror, cacheable at the CDN; an unknown or deactivated cook is
 * not-found with its own text, a malformed username a 400 naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOW_MESSAGES, type ChannelProfile } from '../domain/follows';
import { DEFAULT_PRIVACY, type EnsureProfileResult } from '../domain/profile';
import { db } from '../platform/firebase';
import { createAdmin, type TestUser } from '../testing/authEmulator';
import { callCallable, expectSuccess } from '../testing/callables';
import { api } from '../testing/recipes';
import { deleteAccounts, emailSignUp } from '../testing/users';

let admin: TestUser;
let cook: TestUser;
let username = '';

const profileOf = (name: string) =>
  api<{ profile: ChannelProfile; error: { message: string; details?: { field?: string } } }>(
    'GET',
    '/api/channels/profile',
    { query: { username: name } },
  );

beforeAll(async () => {
  [admin, cook] = await Promise.all([createAdmin(db()), emailSignUp(`Channel Cook ${Date.now() % 100_000}`)]);
  const ensured = await expectSuccess(
    callCallable<EnsureProfileResult>('users-ensureProfile', {}, cook.idToken),
  );
  username = ensured.profile.username ?? '';
});

afterAll(async () => {
  await deleteAccounts([admin.uid, cook.uid]);
});

describe('GET /api/channels/profile', () => {
  it("answers a cook's public profile to anyone, cacheable at the CDN", async () => {
    expect(username).toMatch(/^channel_cook_\d+$/);
    const answer = await profileOf(username);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
    const { profile } = answer.body;
    expect(profile).toMatchObject({
      uid: cook.uid,
      username,
      isVerified: false,
      followerCount: 0,
      recipeCount: 0,
    });
    expect(profile.displayName).toMatch(/^Channel Cook \d+$/);
    expect([profile.photoURL, profile.bio, profile.location]).toEqual(['', '', '']);
    expect(Object.values(profile.socialLinks)).toEqual(['', '', '', '']);
    expect(profile.privacy).toEqual(DEFAULT_PRIVACY);
    // the seeded demo cook, with their recipes
    const dana = await profileOf('dana_cook');
    expect(dana.status).toBe(200);
    expect(dana.body.profile.recipeCount).toBeGreaterThan(0);
  });

  it('answers an unknown username, and a deactivated cook, not-found with its own text', async () => {
    const unknown = await profileOf('nobody_has_this_name');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(FOLLOW_MESSAGES.channelNotFound);
    await expectSuccess(
      callCallable('users-adminSetActive', { userId: cook.uid, active: false }, admin.idToken),
    );
    const deactivated = await profileOf(username);
    expect(deactivated.status).toBe(404);
    expect(deactivated.body.error.message).toBe(FOLLOW_MESSAGES.channelNotFound);
  });

  it('refuses what cannot be a username, naming the field', async () => {
    const bad = await profileOf('Not A Name!');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.error)).toContain('username');
  });
});
