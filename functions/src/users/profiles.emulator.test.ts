/**
 * users-ensureProfile / completeProfile / updateProfile end to end: real HTTP to the Functions emulator with ID
 * tokens from the Auth emulator, both stores read back (Firestore and the Postgres mirror).
 * Names and emails are unique per run; nothing is cleared (the emulator is shared with other layers).
 */
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import type { EnsureProfileResult, ProfileResult, UserProfile } from '../domain/profile';
import { normaliseUsername } from '../domain/username';
import { auth, db } from '../platform/firebase';
import type { TestUser } from '../testing/authEmulator';
import { callCallable, expectFailure, expectSuccess } from '../testing/callables';
import { unique } from '../testing/factories';
import { mirrorRow } from '../testing/pg';
import { deleteAccounts, emailSignUp, googleSignIn } from '../testing/users';
import { waitFor } from '../testing/waitFor';

const accounts: string[] = [];
afterAll(() => deleteAccounts(accounts));

const call = <T>(name: string, data: unknown, user: TestUser | null) =>
  callCallable<T>(`users-${name}`, data, user?.idToken);

/** A display name no earlier run used ("Cook k3x9s1a2b1" → username "cook_k3x9s1a2b1"). */
const freshName = (label = 'Cook') => `${label} ${unique()}`;

async function track(user: Promise<TestUser>): Promise<TestUser> {
  const created = await user;
  accounts.push(created.uid);
  return created;
}

const profileDoc = async (uid: string) => (await db().collection('users').doc(uid).get()).data();
const privateDoc = async (uid: string) =>
  (await db().collection('users').doc(uid).collection('private').doc('account').get()).data();
const reservation = async (username: string) =>
  (await db().collection('usernames').doc(username).get()).data() ?? null;

/** The mirror row must carry the document's version and public fields. */
async function expectMirrored(profile: UserProfile) {
  const row = await mirrorRow('profiles', profile.uid);
  expect(row).toMatchObject({
    username: profile.username,
    display_name: profile.displayName,
    profile_complete: profile.profileComplete,
    email_verified: profile.emailVerified,
    is_admin: profile.isAdmin,
    language: profile.language,
    search_terms: profile.searchTerms,
  });
  expect(Number(row?.source_version)).toBe(profile.version);
  expect(Object.keys(row ?? {})).not.toContain('email');
}

async function completedUser(label = 'Cook') {
  const user = await track(emailSignUp(freshName(label)));
  const { profile } = await expectSuccess(call<EnsureProfileResult>('ensureProfile', {}, user));
  return { user, profile };
}

describe('users-ensureProfile', () => {
  it('completes an email sign-up: username derived, reserved, mirrored, email kept private', async () => {
    const displayName = freshName('Dana Cook');
    const user = await track(emailSignUp(displayName));
    const result = await expectSuccess(call<EnsureProfileResult>('ensureProfile', { language: 'he' }, user));

    const username = normaliseUsername(displayName);
    expect(result.needsUsername).toBe(false);
    expect(result.profile).toMatchObject({
      uid: user.uid,
      displayName,
      username,
      profileComplete: true,
      language: 'he',
      preferences: { language: 'he', notifications: true, emailNotifications: true },
      isAdmin: false,
      isVerified: false,
      emailVerified: false,
      recipeCount: 0,
      version: 1,
    });
    expect(result.profile.searchTerms).toContain(displayName.toLowerCase());

    const stored = await profileDoc(user.uid);
    expect(stored).toMatchObject({ username, profileComplete: true, version: 1 });
    expect(stored).not.toHaveProperty('email');
    expect(await reservation(username)).toMatchObject({ userId: user.uid });
    expect(Date.parse(String((await reservation(username))?.createdAt))).not.toBeNaN();
    expect(await privateDoc(user.uid)).toEqual({ email: user.email, searchHistory: [] });
    await expectMirrored(result.profile);
  });

  it('is idempotent: a second call writes nothing', async () => {
    const { user, profile } = await completedUser();
    const again = await expectSuccess(call<EnsureProfileResult>('ensureProfile', { language: 'fr' }, user));
    expect(again.profile).toEqual(profile);
    expect((await profileDoc(user.uid))?.version).toBe(profile.version);
  });

  it('keeps emailVerified in step with the Auth record', async () => {
    const { user, profile } = await completedUser();
    expect(profile.emailVerified).toBe(false);
    await auth().updateUser(user.uid, { emailVerified: true });
    const { profile: after } = await expectSuccess(call<EnsureProfileResult>('ensureProfile', {}, user));
    expect(after).toMatchObject({ emailVerified: true, version: profile.version + 1 });
    await expectMirrored(after);
  });

  it('leaves an account without a display name incomplete (→ /set-username)', async () => {
    const user = await track(emailSignUp());
    const result = await expectSuccess(call<EnsureProfileResult>('ensureProfile', {}, user));
    expect(result.needsUsername).toBe(true);
    expect(result.profile).toMatchObject({ displayName: '', username: null, profileComplete: false });
    await expectMirrored(result.profile);
  });

  it('leaves a Google sign-in incomplete even with a Google name', async () => {
    const user = await track(googleSignIn(freshName('Google Cook')));
    const result = await expectSuccess(call<EnsureProfileResult>('ensureProfile', {}, user));
    expect(result.needsUsername).toBe(true);
    expect(result.profile).toMatchObject({ displayName: '', username: null, profileComplete: false });
    // signing in again does not complete it behind the user's back
    const again = await expectSuccess(call<EnsureProfileResult>('ensureProfile', {}, user));
    expect(again).toMatchObject({ needsUsername: true, profile: { version: result.profile.version } });
  });

  it('reports a display name whose username is taken, and leaves the profile incomplete', async () => {
    const { profile: first } = await completedUser();
    const user = await track(emailSignUp(first.displayName.toUpperCase()));
    const result = await expectSuccess(call<EnsureProfileResult>('ensureProfile', {}, user));
    expect(result).toMatchObject({ needsUsername: true, usernameError: 'Username is already taken' });
    expect(result.profile).toMatchObject({ username: null, profileComplete: false });
    expect(await reservation(first.username as string)).toMatchObject({ userId: first.uid });
  });

  it('migrates a legacy profile (display name, no username) at sign-in', async () => {
    const user = await track(emailSignUp());
    const displayName = freshName('Legacy Cook');
    await db().collection('users').doc(user.uid).set({
      uid: user.uid,
      email: user.email,
      displayName,
      isAdmin: false,
      recipeCount: 2,
      createdAt: '2024-01-02T03:04:05.000Z',
    });
    const result = await expectSuccess(call<EnsureProfileResult>('ensureProfile', {}, user));
    const username = normaliseUsername(displayName);
    expect(result.needsUsername).toBe(false);
    expect(result.profile).toMatchObject({
      displayName,
      username,
      profileComplete: true,
      recipeCount: 2,
      createdAt: '2024-01-02T03:04:05.000Z',
    });
    expect(await reservation(username)).toMatchObject({ userId: user.uid });
    // the email left the public document for the private one
    expect(await profileDoc(user.uid)).not.toHaveProperty('email');
    expect((await privateDoc(user.uid))?.email).toBe(user.email);
    await expectMirrored(result.profile);
  });

  it('migrates a legacy profile whose name is taken to profileComplete false', async () => {
    const { profile: holder } = await completedUser('Taken');
    const user = await track(emailSignUp());
    await db().collection('users').doc(user.uid).set({
      uid: user.uid,
      displayName: holder.displayName,
      profileComplete: true,
    });
    const result = await expectSuccess(call<EnsureProfileResult>('ensureProfile', {}, user));
    expect(result).toMatchObject({ needsUsername: true, usernameError: 'Username is already taken' });
    expect(result.profile).toMatchObject({ username: null, profileComplete: false });
    expect(await profileDoc(user.uid)).toMatchObject({ profileComplete: false, username: null });
    expect(await reservation(holder.username as string)).toMatchObject({ userId: holder.uid });
    await expectMirrored(result.profile);
  });

  it('needs a signed-in caller and an enabled language', async () => {
    expect((await expectFailure(call('ensureProfile', {}, null))).status).toBe(401);
    const user = await track(emailSignUp());
    const failure = await expectFailure(call('ensureProfile', { language: 'de' }, user));
    expect(failure.status).toBe(400);
    expect(failure.error.message).toBe('Language must be one of: en, he, fr, it');
  });
});

describe('users-completeProfile', () => {
  async function incompleteUser() {
    const user = await track(googleSignIn());
    await expectSuccess(call('ensureProfile', {}, user));
    return user;
  }

  it('completes the profile with the derived, reserved username', async () => {
    const user = await incompleteUser();
    const displayName = freshName('New Chef');
    const { profile } = await expectSuccess(call<ProfileResult>('completeProfile', { displayName }, user));
    expect(profile).toMatchObject({
      displayName,
      username: normaliseUsername(displayName),
      profileComplete: true,
    });
    expect(await reservation(normaliseUsername(displayName))).toMatchObject({ userId: user.uid });
    await expectMirrored(profile);
  });

  it.each([
    ['ab', 'Display name must be at least 3 characters'],
    ['  a\u0007\n ', 'Display name must be at least 3 characters'],
    ['שף דנה', 'Username must be at least 3 characters long'],
    ['Supercalifragilisticexpialidocious', 'Username must be 30 characters or less'],
    ['-Dana Cook', 'Username cannot start or end with underscore or hyphen'],
  ])('refuses %j as an invalid argument: %s', async (displayName, message) => {
    const user = await incompleteUser();
    const failure = await expectFailure(call('completeProfile', { displayName }, user));
    expect(failure.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message,
      details: { field: 'displayName' },
    });
    expect(await profileDoc(user.uid)).toMatchObject({ profileComplete: false, username: null });
  });

  it('refuses a name another user holds: already-exists "Username is already taken"', async () => {
    const { profile: holder } = await completedUser();
    const user = await incompleteUser();
    const failure = await expectFailure(call('completeProfile', { displayName: holder.displayName }, user));
    expect(failure.status).toBe(409);
    expect(failure.error).toMatchObject({ status: 'ALREADY_EXISTS', message: 'Username is already taken' });
  });

  it('says "No user logged in" when signed out', async () => {
    const failure = await expectFailure(call('completeProfile', { displayName: freshName() }, null));
    expect(failure.status).toBe(401);
    expect(failure.error.message).toBe('No user logged in');
  });

  it('two people racing for one name: exactly one gets it, the other "Username is already taken"', async () => {
    const [first, second] = await Promise.all([incompleteUser(), incompleteUser()]);
    const displayName = freshName('Race');
    const username = normaliseUsername(displayName);
    const answers = await Promise.all([
      call<ProfileResult>('completeProfile', { displayName }, first),
      call<ProfileResult>('completeProfile', { displayName }, second),
    ]);
    const winners = answers.filter((answer) => answer.ok);
    const losers = answers.flatMap((answer) => (answer.ok ? [] : [answer]));
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(1);
    expect(losers[0]?.error).toMatchObject({
      status: 'ALREADY_EXISTS',
      message: 'Username is already taken',
    });

    const winner = answers[0]?.ok ? first : second;
    const loser = winner === first ? second : first;
    expect(await reservation(username)).toMatchObject({ userId: winner.uid });
    expect(await profileDoc(winner.uid)).toMatchObject({ username, profileComplete: true });
    expect(await profileDoc(loser.uid)).toMatchObject({ username: null, profileComplete: false });
    expect(await mirrorRow('profiles', winner.uid)).toMatchObject({ username });
    expect(await mirrorRow('profiles', loser.uid)).toMatchObject({ username: null });
  });
});

describe('users-updateProfile', () => {
  it('updates the editable fields in both stores, never counters or flags', async () => {
    const { user, profile } = await completedUser();
    const { profile: updated } = await expectSuccess(
      call<ProfileResult>(
        'updateProfile',
        {
          bio: '  I cook <b>soups</b>  ',
          location: 'Haifa',
          socialLinks: { youtube: 'youtube.com/@dana', blog: 'https://dana.example.com' },
          privacy: { collection: 'followers' },
          preferences: { emailNotifications: false },
          language: 'it',
        },
        user,
      ),
    );
    expect(updated).toMatchObject({
      bio: 'I cook <b>soups</b>',
      location: 'Haifa',
      socialLinks: { youtube: 'https://youtube.com/@dana', blog: 'https://dana.example.com', instagram: '' },
      privacy: { collection: 'followers', ratedRecipes: 'public' },
      preferences: { emailNotifications: false, notifications: true, language: 'it' },
      language: 'it',
      username: profile.username,
      isAdmin: false,
      recipeCount: 0,
      version: profile.version + 1,
    });
    const row = await mirrorRow('profiles', user.uid);
    expect(row).toMatchObject({
      bio: 'I cook <b>soups</b>',
      location: 'Haifa',
      language: 'it',
      social_links: updated.socialLinks,
      privacy: updated.privacy,
    });
    expect(Number(row?.source_version)).toBe(updated.version);
  });

  it.each([
    [{ bio: 'x'.repeat(501) }, 'Bio must be 500 characters or less', 'bio'],
    [{ location: 'x'.repeat(101) }, 'Location must be 100 characters or less', 'location'],
    [{ socialLinks: { instagram: 'not a url' } }, 'Social links must be valid URLs', 'socialLinks.instagram'],
    [
      { socialLinks: { tiktok: 'ftp://x.example.com' } },
      'Social links must be valid URLs',
      'socialLinks.tiktok',
    ],
    [{ isAdmin: true }, 'Unrecognized key: "isAdmin"', ''],
    [{ recipeCount: 99 }, 'Unrecognized key: "recipeCount"', ''],
  ])('refuses %j with a 400 naming the field', async (input, message, field) => {
    const { user, profile } = await completedUser();
    const failure = await expectFailure(call('updateProfile', input, user));
    expect(failure.status).toBe(400);
    expect(failure.error.message).toContain(message);
    if (field) expect(failure.error.details).toMatchObject({ field });
    expect(await profileDoc(user.uid)).toMatchObject({
      version: profile.version,
      isAdmin: false,
      recipeCount: 0,
    });
  });

  it('a display-name change moves the username: new one reserved, old one released', async () => {
    const { user, profile } = await completedUser();
    const displayName = freshName('Renamed');
    const { profile: renamed } = await expectSuccess(
      call<ProfileResult>('updateProfile', { displayName }, user),
    );
    const username = normaliseUsername(displayName);
    expect(renamed).toMatchObject({ displayName, username, profileComplete: true });
    expect(await reservation(username)).toMatchObject({ userId: user.uid });
    expect(await reservation(profile.username as string)).toBeNull();
    await expectMirrored(renamed);
    expect(renamed.searchTerms).toContain(displayName.toLowerCase());
    expect(renamed.searchTerms).not.toContain(profile.displayName.toLowerCase());
  });

  it('a display-name change whose username fails is prefixed "Username error: "', async () => {
    const { profile: holder } = await completedUser();
    const { user, profile } = await completedUser();

    const taken = await expectFailure(call('updateProfile', { displayName: holder.displayName }, user));
    expect(taken.error).toMatchObject({
      status: 'ALREADY_EXISTS',
      message: 'Username error: Username is already taken',
    });
    const hebrew = await expectFailure(call('updateProfile', { displayName: 'שף דנה' }, user));
    expect(hebrew.error.message).toBe('Username error: Username must be at least 3 characters long');
    const short = await expectFailure(call('updateProfile', { displayName: 'ab' }, user));
    expect(short.error.message).toBe('Display name must be at least 3 characters');

    expect(await profileDoc(user.uid)).toMatchObject({
      username: profile.username,
      version: profile.version,
    });
    expect(await reservation(profile.username as string)).toMatchObject({ userId: user.uid });
    expect(await reservation(holder.username as string)).toMatchObject({ userId: holder.uid });
  });

  it('changes only the caller’s own profile and needs a sign-in', async () => {
    const { user } = await completedUser();
    const { profile: other } = await completedUser();
    await expectSuccess(call('updateProfile', { bio: 'mine' }, user));
    expect((await profileDoc(other.uid))?.bio).toBe('');
    expect((await expectFailure(call('updateProfile', { bio: 'x' }, null))).status).toBe(401);
  });

  it('answers "User profile not found" before ensureProfile ran', async () => {
    const user = await track(emailSignUp());
    const failure = await expectFailure(call('updateProfile', { bio: 'x' }, user));
    expect(failure.error).toMatchObject({ status: 'NOT_FOUND', message: 'User profile not found' });
  });
});

describe('mirror-onProfileWritten', () => {
  it('mirrors the owner’s own harmless write (language, version + 1), as the rules allow it', async () => {
    const { user, profile } = await completedUser();
    await db()
      .collection('users')
      .doc(user.uid)
      .update({ language: 'he', 'preferences.language': 'he', version: FieldValue.increment(1) });
    const row = await waitFor(
      async () => {
        const current = await mirrorRow('profiles', user.uid);
        return current?.language === 'he' ? current : undefined;
      },
      { what: 'the reconciler to mirror the language change' },
    );
    expect(Number(row.source_version)).toBe(profile.version + 1);
  });
});
