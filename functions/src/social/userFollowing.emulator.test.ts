/**
 * Who sees a cook's following list (001 §6; decision 0042) through social-userFollowing: each privacy setting
 * (only me, followers, everyone) for the owner, a follower, a signed-in stranger and a guest. What an admitted
 * viewer sees is whom the cook follows, each with the viewer's own follow state; a refused one learns nothing of it.
 */
import { describe, expect, it } from 'vitest';
import { FOLLOW_MESSAGES, type FollowListPage } from '../domain/follows';
import type { TestUser } from '../testing/authEmulator';
import { callCallable, expectFailure, expectSuccess } from '../testing/callables';
import { callFollow, STATUS_BY_PRIVACY, verifiedAccounts } from '../testing/follows';

const users = verifiedAccounts();

const read = (viewer: TestUser | null, data: Record<string, unknown>) =>
  callCallable<FollowListPage>('social-userFollowing', data, viewer?.idToken);

describe('the following list by its privacy setting', () => {
  it.each(STATUS_BY_PRIVACY)(
    'setting %s: the owner, a follower, a stranger and a guest',
    async (following, want) => {
      const [owner, firstCook, secondCook, fan, stranger] = await Promise.all([
        users.verified({ displayName: `Owner ${following}`, privacy: { following } }),
        users.verified({ displayName: 'First Cook' }),
        users.verified({ displayName: 'Second Cook' }),
        users.verified(),
        users.verified(),
      ]);
      await expectSuccess(callFollow(owner, firstCook.uid));
      await expectSuccess(callFollow(owner, secondCook.uid));
      await expectSuccess(callFollow(fan, owner.uid));
      // the stranger follows one of the owner's cooks: their toggle says so, the other's does not
      await expectSuccess(callFollow(stranger, secondCook.uid));

      const answers = {
        owner: await read(owner, { userId: owner.uid }),
        follower: await read(fan, { userId: owner.uid }),
        stranger: await read(stranger, { userId: owner.uid }),
        guest: await read(null, { userId: owner.uid }),
      };
      expect(
        Object.fromEntries(Object.entries(answers).map(([who, answer]) => [who, answer.status])),
      ).toEqual(want);

      const followsBack = {
        owner: [true, true],
        follower: [false, false],
        stranger: [true, false],
        guest: [false, false],
      };
      for (const [who, answer] of Object.entries(answers) as [keyof typeof answers, FollowAnswer][]) {
        if (answer.ok) {
          // newest follow first
          expect(answer.result.people.map((person) => [person.displayName, person.isFollowing])).toEqual([
            ['Second Cook', followsBack[who][0]],
            ['First Cook', followsBack[who][1]],
          ]);
          expect(answer.result.hasMore).toBe(false);
        } else {
          expect(answer.error.status).toBe('PERMISSION_DENIED');
          expect(answer.error.message).toBe(FOLLOW_MESSAGES.followingPrivate);
          expect(JSON.stringify(answer.error)).not.toContain(firstCook.uid);
        }
      }
    },
    120_000,
  );

  it('pages by limit and offset; an unknown cook is not found; bad input names its field', async () => {
    const [owner, a, b, c] = await Promise.all([
      users.verified({ privacy: { following: 'public' } }),
      users.verified(),
      users.verified(),
      users.verified(),
    ]);
    for (const cook of [a, b, c]) await expectSuccess(callFollow(owner, cook.uid));
    const first = await expectSuccess(read(null, { userId: owner.uid, limit: 2 }));
    expect(first.people.map((person) => person.id)).toEqual([c.uid, b.uid]);
    expect(first.hasMore).toBe(true);
    const rest = await expectSuccess(read(null, { userId: owner.uid, limit: 2, offset: 2 }));
    expect(rest.people.map((person) => person.id)).toEqual([a.uid]);
    expect(rest.hasMore).toBe(false);

    const missing = await expectFailure(read(null, { userId: 'no-such-cook' }));
    expect([missing.status, missing.error.message]).toEqual([404, FOLLOW_MESSAGES.userNotFound]);
    const noUser = await expectFailure(read(null, {}));
    expect([noUser.status, noUser.error.details?.field]).toEqual([400, 'userId']);
    expect(noUser.error.message).toContain('userId is required');
    const tooMany = await expectFailure(read(null, { userId: owner.uid, limit: 51 }));
    expect([tooMany.status, tooMany.error.details?.field]).toEqual([400, 'limit']);
    expect(tooMany.error.message).toContain('limit must be between 1 and 50');
  }, 120_000);
});

type FollowAnswer = Awaited<ReturnType<typeof read>>;
