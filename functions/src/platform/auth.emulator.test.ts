import { beforeAll, describe, expect, it } from 'vitest';
import { CALL_MESSAGES } from '../domain/messages';
import { appErrorOf } from '../testing/errors';
import { signUp, type TestUser } from '../testing/authEmulator';
import { optionalBearer, requireAdmin, requireBearer, requireVerifiedEmail } from './auth';
import { auth, db } from './firebase';

const withBearer = (token?: string) => ({
  headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
});

/** Marks the account verified and signs in again, so the new ID token carries email_verified. */
async function verifyEmail(user: TestUser): Promise<TestUser> {
  await auth().updateUser(user.uid, { emailVerified: true });
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password, returnSecureToken: true }),
    },
  );
  const { idToken } = (await response.json()) as { idToken: string };
  return { ...user, idToken };
}

let verified: TestUser;
let unverified: TestUser;
beforeAll(async () => {
  verified = await verifyEmail(await signUp());
  unverified = await signUp();
});

describe('HTTP bearer tokens', () => {
  it('verifies an Auth emulator ID token', async () => {
    const caller = await requireBearer(withBearer(verified.idToken));
    expect(caller.uid).toBe(verified.uid);
    expect(caller.token.email).toBe(verified.email);
  });

  it('treats a missing header as anonymous, but a bad token as 401', async () => {
    expect(await optionalBearer(withBearer())).toBeNull();
    expect((await appErrorOf(optionalBearer(withBearer('not-a-token')))).code).toBe('unauthenticated');
    expect((await appErrorOf(requireBearer(withBearer()))).code).toBe('unauthenticated');
  });

  it('requires a verified email where the spec asks', async () => {
    expect(requireVerifiedEmail(await requireBearer(withBearer(verified.idToken))).uid).toBe(verified.uid);
    const caller = await requireBearer(withBearer(unverified.idToken));
    expect(() => requireVerifiedEmail(caller)).toThrow('Email not verified yet. Please check your inbox.');
  });
});

describe('admin rights', () => {
  it('come from users/{uid}.isAdmin === true and nothing else', async () => {
    const firestore = db();
    await firestore.doc(`users/${verified.uid}`).set({ isAdmin: true });
    await firestore.doc(`users/${unverified.uid}`).set({ isAdmin: 'true' });
    await expect(requireAdmin(firestore, verified.uid)).resolves.toBeUndefined();
    const error = await appErrorOf(requireAdmin(firestore, unverified.uid));
    expect(error.code).toBe('permission-denied');
    expect(error.message).toBe(CALL_MESSAGES.adminRequired);
    expect((await appErrorOf(requireAdmin(firestore, 'no-such-user'))).code).toBe('permission-denied');
  });
});
