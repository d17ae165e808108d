/**
 * Races on usernames inside one process (the services the callables run, real Firestore, Auth and mirror), where
 * the calls really interleave: the Functions emulator may queue concurrent HTTP calls of one function, so the HTTP
 * race in profiles.emulator.test.ts alone would not prove the reservation is atomic.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../domain/errors';
import { normaliseUsername } from '../domain/username';
import { auth, db } from '../platform/firebase';
import { createMirrorClient } from '../platform/mirror/client';
import { stackEnv } from '../testing/env';
import { unique } from '../testing/factories';
import { mirrorRow, query } from '../testing/pg';
import { deleteAccounts, emailSignUp, googleSignIn } from '../testing/users';
import type { UsersDeps } from './deps';
import { completeProfile, updateProfile } from './edit';
import { ensureProfile } from './ensure';

const env = stackEnv();
const deps: UsersDeps = {
  db: db(),
  mirror: createMirrorClient({ url: env.mirrorUrl, serviceKey: env.mirrorServiceKey }),
  auth: auth(),
};
const accounts: string[] = [];
afterAll(() => deleteAccounts(accounts));

async function incompleteUsers(count: number): Promise<string[]> {
  const users = await Promise.all(Array.from({ length: count }, () => googleSignIn()));
  accounts.push(...users.map((u) => u.uid));
  await Promise.all(users.map((u) => ensureProfile(deps, u.uid)));
  return users.map((u) => u.uid);
}

const reservation = async (username: string) =>
  (await db().collection('usernames').doc(username).get()).data() ?? null;

describe('username races', () => {
  it('five people complete with one name at once: one wins, four hear "Username is already taken"', async () => {
    const uids = await incompleteUsers(5);
    const displayName = `Crowd ${unique()}`;
    const username = normaliseUsername(displayName);
    const results = await Promise.allSettled(uids.map((uid) => completeProfile(deps, uid, { displayName })));

    const winners = uids.filter((_, i) => results[i]?.status === 'fulfilled');
    expect(winners).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(result.reason).toBeInstanceOf(AppError);
        expect(result.reason).toMatchObject({ code: 'already-exists', message: 'Username is already taken' });
      }
    }
    expect(await reservation(username)).toMatchObject({ userId: winners[0] });
    const rows = await query('select firebase_id from profiles where username = $1', [username]);
    expect(rows).toEqual([{ firebase_id: winners[0] }]);
  });

  it('a rename racing a sign-up for the same name: one of them gets it, the other is refused', async () => {
    const displayName = `Contested ${unique()}`;
    const username = normaliseUsername(displayName);
    const renamer = await emailSignUp(`Before ${unique()}`);
    accounts.push(renamer.uid);
    await ensureProfile(deps, renamer.uid);
    const [newcomer] = await incompleteUsers(1);

    const [rename, complete] = await Promise.allSettled([
      updateProfile(deps, renamer.uid, { displayName }),
      completeProfile(deps, newcomer as string, { displayName }),
    ]);
    expect([rename.status, complete.status].filter((s) => s === 'fulfilled')).toHaveLength(1);
    if (rename.status === 'rejected')
      expect(rename.reason).toMatchObject({ message: 'Username error: Username is already taken' });
    if (complete.status === 'rejected')
      expect(complete.reason).toMatchObject({ message: 'Username is already taken' });
    const holder = rename.status === 'fulfilled' ? renamer.uid : newcomer;
    expect(await reservation(username)).toMatchObject({ userId: holder });
  });

  it('the same sign-up ensured twice at once: one profile, its reservation kept', async () => {
    const displayName = `Twice ${unique()}`;
    const user = await emailSignUp(displayName);
    accounts.push(user.uid);
    const [a, b] = await Promise.all([ensureProfile(deps, user.uid), ensureProfile(deps, user.uid)]);
    const username = normaliseUsername(displayName);
    expect(a.profile).toMatchObject({ username, profileComplete: true });
    expect(b.profile).toMatchObject({ username, profileComplete: true });
    expect(await reservation(username)).toMatchObject({ userId: user.uid });
    // whichever create won, both stores hold it at the same version
    const stored = (await db().collection('users').doc(user.uid).get()).data();
    expect(stored).toMatchObject({ username });
    expect(await mirrorRow('profiles', user.uid)).toMatchObject({
      username,
      source_version: String(stored?.version),
    });
  });
});
