/**
 * A profile write whose mirror fails (spec 000 §4: "A profile write goes to the relational mirror first; if that
 * fails, the write fails"). The Functions emulator's mirror cannot be unplugged from a test, so these call the
 * same services the callables call, with the real Firestore and Auth emulators and a mirror that really fails:
 * a closed port, and a gateway answering 429.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../domain/errors';
import { normaliseUsername } from '../domain/username';
import { auth, db } from '../platform/firebase';
import { createMirrorClient } from '../platform/mirror/client';
import { stackEnv } from '../testing/env';
import { appErrorOf } from '../testing/errors';
import { unique } from '../testing/factories';
import { useFailingMirrors } from '../testing/faultyMirror';
import { mirrorRow } from '../testing/pg';
import { deleteAccounts, emailSignUp, googleSignIn } from '../testing/users';
import type { UsersDeps } from './deps';
import { completeProfile, updateProfile } from './edit';
import { ensureProfile } from './ensure';

const env = stackEnv();
const realMirror = createMirrorClient({ url: env.mirrorUrl, serviceKey: env.mirrorServiceKey });
const working: UsersDeps = { db: db(), mirror: realMirror, auth: auth() };
let unreachable: UsersDeps;
let busy: UsersDeps;
const accounts: string[] = [];
const mirrors = useFailingMirrors();

beforeAll(() => {
  unreachable = { ...working, mirror: mirrors().unreachable };
  busy = { ...working, mirror: mirrors().busy };
});

afterAll(async () => {
  await deleteAccounts(accounts);
});

const stored = async (uid: string) => (await db().collection('users').doc(uid).get()).data() ?? null;
const reservation = async (username: string) =>
  (await db().collection('usernames').doc(username).get()).data() ?? null;

describe('mirror failures', () => {
  it('completeProfile with the mirror unreachable: the spec message, nothing written, name not kept', async () => {
    const user = await googleSignIn();
    accounts.push(user.uid);
    await ensureProfile(working, user.uid);
    const before = await stored(user.uid);
    const rowBefore = await mirrorRow('profiles', user.uid);
    const displayName = `Offline ${unique()}`;

    const error = await appErrorOf(completeProfile(unreachable, user.uid, { displayName }));
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('unavailable');
    expect(error.message).toBe(
      'Unable to complete profile: Please check your connection and try again later.',
    );
    expect(await stored(user.uid)).toEqual(before);
    expect(await mirrorRow('profiles', user.uid)).toEqual(rowBefore);
    expect(await reservation(normaliseUsername(displayName))).toBeNull();
  });

  it('ensureProfile for a new sign-up with the mirror unreachable creates nothing', async () => {
    const displayName = `Offline ${unique()}`;
    const user = await emailSignUp(displayName);
    accounts.push(user.uid);
    const error = await appErrorOf(ensureProfile(unreachable, user.uid));
    expect(error.message).toBe(
      'Unable to complete profile: Please check your connection and try again later.',
    );
    expect(await stored(user.uid)).toBeNull();
    expect(await mirrorRow('profiles', user.uid)).toBeNull();
    expect(await reservation(normaliseUsername(displayName))).toBeNull();
  });

  it('updateProfile with the mirror rate limited: the busy message, the old name kept', async () => {
    const user = await emailSignUp(`Busy ${unique()}`);
    accounts.push(user.uid);
    const { profile } = await ensureProfile(working, user.uid);
    const displayName = `Busy Renamed ${unique()}`;

    const error = await appErrorOf(updateProfile(busy, user.uid, { displayName, bio: 'new' }));
    expect(error.message).toBe(
      'Unable to update profile: Service is temporarily busy. Please try again in a few minutes.',
    );
    expect(await stored(user.uid)).toMatchObject({
      username: profile.username,
      bio: '',
      version: profile.version,
    });
    expect(await reservation(profile.username as string)).toMatchObject({ userId: user.uid });
    expect(await reservation(normaliseUsername(displayName))).toBeNull();
  });
});
