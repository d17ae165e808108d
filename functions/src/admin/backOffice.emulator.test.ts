/**
 * The back office, part 1 (issue 14) end to end against the stack (the admin guard over every admin call:
 * platform/access.emulator.test.ts): the user tools (active, verified, forced username) in both stores, the deactivated account refused everywhere, the
 * overview's counts and the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, type AuditEntry } from '../domain/admin';
import { USERNAME_MESSAGES } from '../domain/username';
import { db } from '../platform/firebase';
import { createAdmin, createUser, type TestUser } from '../testing/authEmulator';
import { callCallable, expectFailure, expectSuccess } from '../testing/callables';
import { uniqueId } from '../testing/env';
import { insertRecipes, recipeDoc } from '../testing/factories';
import { mirrorRow } from '../testing/pg';
import { api } from '../testing/recipes';
import { deleteAccounts, signIn } from '../testing/users';

let admin: TestUser;
let member: TestUser;
let cook: TestUser;
const accounts: string[] = [];

const call = <T>(name: string, data: unknown, user: TestUser | null = admin) =>
  callCallable<T>(name, data, user?.idToken);

async function lastAudit(action: string, targetId: string): Promise<AuditEntry | undefined> {
  const answer = await expectSuccess(call<{ entries: AuditEntry[] }>('admin-auditLog', { limit: 100 }));
  return answer.entries.find((entry) => entry.action === action && entry.target?.id === targetId);
}

beforeAll(async () => {
  [admin, member, cook] = await Promise.all([createAdmin(db()), createUser(db()), createUser(db())]);
  accounts.push(admin.uid, member.uid, cook.uid);
});

afterAll(async () => {
  await deleteAccounts(accounts);
});

describe('users-adminSetActive', () => {
  it('deactivates a user in both stores, and every function then refuses them with a clear message', async () => {
    const answer = await expectSuccess(
      call<{ user: { isActive: boolean } }>('users-adminSetActive', { userId: cook.uid, active: false }),
    );
    expect(answer.user.isActive).toBe(false);
    expect((await db().collection('users').doc(cook.uid).get()).get('isActive')).toBe(false);
    expect((await mirrorRow('profiles', cook.uid))?.is_active).toBe(false);

    // a token issued before: a callable and an HTTP call both refuse it
    const refused = await expectFailure(call('users-ensureProfile', {}, cook));
    expect(refused.status).toBe(403);
    expect(refused.error.message).toBe(ADMIN_MESSAGES.accountDeactivated);
    const http = await api<{ error: { message: string } }>('GET', '/api/user/my-activity-feed', {
      user: cook,
    });
    expect(http.status).toBe(403);
    expect(http.body.error.message).toBe(ADMIN_MESSAGES.accountDeactivated);
    // and a new sign-in is refused by Auth
    await expect(signIn(cook.email, cook.password)).rejects.toThrow(/USER_DISABLED/);

    const audit = await lastAudit('users-adminSetActive', cook.uid);
    expect(audit?.actorId).toBe(admin.uid);
    // names to read, ids kept beside them
    expect(audit?.actorName).toBe(`Test ${admin.uid.slice(0, 6)}`);
    expect(audit?.target).toEqual({ type: 'user', id: cook.uid, name: `Test ${cook.uid.slice(0, 6)}` });
    expect(audit?.before).toMatchObject({ isActive: true });
    expect(audit?.after).toMatchObject({ isActive: false });
  });

  it('reactivates them: calls and sign-in work again', async () => {
    await expectSuccess(call('users-adminSetActive', { userId: cook.uid, active: true }));
    expect((await mirrorRow('profiles', cook.uid))?.is_active).toBe(true);
    const token = await signIn(cook.email, cook.password);
    await expectSuccess(callCallable('users-ensureProfile', {}, token));
  });

  it('refuses to deactivate an admin, and changes nothing', async () => {
    const other = await createAdmin(db());
    accounts.push(other.uid);
    const failure = await expectFailure(call('users-adminSetActive', { userId: other.uid, active: false }));
    expect(failure.status).toBe(400);
    expect(failure.error.message).toBe(ADMIN_MESSAGES.adminCannotBeDeactivated);
    expect((await db().collection('users').doc(other.uid).get()).get('isActive')).toBe(true);
  });

  it('answers not-found for an unknown user', async () => {
    const failure = await expectFailure(
      call('users-adminSetActive', { userId: uniqueId('nobody'), active: false }),
    );
    expect(failure.status).toBe(404);
    expect(failure.error.message).toBe(ADMIN_MESSAGES.userNotFound);
  });
});

describe('users-adminSetVerified', () => {
  it('records verifiedAt, verifiedBy and verificationType manual, mirrored; unverifying records who and when', async () => {
    await expectSuccess(call('users-adminSetVerified', { userId: member.uid, verified: true }));
    const verified = (await db().collection('users').doc(member.uid).get()).data() ?? {};
    expect(verified).toMatchObject({ isVerified: true, verifiedBy: admin.uid, verificationType: 'manual' });
    expect(Date.parse(String(verified.verifiedAt))).toBeGreaterThan(Date.now() - 60_000);
    expect((await mirrorRow('profiles', member.uid))?.is_verified).toBe(true);

    await expectSuccess(call('users-adminSetVerified', { userId: member.uid, verified: false }));
    const unverified = (await db().collection('users').doc(member.uid).get()).data() ?? {};
    expect(unverified).toMatchObject({ isVerified: false, unverifiedBy: admin.uid });
    expect((await mirrorRow('profiles', member.uid))?.is_verified).toBe(false);
    expect((await lastAudit('users-adminSetVerified', member.uid))?.after).toMatchObject({
      isVerified: false,
    });
  });
});

describe('users-adminForceUsername', () => {
  it('needs both fields (002 §5)', async () => {
    for (const input of [
      { userId: member.uid, displayName: '  ' },
      { userId: '', displayName: 'Some Name' },
      {},
    ]) {
      const failure = await expectFailure(call('users-adminForceUsername', input));
      expect(failure.status).toBe(400);
      expect(failure.error.message).toContain(ADMIN_MESSAGES.forceUsernameRequired);
    }
  });

  it('writes displayName, username and profileComplete, reserves the name, and lists the user under it', async () => {
    const name = `Forced ${uniqueId('n').slice(-8)}`;
    const answer = await expectSuccess(
      call<{ profile: { username: string } }>('users-adminForceUsername', {
        userId: cook.uid,
        displayName: name,
      }),
    );
    const username = answer.profile.username;
    expect(username).toBe(name.toLowerCase().replace(/\s+/g, '_'));
    const stored = (await db().collection('users').doc(cook.uid).get()).data() ?? {};
    expect(stored).toMatchObject({ displayName: name, username, profileComplete: true });
    expect((await db().collection('usernames').doc(username).get()).get('userId')).toBe(cook.uid);
    expect((await mirrorRow('profiles', cook.uid))?.username).toBe(username);

    const page = await expectSuccess(
      call<{ users: { id: string; email: string }[] }>('users-adminList', { search: username }),
    );
    expect(page.users.map((u) => u.id)).toEqual([cook.uid]);

    // the same name for someone else: the user's own message
    const taken = await expectFailure(
      call('users-adminForceUsername', { userId: member.uid, displayName: name }),
    );
    expect(taken.status).toBe(409);
    expect(taken.error.message).toContain(USERNAME_MESSAGES.taken);
    const broken = await expectFailure(
      call('users-adminForceUsername', { userId: member.uid, displayName: 'ab!' }),
    );
    expect(broken.status).toBe(400);
    expect(broken.error.message).toMatch(/^Username error: /);
  });
});

describe('admin-overview', () => {
  const countVisibility = async (visibility: string) =>
    (await db().collection('recipes').where('visibility', '==', visibility).count().get()).data().count;

  it('counts the users and recipes the stores hold', async () => {
    const [followersOnly] = await insertRecipes(db(), [
      recipeDoc({ visibility: 'followers-only', authorId: cook.uid }),
    ]);
    const publicBefore = await countVisibility('public');
    const answer = await expectSuccess(
      call<{
        users: { total: number; active: number; inactive: number };
        recipes: { total: number; private: number; followers: number; public: number };
        topRecipes: { mostViewed: { views: number }[] };
      }>('admin-overview', {}),
    );
    const publicAfter = await countVisibility('public');
    await db().collection('recipes').doc(followersOnly!).delete();
    const users = db().collection('users');
    const inactive = (await users.where('isActive', '==', false).count().get()).data().count;
    // other test files create users meanwhile: the answer is a snapshot at most a few users older
    expect(answer.users.inactive).toBe(inactive);
    expect(answer.users.active + answer.users.inactive).toBe(answer.users.total);
    expect(answer.users.total).toBeGreaterThanOrEqual(3);
    // a followers-only recipe is neither public nor private (other files write public recipes meanwhile)
    expect(answer.recipes.followers).toBeGreaterThanOrEqual(1);
    expect(answer.recipes.public).toBeGreaterThanOrEqual(Math.min(publicBefore, publicAfter));
    expect(answer.recipes.public).toBeLessThanOrEqual(Math.max(publicBefore, publicAfter));
    const views = answer.topRecipes.mostViewed.map((r) => r.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(views.length).toBeLessThanOrEqual(5);
  });
});
