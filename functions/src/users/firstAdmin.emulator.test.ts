/**
 * /create-admin: users-adminExists and users-createFirstAdmin.
 *
 * The shared emulator always holds an admin (the seeded demo admin, or the one beforeAll makes when the stack ran
 * without seeding), so over HTTP the honest answer is the refusal: "Admin Already Exists", also for two callers at
 * once, and no Auth account is created. The success path and the race between two first admins run the same
 * service in a namespace of their own (every top-level collection the service touches gets a per-test prefix:
 * users, usernames, system), with the real Auth emulator and the real `profiles` mirror table; rows and accounts
 * are removed afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../domain/errors';
import type { AdminExistsResult } from '../domain/profile';
import { auth, db } from '../platform/firebase';
import { createMirrorClient } from '../platform/mirror/client';
import { createAdmin } from '../testing/authEmulator';
import { callCallable, expectFailure, expectSuccess } from '../testing/callables';
import { stackEnv } from '../testing/env';
import { appErrorOf } from '../testing/errors';
import { unique } from '../testing/factories';
import { closedPortUrl } from '../testing/faultyMirror';
import { forgetMirrored } from '../testing/mirroredEntities';
import { mirrorRow } from '../testing/pg';
import { deleteAccounts, uniqueEmail } from '../testing/users';
import type { UsersDeps } from './deps';
import { adminExists, createFirstAdmin } from './firstAdmin';

const env = stackEnv();
const mirror = createMirrorClient({ url: env.mirrorUrl, serviceKey: env.mirrorServiceKey });
const accounts: string[] = [];
const namespaces: string[] = [];

/** A fresh, empty world for the first-admin service. */
function isolated(overrides: Partial<UsersDeps> = {}): UsersDeps {
  const namespace = `t${unique()}_`;
  namespaces.push(namespace);
  return { db: db(), mirror, auth: auth(), namespace, ...overrides };
}

async function authUserByEmail(email: string) {
  try {
    return await auth().getUserByEmail(email);
  } catch {
    return null;
  }
}

beforeAll(async () => {
  if (!(await adminExists({ db: db(), mirror, auth: auth() }))) accounts.push((await createAdmin(db())).uid);
});

afterAll(async () => {
  await forgetMirrored('profiles', accounts);
  await deleteAccounts(accounts);
  for (const namespace of namespaces) {
    for (const name of ['users', 'usernames', 'system']) {
      const docs = await db().collection(`${namespace}${name}`).listDocuments();
      await Promise.all(docs.map((ref) => db().recursiveDelete(ref)));
    }
  }
});

describe('over HTTP, with an admin in the project', () => {
  it('users-adminExists says so, signed in or not', async () => {
    expect(await expectSuccess(callCallable<AdminExistsResult>('users-adminExists', {}))).toEqual({
      exists: true,
    });
  });

  it('users-createFirstAdmin answers "Admin Already Exists" and creates no account', async () => {
    const email = uniqueEmail('admin');
    const failure = await expectFailure(
      callCallable('users-createFirstAdmin', { email, password: 'secret1' }),
    );
    expect(failure.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: 'Admin Already Exists' });
    expect(await authUserByEmail(email)).toBeNull();
  });

  it('two callers at once both hear "Admin Already Exists"', async () => {
    const answers = await Promise.all(
      [uniqueEmail('admin'), uniqueEmail('admin')].map((email) =>
        callCallable('users-createFirstAdmin', { email, password: 'secret1' }),
      ),
    );
    for (const answer of answers) {
      expect(answer.ok).toBe(false);
      if (!answer.ok) expect(answer.error.message).toBe('Admin Already Exists');
    }
  });

  it.each([
    [{ email: 'not-an-email', password: 'secret1' }, 'Please enter a valid email address'],
    [{ email: uniqueEmail('admin'), password: '12345' }, 'Password must be at least 6 characters'],
    [{ password: 'secret1' }, 'Please enter a valid email address'],
  ])('refuses bad input %j before anything else: %s', async (input, message) => {
    const failure = await expectFailure(callCallable('users-createFirstAdmin', input));
    expect(failure.status).toBe(400);
    expect(failure.error.message).toBe(message);
  });
});

describe('the first-admin service in an empty namespace', () => {
  it('creates the account and the admin profile (mirror first), then refuses a second admin', async () => {
    const deps = isolated();
    expect(await adminExists(deps)).toBe(false);
    const email = uniqueEmail('first-admin');

    const result = await createFirstAdmin(deps, { email, password: 'secret1' });
    accounts.push(result.uid);
    expect(result.email).toBe(email);

    expect((await authUserByEmail(email))?.uid).toBe(result.uid);
    const profile = (await db().collection(`${deps.namespace}users`).doc(result.uid).get()).data();
    expect(profile).toMatchObject({ uid: result.uid, isAdmin: true, profileComplete: false, version: 1 });
    expect(profile).not.toHaveProperty('email');
    const account = await db()
      .collection(`${deps.namespace}users`)
      .doc(result.uid)
      .collection('private')
      .doc('account')
      .get();
    expect(account.get('email')).toBe(email);
    expect(await mirrorRow('profiles', result.uid)).toMatchObject({ is_admin: true, source_version: '1' });
    expect(await adminExists(deps)).toBe(true);

    const second = await appErrorOf(
      createFirstAdmin(deps, { email: uniqueEmail('second'), password: 'secret1' }),
    );
    expect(second).toMatchObject({ code: 'failed-precondition', message: 'Admin Already Exists' });
  });

  it('two first admins at once: exactly one is created, the other hears "Admin Already Exists"', async () => {
    const deps = isolated();
    const emails = [uniqueEmail('racer'), uniqueEmail('racer')];
    const results = await Promise.allSettled(
      emails.map((email) => createFirstAdmin(deps, { email, password: 'secret1' })),
    );
    const created = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    accounts.push(...created.map((c) => c.uid));
    expect(created).toHaveLength(1);
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(AppError);
    expect(refused[0]).toMatchObject({ message: 'Admin Already Exists' });

    const loser = emails.find((email) => email !== created[0]?.email) as string;
    expect(await authUserByEmail(loser)).toBeNull();
    const admins = await db().collection(`${deps.namespace}users`).where('isAdmin', '==', true).get();
    expect(admins.docs.map((d) => d.id)).toEqual([created[0]?.uid]);
  });

  it('an email already in use: the sign-in provider’s message, and the page works again', async () => {
    const deps = isolated();
    const taken = uniqueEmail('in-use');
    accounts.push((await auth().createUser({ email: taken, password: 'secret1' })).uid);

    const error = await appErrorOf(createFirstAdmin(deps, { email: taken, password: 'secret1' }));
    expect(error.code).toBe('already-exists');
    expect(error.message).toBe('The email address is already in use by another account.');
    expect(await adminExists(deps)).toBe(false);

    const retry = await createFirstAdmin(deps, { email: uniqueEmail('retry'), password: 'secret1' });
    accounts.push(retry.uid);
    expect(await adminExists(deps)).toBe(true);
  });

  it('with the mirror unreachable: the spec message, no account left behind, the page works again', async () => {
    const deps = isolated({
      mirror: createMirrorClient({ url: await closedPortUrl(), serviceKey: env.mirrorServiceKey }),
    });
    const email = uniqueEmail('offline-admin');
    const error = await appErrorOf(createFirstAdmin(deps, { email, password: 'secret1' }));
    expect(error.message).toBe(
      'Unable to complete profile: Please check your connection and try again later.',
    );
    expect(await authUserByEmail(email)).toBeNull();
    expect((await db().collection(`${deps.namespace}system`).doc('firstAdmin').get()).exists).toBe(false);

    const retry = await createFirstAdmin({ ...deps, mirror }, { email, password: 'secret1' });
    accounts.push(retry.uid);
    expect(retry.email).toBe(email);
  });
});
